import type { ConfiguratorCatalogue } from '@/lib/cms/types'
import { isJsonObject } from '@/lib/json'

/** What a visitor has chosen, by catalogue id. `engineId` is "" when no engine is chosen. */
export interface Selection {
  colorId: string
  flooringId: string
  engineId: string
  optionIds: string[]
}

/** An id the catalogue does not know, and what it was meant to be; the page names it in the visitor's language. */
export interface DroppedId {
  kind: 'colour' | 'flooring' | 'engine' | 'option'
  id: string
}

export interface SanitizedSelection {
  selection: Selection
  /** Ids that are not in the catalogue, e.g. `{ kind: 'engine', id: 'old-v6' }`. */
  dropped: DroppedId[]
}

/** Defaults: first colour (white), standard flooring, no engine, no options. */
export function defaultSelection(catalogue: ConfiguratorCatalogue): Selection {
  const flooring = catalogue.floorings.find((f) => f.id === 'standard') ?? catalogue.floorings[0]
  return {
    colorId: catalogue.colors[0]?.id ?? '',
    flooringId: flooring?.id ?? '',
    engineId: '',
    optionIds: [],
  }
}

/** An id given either as a string or as an object carrying one (saved entries keep the whole flooring object). */
function idOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value
  if (isJsonObject(value) && typeof value.id === 'string') return value.id
  return undefined
}

/** Orders option ids as the catalogue lists them and removes duplicates, so equal choices compare equal. */
export function orderOptionIds(catalogue: ConfiguratorCatalogue, ids: Iterable<string>): string[] {
  const wanted = new Set(ids)
  return catalogue.options.filter((o) => wanted.has(o.id)).map((o) => o.id)
}

/**
 * Turns anything that claims to be a selection (saved entry, share link, request body) into a valid one:
 * known ids are kept, unknown ones fall back to the defaults and are reported in `dropped`.
 */
export function sanitizeSelection(catalogue: ConfiguratorCatalogue, raw: unknown): SanitizedSelection {
  const defaults = defaultSelection(catalogue)
  const dropped: DroppedId[] = []
  const drop = (kind: DroppedId['kind'], id: string) => {
    if (!dropped.some((d) => d.kind === kind && d.id === id)) dropped.push({ kind, id })
  }
  const input = isJsonObject(raw) ? raw : {}

  const colorId = idOf(input.colorId)
  const color = colorId === undefined ? undefined : catalogue.colors.find((c) => c.id === colorId)
  if (colorId !== undefined && colorId !== '' && !color) drop('colour', colorId)

  const flooringId = idOf(input.flooringId)
  const flooring = flooringId === undefined ? undefined : catalogue.floorings.find((f) => f.id === flooringId)
  if (flooringId !== undefined && flooringId !== '' && !flooring) drop('flooring', flooringId)

  const engineId = idOf(input.engineId) ?? ''
  const engine = catalogue.engines.find((e) => e.id === engineId)
  if (engineId !== '' && !engine) drop('engine', engineId)

  const rawOptions = Array.isArray(input.optionIds) ? input.optionIds : []
  const known = new Set(catalogue.options.map((o) => o.id))
  const optionIds: string[] = []
  for (const value of rawOptions) {
    if (typeof value !== 'string') continue
    if (known.has(value)) optionIds.push(value)
    else drop('option', value)
  }

  return {
    selection: {
      colorId: color?.id ?? defaults.colorId,
      flooringId: flooring?.id ?? defaults.flooringId,
      engineId: engine?.id ?? '',
      optionIds: orderOptionIds(catalogue, optionIds),
    },
    dropped,
  }
}
