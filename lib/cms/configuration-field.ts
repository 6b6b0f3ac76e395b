import type { TextFieldSingleValidation } from 'payload'

import { contentDefaults } from '@/content-defaults'
import { configurationProblem } from '@/lib/yachts/catalogue-prices'

import { CATALOGUE_MODEL, catalogueToContract } from './contract'
import { toCatalogue } from './mapping'

/** An edition's configurator link must build with today's catalogue, or its price would silently fall back. */
export const validConfiguration: TextFieldSingleValidation = async (value, { req, data }) => {
  if (!value) return true
  const slug = typeof data === 'object' && data !== null && 'slug' in data ? data.slug : undefined
  if (slug !== CATALOGUE_MODEL) return `Only the ${CATALOGUE_MODEL.toUpperCase()} has a configurator: leave this empty.`
  const doc = await req.payload.findGlobal({ slug: 'configurator-catalogue', req, depth: 0, draft: false })
  const catalogue = toCatalogue(catalogueToContract(doc), contentDefaults('en').catalogue)
  return configurationProblem(catalogue, value) ?? true
}
