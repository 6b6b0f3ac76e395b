import type { ConfiguratorCatalogue } from '@/lib/cms/types'
import { ENGINE_CATEGORIES, OPTION_RULE_KINDS } from '@/lib/configurator/rule-kinds'
import raw from './wama26-catalogue.json'

/** The JSON file's words checked against the kinds the code knows, so a typo fails the build, not a visitor. */
function known<T extends string>(values: readonly T[], value: string): T {
  const found = values.find((v) => v === value)
  if (!found) throw new Error(`Unknown value in the built-in catalogue rules: ${value}`)
  return found
}

/**
 * The canonical WAMA 26 catalogue (seed of the CMS global, and the fallback when the CMS has none).
 * Fields are picked one by one so the seed file's bookkeeping (`note`, `spec`) never reaches the site.
 */
export const defaultCatalogue: ConfiguratorCatalogue = {
  model: raw.model,
  currency: 'EUR',
  basePrice: raw.basePrice,
  standardFeatures: [...raw.standardFeatures],
  colors: raw.colors.map(({ id, name, hex, price }) => ({ id, name, hex, price })),
  floorings: raw.floorings.map(({ id, name, description, price }) => ({ id, name, description, price })),
  engines: raw.engines.map(({ id, name, description, price, category }) => ({
    id,
    name,
    description,
    price,
    category,
  })),
  categories: raw.categories.map(({ id, name }) => ({ id, name })),
  options: raw.options.map(({ id, name, description, price, category }) => ({
    id,
    name,
    description,
    price,
    category,
  })),
  rules: raw.rules.map(({ kind, option, targets, engineCategories, explanation }) => ({
    kind: known(OPTION_RULE_KINDS, kind),
    option,
    targets: targets ?? [],
    engineCategories: (engineCategories ?? []).map((c) => known(ENGINE_CATEGORIES, c)),
    explanation,
  })),
}
