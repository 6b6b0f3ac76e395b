import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'

import { expireTags } from '../../cache/expire'
import { TAGS } from '../tags'

/** Scripts (seed, migrations) set this context flag: revalidateTag throws outside a Next.js request. */
export const SKIP_REVALIDATE = 'skipRevalidate'

async function expire(req: PayloadRequest, tags: Iterable<string>): Promise<void> {
  if (req.context?.[SKIP_REVALIDATE]) return
  const unique = [...new Set(tags)].filter(Boolean)
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

type Doc = Record<string, unknown> | undefined
const str = (doc: Doc, key: string): string => (doc && typeof doc[key] === 'string' ? (doc[key] as string) : '')

export const revalidateTags =
  (...tags: string[]): CollectionAfterChangeHook & CollectionAfterDeleteHook =>
  async ({ req, doc }: { req: PayloadRequest; doc: unknown }) => {
    await expire(req, [...tags, TAGS.sitemap])
    return doc
  }

export const revalidateGlobal =
  (tag: string): GlobalAfterChangeHook =>
  async ({ req, doc }) => {
    await expire(req, [tag, TAGS.sitemap])
    return doc
  }

const yachtTags = (doc: Doc, previous?: Doc) => [
  TAGS.yachts,
  TAGS.yacht(str(doc, 'slug')),
  TAGS.yacht(str(previous, 'slug')),
  TAGS.sitemap,
]
export const revalidateYacht: CollectionAfterChangeHook = async ({ req, doc, previousDoc }) => {
  await expire(req, yachtTags(doc, previousDoc))
  return doc
}
export const revalidateYachtDelete: CollectionAfterDeleteHook = async ({ req, doc }) => {
  await expire(req, yachtTags(doc))
  return doc
}

/** A post refreshes the journal list, itself, the posts that list it as related (same category) and the sitemap. */
const postTags = (doc: Doc, previous?: Doc) => [
  TAGS.posts,
  TAGS.post(str(doc, 'slug')),
  TAGS.postCategory(str(doc, 'category')),
  ...(previous ? [TAGS.post(str(previous, 'slug')), TAGS.postCategory(str(previous, 'category'))] : []),
  TAGS.sitemap,
]
export const revalidatePost: CollectionAfterChangeHook = async ({ req, doc, previousDoc }) => {
  await expire(req, postTags(doc, previousDoc))
  return doc
}
export const revalidatePostDelete: CollectionAfterDeleteHook = async ({ req, doc }) => {
  await expire(req, postTags(doc))
  return doc
}

const pageTags = (doc: Doc, previous?: Doc) => [
  TAGS.pages,
  TAGS.page(str(doc, 'slug')),
  TAGS.page(str(previous, 'slug')),
  TAGS.sitemap,
]
export const revalidatePage: CollectionAfterChangeHook = async ({ req, doc, previousDoc }) => {
  await expire(req, pageTags(doc, previousDoc))
  return doc
}
export const revalidatePageDelete: CollectionAfterDeleteHook = async ({ req, doc }) => {
  await expire(req, pageTags(doc))
  return doc
}
