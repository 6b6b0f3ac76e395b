import type { ConfiguratorCatalogue } from '@/lib/cms/types'
import raw from './wama26-catalogue.json'

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
}
