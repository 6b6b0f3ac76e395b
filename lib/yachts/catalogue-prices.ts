import type { ConfiguratorCatalogue } from '@/lib/cms/types'
import { priceConfiguration } from '@/lib/configurator/pricing'
import { brokenRules } from '@/lib/configurator/rules'
import { type Selection, sanitizeSelection } from '@/lib/configurator/selection'
import { SHARE_PARAM, decodeSelection } from '@/lib/configurator/share'

/**
 * The figure "Starting at" means for a yacht built to order: the configurator's base with the cheapest of
 * each choice a build cannot do without (a hull colour and a deck). The engine is a choice like the options.
 */
export function startingPrice(catalogue: ConfiguratorCatalogue): number {
  const cheapest = (prices: readonly number[]) => (prices.length ? Math.min(...prices) : 0)
  return (
    catalogue.basePrice +
    cheapest(catalogue.colors.map((c) => c.price)) +
    cheapest(catalogue.floorings.map((f) => f.price))
  )
}

/** Why a configuration cannot be priced by today's catalogue, or null when it can. */
export function configurationProblem(catalogue: ConfiguratorCatalogue, code: string): string | null {
  const decoded = decodeSelection(code)
  if (!decoded) return 'This is not a configurator link: press Share in the configurator and paste the link it copies.'
  const { selection, dropped } = sanitizeSelection(catalogue, decoded)
  if (dropped.length)
    return `The configurator no longer offers ${dropped.map((d) => `${d.kind} "${d.id}"`).join(', ')}.`
  if (brokenRules(catalogue, selection).length) return 'This configuration breaks a rule of the configurator.'
  return null
}

/** The configuration a pasted share link (or a bare code) holds, as the code stored on an edition. */
export function configurationCode(pasted: string): string {
  const value = pasted.trim()
  if (!value.includes('?')) return value
  try {
    return new URL(value, 'https://example.invalid').searchParams.get(SHARE_PARAM) ?? value
  } catch {
    return value
  }
}

function pricedSelection(catalogue: ConfiguratorCatalogue, code: string): Selection | null {
  if (!code || configurationProblem(catalogue, code)) return null
  const decoded = decodeSelection(code)
  return decoded ? sanitizeSelection(catalogue, decoded).selection : null
}

interface PricedVariety {
  price?: number | null
  configuration?: string
}

interface PricedYacht<V extends PricedVariety> {
  slug?: string
  price?: number | null
  varieties?: V[]
}

/**
 * A yacht built with the configurator takes its prices from it: "Starting at" from the catalogue, and each
 * edition holding a configuration the configurator's total for it. Any other yacht, and an edition whose
 * configuration today's catalogue cannot build, keeps the prices its editors typed (and no configurator link).
 * Works on the contract's records and on complete yachts alike.
 */
export function withCataloguePrices<V extends PricedVariety, Y extends PricedYacht<V>>(
  yacht: Y,
  catalogue: ConfiguratorCatalogue,
): Y {
  const configurable = yacht.slug === catalogue.model
  const varieties = yacht.varieties?.map((variety): V => {
    const selection = configurable ? pricedSelection(catalogue, variety.configuration ?? '') : null
    if (!selection) return { ...variety, configuration: '' }
    return { ...variety, price: priceConfiguration(catalogue, selection).total }
  })
  return {
    ...yacht,
    ...(configurable ? { price: startingPrice(catalogue) } : {}),
    ...(varieties ? { varieties } : {}),
  }
}
