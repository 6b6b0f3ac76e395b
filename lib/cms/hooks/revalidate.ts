import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  Field,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'

import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from '@/lib/i18n/config'
import { isJsonObject } from '@/lib/json'

import { expireTags } from '../../cache/expire'
import { TAGS, tagsIn } from '../tags'

/** Scripts (seed, migrations) set this context flag: revalidateTag throws outside a Next.js request. */
export const SKIP_REVALIDATE = 'skipRevalidate'

type Doc = Record<string, unknown> | undefined

const BOOKKEEPING = new Set(['id', 'updatedAt', 'createdAt', '_status'])

/** What a document holds besides its translatable words (and its bookkeeping): what every language shows. */
function sharedPart(fields: readonly Field[], data: unknown): unknown {
  if (!isJsonObject(data)) return data
  const out: Record<string, unknown> = {}
  for (const field of fields) {
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if ('name' in tab && tab.name) out[tab.name] = sharedPart(tab.fields, data[tab.name])
        else Object.assign(out, sharedPart(tab.fields, data))
      }
    } else if (field.type === 'row' || field.type === 'collapsible') {
      Object.assign(out, sharedPart(field.fields, data))
    } else if ('name' in field && !BOOKKEEPING.has(field.name) && !('localized' in field && field.localized)) {
      const value = data[field.name]
      if (field.type === 'group') out[field.name] = sharedPart(field.fields, value)
      else if (field.type === 'array' && Array.isArray(value))
        out[field.name] = value.map((row) => sharedPart(field.fields, row))
      else out[field.name] = value
    }
  }
  return out
}

/**
 * The languages whose pages a save changes: an English save reaches every language (a word not yet
 * translated reads in English); a save in another language reaches only that one, unless it also changed
 * what every language shares (a price, a picture, a list's rows).
 */
function languagesOf(
  req: PayloadRequest,
  fields?: readonly Field[],
  doc?: unknown,
  previous?: unknown,
): readonly Locale[] {
  const locale = req.locale
  if (!isLocale(locale) || locale === DEFAULT_LOCALE || !fields || !previous) return LOCALES
  const same = JSON.stringify(sharedPart(fields, doc)) === JSON.stringify(sharedPart(fields, previous))
  return same ? [locale] : LOCALES
}

async function expire(
  req: PayloadRequest,
  tags: Iterable<string>,
  locales: readonly Locale[] = LOCALES,
): Promise<void> {
  if (req.context?.[SKIP_REVALIDATE]) return
  const unique = tagsIn(tags, locales)
  try {
    await expireTags(unique)
    req.payload.logger.info({ msg: 'revalidated', tags: unique })
  } catch (error) {
    req.payload.logger.warn({
      msg: 'revalidation failed',
      tags: unique,
      err: String(error),
    })
  }
}

const str = (doc: Doc, key: string): string => {
  const value = doc?.[key]
  return typeof value === 'string' ? value : ''
}

/** The tags of the pages that show a document; `previous` is the saved version an edit replaces. */
export type TagsOf = (doc: Doc, previous?: Doc) => readonly string[]

/**
 * The hooks that refresh, after a save or a delete, the pages `tagsOf` names and the sitemap. A save reaches
 * only the languages it changed; a delete reaches every language.
 */
export function revalidating(tagsOf: TagsOf) {
  const afterChange: CollectionAfterChangeHook = async ({ req, doc, previousDoc, collection }) => {
    await expire(
      req,
      [...tagsOf(doc, previousDoc), TAGS.sitemap],
      languagesOf(req, collection.fields, doc, previousDoc),
    )
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ req, doc }) => {
    await expire(req, [...tagsOf(doc), TAGS.sitemap])
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}

/** The same hooks for a collection whose every change refreshes the same tags. */
export const revalidatingTags = (...tags: string[]) => revalidating(() => tags)

export const revalidateGlobal =
  (tag: string): GlobalAfterChangeHook =>
  async ({ req, doc, previousDoc, global }) => {
    await expire(req, [tag, TAGS.sitemap], languagesOf(req, global.fields, doc, previousDoc))
    return doc
  }

export const yachtTags: TagsOf = (doc, previous) => [
  TAGS.yachts,
  TAGS.yacht(str(doc, 'slug')),
  TAGS.yacht(str(previous, 'slug')),
]

/** A post refreshes the journal list, itself and the posts that list it as related (same category). */
export const postTags: TagsOf = (doc, previous) => [
  TAGS.posts,
  TAGS.post(str(doc, 'slug')),
  TAGS.postCategory(str(doc, 'category')),
  ...(previous ? [TAGS.post(str(previous, 'slug')), TAGS.postCategory(str(previous, 'category'))] : []),
]

export const pageTags: TagsOf = (doc, previous) => [
  TAGS.pages,
  TAGS.page(str(doc, 'slug')),
  TAGS.page(str(previous, 'slug')),
]
