import type { ConfiguratorCatalogue } from '@/lib/cms/types'
import { formatEuros, type Locale } from '@/lib/i18n/config'

import { includedOptions } from './rules'
import type { Selection } from './selection'
import type { Words } from './words'

type PriceLineKind = 'color' | 'flooring' | 'engine' | 'option'

export interface PriceLine {
  kind: PriceLineKind
  id: string
  name: string
  price: number
  /** Option category name (options only). */
  category?: string
  /** The chosen package this option comes with; its price is then in the package's. */
  includedIn?: string
}

export interface PricedConfiguration {
  model: string
  basePrice: number
  /** Chosen items in display order: colour, flooring, engine (if any), options in catalogue order. */
  lines: PriceLine[]
  total: number
  /** Ids in the selection that the catalogue does not know; they add nothing to the total. */
  unknownIds: string[]
}

/** Shown model name, e.g. "wama-26" → "WAMA 26". */
function modelName(catalogue: ConfiguratorCatalogue): string {
  return catalogue.model.replace(/-/g, ' ').toUpperCase()
}

/**
 * Total = base price + colour + flooring + engine + sum of chosen options, an option a chosen package
 * includes counting in the package's price.
 * Pure, so the browser and the quote endpoint compute the same figure from the same catalogue.
 */
export function priceConfiguration(catalogue: ConfiguratorCatalogue, selection: Selection): PricedConfiguration {
  const lines: PriceLine[] = []
  const unknownIds: string[] = []

  const color = catalogue.colors.find((c) => c.id === selection.colorId)
  if (color) lines.push({ kind: 'color', id: color.id, name: color.name, price: color.price })
  else if (selection.colorId) unknownIds.push(selection.colorId)

  const flooring = catalogue.floorings.find((f) => f.id === selection.flooringId)
  if (flooring) lines.push({ kind: 'flooring', id: flooring.id, name: flooring.name, price: flooring.price })
  else if (selection.flooringId) unknownIds.push(selection.flooringId)

  if (selection.engineId) {
    const engine = catalogue.engines.find((e) => e.id === selection.engineId)
    if (engine) lines.push({ kind: 'engine', id: engine.id, name: engine.name, price: engine.price })
    else unknownIds.push(selection.engineId)
  }

  const chosen = new Set(selection.optionIds)
  const included = includedOptions(catalogue, selection.optionIds)
  const categoryNames = new Map(catalogue.categories.map((c) => [c.id, c.name]))
  for (const option of catalogue.options) {
    if (!chosen.has(option.id)) continue
    chosen.delete(option.id)
    const packageId = included.get(option.id)
    lines.push({
      kind: 'option',
      id: option.id,
      name: option.name,
      price: packageId ? 0 : option.price,
      category: categoryNames.get(option.category) ?? option.category,
      ...(packageId ? { includedIn: catalogue.options.find((o) => o.id === packageId)?.name ?? packageId } : {}),
    })
  }
  unknownIds.push(...chosen)

  const total = lines.reduce((sum, line) => sum + line.price, catalogue.basePrice)
  return { model: modelName(catalogue), basePrice: catalogue.basePrice, lines, total, unknownIds }
}

/** The Configurator.price messages prices are told with. */
type PriceMessage = 'included' | 'includedIn' | `kinds.${PriceLineKind}`
export type PriceWords = Words<PriceMessage>

/** English, for the sales team's mail and spec sheet: the Configurator.price messages, which pages use instead. */
const ENGLISH: PriceWords = {
  locale: 'en',
  t: (key, values = {}) => {
    switch (key) {
      case 'included':
        return 'Included'
      case 'includedIn':
        return `Included in ${String(values.name ?? '')}`
      case 'kinds.color':
        return 'Exterior colour'
      case 'kinds.flooring':
        return 'Flooring'
      case 'kinds.engine':
        return 'Engine'
      case 'kinds.option':
        return 'Option'
    }
  },
}

/** "€230,330" in English, "230 330 €" in French. */
export function formatEuro(amount: number, locale: Locale = 'en'): string {
  return formatEuros(amount, locale)
}

/** "Included" for free items, otherwise "+€2,500". */
export function formatSurcharge(amount: number, words: PriceWords = ENGLISH): string {
  return amount === 0 ? words.t('included') : `+${formatEuro(amount, words.locale)}`
}

/** A line's price as listed: "€3,000", or "Included in Wake-Surf Package" for a package's contents. */
export function linePrice(line: Pick<PriceLine, 'price' | 'includedIn'>, words: PriceWords = ENGLISH): string {
  return line.includedIn ? words.t('includedIn', { name: line.includedIn }) : formatEuro(line.price, words.locale)
}

export function priceLineLabel(line: PriceLine, words: PriceWords = ENGLISH): string {
  return line.kind === 'option' && line.category ? line.category : words.t(`kinds.${line.kind}`)
}

/** Plain-text list of a priced configuration (sales mail, clipboard): one "label: name — price" line per item. */
export function configurationSummaryLines(priced: PricedConfiguration): string[] {
  return [
    `Model: ${priced.model}`,
    `Base price: ${formatEuro(priced.basePrice)}`,
    ...priced.lines.map((line) => `${priceLineLabel(line)}: ${line.name} — ${linePrice(line)}`),
    `Total: ${formatEuro(priced.total)}`,
  ]
}
