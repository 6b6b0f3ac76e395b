import type {
  CollectionBeforeChangeHook,
  CollectionSlug,
  GlobalSlug,
  CollectionConfig,
  Field,
  GlobalBeforeChangeHook,
  GlobalConfig,
  PayloadRequest,
} from 'payload'

import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/config'
import { isJsonObject } from '@/lib/json'

type Data = Record<string, unknown>
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/**
 * The admin shows a field not yet translated with its English words (the fallback), and saves the form as
 * it shows it: a French save would store those English words as French, and a later English edit would
 * never reach the French page. A translatable value equal to the English one is therefore stored as empty,
 * so the French page keeps following the English until an editor writes French words.
 */
function clearCopies(fields: readonly Field[], data: Data, english: Data): void {
  for (const field of fields) {
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if ('name' in tab && tab.name) {
          const [inner, base] = [data[tab.name], english[tab.name]]
          if (isJsonObject(inner) && isJsonObject(base)) clearCopies(tab.fields, inner, base)
        } else clearCopies(tab.fields, data, english)
      }
      continue
    }
    if (field.type === 'row' || field.type === 'collapsible') {
      clearCopies(field.fields, data, english)
      continue
    }
    if (!('name' in field) || !(field.name in data)) continue
    const value = data[field.name]
    const base = english[field.name]
    // A required field must hold words in every language, so its copy stays (names such as 'WAMA 26').
    const words = field.type === 'text' || field.type === 'textarea' || field.type === 'richText'
    if (words && field.localized && !field.required) {
      if (value !== null && value !== undefined && value !== '' && same(value, base)) data[field.name] = null
    } else if (field.type === 'group' && isJsonObject(value) && isJsonObject(base)) {
      clearCopies(field.fields, value, base)
    } else if (field.type === 'array' && Array.isArray(value) && Array.isArray(base)) {
      const rows = new Map(base.filter(isJsonObject).map((row) => [row.id, row]))
      for (const row of value) {
        const baseRow = isJsonObject(row) ? rows.get(row.id) : undefined
        if (isJsonObject(row) && baseRow) clearCopies(field.fields, row, baseRow)
      }
    }
  }
}

/** A save in another language than English (not 'all', which carries every language's words itself). */
const translating = (req: PayloadRequest) =>
  typeof req.locale === 'string' && isLocale(req.locale) && req.locale !== DEFAULT_LOCALE
const isCollection = (req: PayloadRequest, slug: string): slug is CollectionSlug => slug in req.payload.collections
const isGlobal = (req: PayloadRequest, slug: string): slug is GlobalSlug =>
  req.payload.config.globals.some((g) => g.slug === slug)

/**
 * Reads the English words within the save's transaction. Payload's nested read sets the request's language
 * to the one it reads, which would send the save itself to English: the language is put back after it.
 */
async function readEnglish<T>(req: PayloadRequest, read: () => Promise<T>): Promise<T> {
  const { locale, fallbackLocale } = req
  try {
    return await read()
  } finally {
    req.locale = locale
    req.fallbackLocale = fallbackLocale
  }
}

/** How the guards read the stored English of the document being saved: drafts included, no fallbacks. */
interface EnglishRead {
  locale: typeof DEFAULT_LOCALE
  fallbackLocale: false
  draft: true
  depth: 0
  overrideAccess: true
  req: PayloadRequest
}
const englishDraft = (req: PayloadRequest): EnglishRead => ({
  locale: DEFAULT_LOCALE,
  fallbackLocale: false,
  draft: true,
  depth: 0,
  overrideAccess: true,
  req,
})

const collectionGuard =
  (config: CollectionConfig): CollectionBeforeChangeHook =>
  async ({ data, req, originalDoc }) => {
    const slug = config.slug
    if (!translating(req) || !originalDoc?.id || !isCollection(req, slug)) return data
    const english = await readEnglish(req, () =>
      req.payload.findByID({ collection: slug, id: originalDoc.id, ...englishDraft(req) }),
    )
    if (isJsonObject(english)) clearCopies(config.fields, data, english)
    return data
  }

const globalGuard =
  (config: GlobalConfig): GlobalBeforeChangeHook =>
  async ({ data, req }) => {
    const slug = config.slug
    if (!translating(req) || !isGlobal(req, slug)) return data
    const english = await readEnglish(req, () => req.payload.findGlobal({ slug, ...englishDraft(req) }))
    if (isJsonObject(english)) clearCopies(config.fields, data, english)
    return data
  }

/** First in the sidebar: the words still missing in another language (components/admin/TranslationStatus). */
const translationStatus: Field = {
  name: 'translation_status',
  type: 'ui',
  admin: {
    position: 'sidebar',
    disableListColumn: true,
    components: { Field: '/components/admin/TranslationStatus#TranslationStatus' },
  },
}

export function withUntranslatedGuard<C extends CollectionConfig>(collection: C): C {
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    fields: [translationStatus, ...collection.fields],
    hooks: { ...hooks, beforeChange: [collectionGuard(collection), ...(hooks.beforeChange ?? [])] },
  }
}

export function withUntranslatedGuardGlobal<G extends GlobalConfig>(global: G): G {
  const hooks = global.hooks ?? {}
  return {
    ...global,
    fields: [translationStatus, ...global.fields],
    hooks: { ...hooks, beforeChange: [globalGuard(global), ...(hooks.beforeChange ?? [])] },
  }
}
