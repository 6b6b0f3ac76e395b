import type { ConfiguratorCatalogue, ConfiguratorFlooring } from '@/lib/cms/types'
import { LOCALE_FACTS, type Locale } from '@/lib/i18n/config'
import { isJsonObject } from '@/lib/json'

import { isBuildCode } from './build-code'
import { priceConfiguration } from './pricing'
import { sanitizeSelection, type SanitizedSelection, type Selection } from './selection'

/** The one local-storage key of the monohull configurator. */
export const SAVED_CONFIGURATIONS_KEY = 'wama26-saved-configurations'

/** A configuration saved in this browser. */
export interface SavedConfiguration {
  /** Timestamp string: when it was saved, in ms */
  id: string
  name: string
  /** The day it was saved, as the page that saved it wrote it */
  date: string
  selectedColor: string
  selectedFlooring: ConfiguratorFlooring
  /** Engine id or "" */
  selectedEngine: string
  selectedOptions: string[]
  totalPrice: number
  /** The code the server kept the build under, once it answered (a build saved offline has none). */
  code?: string
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>

const MAX_ENTRIES = 100
const MAX_NAME_LENGTH = 80

function browserStorage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    // Some browsers throw on access when storage is disabled.
    return null
  }
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined
}

/** One stored entry, or null when it is not a saved configuration at all. */
function parseSavedConfiguration(value: unknown): SavedConfiguration | null {
  if (!isJsonObject(value)) return null
  const id = str(value.id)
  const name = str(value.name)
  const selectedColor = str(value.selectedColor)
  const flooring = value.selectedFlooring
  if (!id || name === undefined || selectedColor === undefined || !isJsonObject(flooring)) return null
  const flooringId = str(flooring.id)
  if (!flooringId) return null
  if (!Array.isArray(value.selectedOptions)) return null
  const totalPrice = typeof value.totalPrice === 'number' && Number.isFinite(value.totalPrice) ? value.totalPrice : 0
  return {
    id,
    name,
    date: str(value.date) ?? '',
    selectedColor,
    selectedFlooring: {
      id: flooringId,
      name: str(flooring.name) ?? flooringId,
      description: str(flooring.description) ?? '',
      price: typeof flooring.price === 'number' && Number.isFinite(flooring.price) ? flooring.price : 0,
    },
    selectedEngine: str(value.selectedEngine) ?? '',
    selectedOptions: value.selectedOptions.filter((o): o is string => typeof o === 'string'),
    totalPrice,
    ...(isBuildCode(str(value.code)) ? { code: str(value.code) } : {}),
  }
}

/** The list with the server's code recorded on one entry. */
export const withBuildCode = (entries: readonly SavedConfiguration[], id: string, code: string): SavedConfiguration[] =>
  entries.map((entry) => (entry.id === id ? { ...entry, code } : entry))

/** The saved list. Corrupt data is logged and ignored: never a crash. */
export function loadSavedConfigurations(storage: StorageLike | null = browserStorage()): SavedConfiguration[] {
  if (!storage) return []
  let text: string | null
  try {
    text = storage.getItem(SAVED_CONFIGURATIONS_KEY)
  } catch (error) {
    console.error('Could not read saved configurations', error)
    return []
  }
  if (text === null || text === '') return []
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (error) {
    console.error('Ignoring corrupt saved configurations', error)
    return []
  }
  if (!Array.isArray(data)) {
    console.error('Ignoring corrupt saved configurations: not a list')
    return []
  }
  const entries: SavedConfiguration[] = []
  let skipped = 0
  for (const item of data) {
    const entry = parseSavedConfiguration(item)
    if (entry) entries.push(entry)
    else skipped += 1
  }
  if (skipped > 0) console.error(`Ignoring ${skipped} corrupt saved configuration(s)`)
  return entries
}

/** Writes the list; false when the browser refuses (storage full or disabled). */
export function writeSavedConfigurations(
  entries: SavedConfiguration[],
  storage: StorageLike | null = browserStorage(),
): boolean {
  if (!storage) return false
  try {
    storage.setItem(SAVED_CONFIGURATIONS_KEY, JSON.stringify(entries))
    return true
  } catch (error) {
    console.error('Could not store saved configurations', error)
    return false
  }
}

/**
 * A new entry for the current choices. The name is trimmed; callers refuse blank names,
 * and this throws on one so no code path can store it.
 */
export function createSavedConfiguration(
  catalogue: ConfiguratorCatalogue,
  selection: Selection,
  name: string,
  existing: readonly SavedConfiguration[] = [],
  now: Date = new Date(),
  locale: Locale = 'en',
): SavedConfiguration {
  const trimmed = name.trim().slice(0, MAX_NAME_LENGTH)
  if (!trimmed) throw new Error('A saved configuration needs a name')
  const flooring = catalogue.floorings.find((f) => f.id === selection.flooringId)
  if (!flooring) throw new Error(`Unknown flooring "${selection.flooringId}"`)
  let stamp = now.getTime()
  const taken = new Set(existing.map((e) => e.id))
  while (taken.has(String(stamp))) stamp += 1
  return {
    id: String(stamp),
    name: trimmed,
    date: formatDay(now, locale),
    selectedColor: selection.colorId,
    selectedFlooring: { ...flooring },
    selectedEngine: selection.engineId,
    selectedOptions: [...selection.optionIds],
    totalPrice: priceConfiguration(catalogue, selection).total,
  }
}

/** A day as the page's language writes it: "14 November 2023", "14 novembre 2023". */
export function formatDay(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_FACTS[locale].tag, { dateStyle: 'long' }).format(date)
}

/** The day an entry was saved, in the page's language; an entry whose id is not its saving time keeps its text. */
export function savedDay(entry: SavedConfiguration, locale: Locale): string {
  // Ids are millisecond timestamps (13 digits since 2001); others come from older or foreign data.
  return /^\d{12,15}$/.test(entry.id) ? formatDay(new Date(Number(entry.id)), locale) : entry.date
}

export function addSavedConfiguration(
  entries: readonly SavedConfiguration[],
  entry: SavedConfiguration,
): SavedConfiguration[] {
  return [...entries, entry].slice(-MAX_ENTRIES)
}

export function deleteSavedConfiguration(entries: readonly SavedConfiguration[], id: string): SavedConfiguration[] {
  return entries.filter((e) => e.id !== id)
}

/** The selection a saved entry restores: what still exists in the catalogue, plus what was dropped. */
export function savedToSelection(catalogue: ConfiguratorCatalogue, saved: SavedConfiguration): SanitizedSelection {
  return sanitizeSelection(catalogue, {
    colorId: saved.selectedColor,
    flooringId: saved.selectedFlooring.id,
    engineId: saved.selectedEngine,
    optionIds: saved.selectedOptions,
  })
}
