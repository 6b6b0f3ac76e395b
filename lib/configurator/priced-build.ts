import { z } from 'zod'

import { CONFIGURATOR_PATH } from '@/lib/cms/contract'
import type { ConfiguratorCatalogue } from '@/lib/cms/types'
import { localizedPath, type Locale } from '@/lib/i18n/config'

import { isBuildCode } from './build-code'
import { configurationSelectionSchema } from './quote-schema'
import type { Selection } from './selection'
import { buildShareUrl } from './share'

/**
 * A build as the server priced it: what a quote lead and a kept build store, and what mails, the spec sheet, the
 * admin, the CRM and the build's own page read back. Prices are those of the list it was priced on.
 */
export const storedPricingSchema = z.object({
  model: z.string(),
  basePrice: z.number(),
  lines: z.array(
    z.object({
      kind: z.enum(['color', 'flooring', 'engine', 'option']),
      id: z.string(),
      name: z.string(),
      price: z.number(),
      category: z.optional(z.string()),
      includedIn: z.optional(z.string()),
    }),
  ),
})

export type StoredLine = z.output<typeof storedPricingSchema>['lines'][number]

const quotedBuildSchema = storedPricingSchema.extend({
  total: z.number(),
  selection: configurationSelectionSchema,
  hullHex: z.optional(z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/))),
})

export type QuotedBuild = z.output<typeof quotedBuildSchema>

/** A stored build, or null for a record without one (or one stored before this shape). */
export function quotedBuild(configuration: unknown): QuotedBuild | null {
  const parsed = quotedBuildSchema.safeParse(configuration)
  return parsed.success ? parsed.data : null
}

/** The choices of a priced build that its catalogue knew: what its lines price, never an id a request invented. */
export function pricedSelection(config: QuotedBuild): Selection {
  const priced = new Set(config.lines.map((l) => `${l.kind}:${l.id}`))
  const known = (kind: StoredLine['kind'], id: string) => (priced.has(`${kind}:${id}`) ? id : '')
  return {
    colorId: known('color', config.selection.colorId),
    flooringId: known('flooring', config.selection.flooringId),
    engineId: known('engine', config.selection.engineId),
    optionIds: config.selection.optionIds.filter((id) => known('option', id)),
  }
}

/** The configurator address of a priced build, at today's prices. */
export const quotedBuildUrl = (config: QuotedBuild, pageUrl: string): string =>
  buildShareUrl(pageUrl, pricedSelection(config))

/**
 * A build's lines named as the catalogue of the page's language names them: a build priced on an English page
 * reads in French on a French one. Prices stay as priced; a choice the catalogue no longer holds keeps its name.
 */
export function namedIn(lines: readonly StoredLine[], catalogue: ConfiguratorCatalogue): StoredLine[] {
  const names = new Map<string, string>([
    ...catalogue.colors.map((c) => [`color:${c.id}`, c.name] as const),
    ...catalogue.floorings.map((f) => [`flooring:${f.id}`, f.name] as const),
    ...catalogue.engines.map((e) => [`engine:${e.id}`, e.name] as const),
    ...catalogue.options.map((o) => [`option:${o.id}`, o.name] as const),
  ])
  const categories = new Map(catalogue.categories.map((c) => [c.id, c.name]))
  const optionCategory = new Map(catalogue.options.map((o) => [o.id, categories.get(o.category) ?? o.category]))
  return lines.map((line) => ({
    ...line,
    name: names.get(`${line.kind}:${line.id}`) ?? line.name,
    ...(line.kind === 'option' && line.category ? { category: optionCategory.get(line.id) ?? line.category } : {}),
  }))
}

/** The page of a kept build: `/yachts/wama-26/configure/W26-…`, in `locale`. */
export const buildPath = (code: string, locale: Locale) => localizedPath(locale, `${CONFIGURATOR_PATH}/${code}`)

/** The same page's absolute address, as mails, answers and the admin give it. */
export const buildUrl = (publicSiteUrl: string, code: string, locale: Locale) =>
  `${publicSiteUrl}${buildPath(code, locale)}`

/**
 * Where a quote's build opens again: its own page when it has a build code, the configurator's share link for
 * quotes sent before codes existed.
 */
export function buildLink(
  lead: { reference?: string | null },
  config: QuotedBuild,
  publicSiteUrl: string,
  locale: Locale,
): string {
  return isBuildCode(lead.reference)
    ? buildUrl(publicSiteUrl, lead.reference, locale)
    : quotedBuildUrl(config, `${publicSiteUrl}${localizedPath(locale, CONFIGURATOR_PATH)}`)
}
