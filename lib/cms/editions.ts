/**
 * A PDF or a picture with words in it is translated by uploading its edition: another file of the same
 * collection, marked as the edition of the original (`edition_of`) in one language (`locale`). Pages, mails
 * and `/api/cms` in that language show the edition's file wherever the original is shown, under the
 * original's words (title, description, alt text); English, and a language with no edition, keep the original.
 * The admin and Payload's own API always read the records as stored.
 */
import type {
  CollectionAfterReadHook,
  Field,
  FieldHook,
  Payload,
  PayloadRequest,
  RequestContext,
  TypeWithID,
  Where,
} from 'payload'

import { DEFAULT_LOCALE } from '@/lib/i18n/config'
import { isJsonObject } from '@/lib/json'

import { languageField } from './localize'
import type { Document, Media } from './payload-types'

/** A file that is not another's edition: what lists show and what a page's fields may choose. */
export const ORIGINALS: Where = { edition_of: { exists: false } }

/** The field, offering originals only if it picks a file (for fields a plugin defines). */
export const offeringOriginals = (field: Field): Field =>
  field.type === 'upload' ? { ...field, filterOptions: ORIGINALS } : field

const SITE_EDITIONS = 'siteEditions'
/** The context of the site's own reads: the only reads that swap an original for its edition. */
export const SITE_READ: RequestContext = { [SITE_EDITIONS]: true }

type Upload = Document | Media

/** The "Edition of" and "Language" fields of an upload collection whose files can be translated. */
export function editionFields(relationTo: 'documents' | 'media', effect: string): Field[] {
  return [
    {
      name: 'edition_of',
      label: 'Edition of',
      type: 'relationship',
      relationTo,
      filterOptions: ORIGINALS,
      validate: async (
        value: unknown,
        { id, siblingData, req }: { id?: number | string; siblingData: Partial<Upload>; req: PayloadRequest },
      ) => {
        if (value === null || value === undefined) return true
        if (value === id) return 'A file cannot be its own edition'
        if (siblingData.locale === DEFAULT_LOCALE) return 'Choose the language of this edition below'
        // Pages only show an original's editions: a file with translations of its own stays an original.
        const translated =
          id !== undefined &&
          (await req.payload.count({ collection: relationTo, where: { edition_of: { equals: id } }, req })).totalDocs >
            0
        return translated ? 'This file has translations of its own, so it cannot be one' : true
      },
      admin: { description: `Only for a translation: the file it translates; ${effect}` },
    },
    languageField({ description: 'The language of this edition', condition: (data) => Boolean(data?.edition_of) }),
    {
      name: 'editions',
      label: 'Translations of this file',
      type: 'join',
      collection: relationTo,
      on: 'edition_of',
      defaultLimit: 10,
      maxDepth: 0,
      admin: {
        description: 'Replacing this file? Replace its translations too, or pages in their languages keep the old one',
        defaultColumns: ['filename', 'locale', 'updatedAt'],
        condition: (data) => !data?.edition_of,
      },
    },
  ]
}

/** The original with the edition's file (its address, name, size, dimensions and resized copies). */
export function withEditionFile<T extends Upload>(original: T, edition: T): T {
  const { url, thumbnailURL, filename, mimeType, filesize, width, height, focalX, focalY } = edition
  const file = { url, thumbnailURL, filename, mimeType, filesize, width, height, focalX, focalY }
  return 'sizes' in edition ? { ...original, ...file, sizes: edition.sizes } : { ...original, ...file }
}

const editionOf = (upload: Upload): number | undefined => {
  const relation = upload.edition_of
  return typeof relation === 'number' ? relation : (relation?.id ?? undefined)
}

/**
 * The collection hook that gives the site's reads (`SITE_READ`) in another language each original's edition
 * there. The editions are read once per request, however many of its files a page shows.
 */
export function inSiteEdition<T extends Upload>(
  readEditions: (payload: Payload, where: Where) => Promise<readonly T[]>,
): CollectionAfterReadHook<T> {
  const byRequest = new WeakMap<PayloadRequest, Promise<ReadonlyMap<number, T>>>()
  const editions = (req: PayloadRequest, locale: string) => {
    const known = byRequest.get(req)
    if (known) return known
    // Read as stored (no site context), so this hook leaves the editions themselves alone.
    const where: Where = { and: [{ edition_of: { exists: true } }, { locale: { equals: locale } }] }
    const loading = readEditions(req.payload, where).then((docs) => {
      const found = new Map<number, T>()
      for (const doc of docs) {
        const original = editionOf(doc)
        if (original !== undefined && original !== doc.id) found.set(original, doc)
      }
      return found
    })
    byRequest.set(req, loading)
    return loading
  }
  return async ({ doc, req, context }) => {
    const locale = req.locale
    if (context[SITE_EDITIONS] !== true || !locale || locale === DEFAULT_LOCALE || editionOf(doc) !== undefined)
      return doc
    const edition = (await editions(req, locale)).get(doc.id)
    return edition ? withEditionFile(doc, edition) : doc
  }
}

const uploadId = (node: Record<string, unknown>): number | undefined => {
  if (node.type !== 'upload' || node.relationTo !== 'media') return undefined
  const { value } = node
  if (typeof value === 'number') return value
  return isJsonObject(value) && typeof value.id === 'number' ? value.id : undefined
}

/** The pictures a rich-text value shows, by id. */
export function picturesInText(node: unknown, found = new Set<number>()): Set<number> {
  if (Array.isArray(node)) for (const child of node) picturesInText(child, found)
  else if (isJsonObject(node)) {
    const id = uploadId(node)
    if (id !== undefined) found.add(id)
    for (const child of Object.values(node)) if (typeof child === 'object') picturesInText(child, found)
  }
  return found
}

/** The rich-text value with each picture in `originals` (edition → original) replaced by its original. */
export function withOriginalPictures(node: unknown, originals: ReadonlyMap<number, number>): unknown {
  if (Array.isArray(node)) return node.map((child) => withOriginalPictures(child, originals))
  if (!isJsonObject(node)) return node
  const id = uploadId(node)
  const original = id === undefined ? undefined : originals.get(id)
  if (original !== undefined) return { ...node, value: original }
  return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, withOriginalPictures(child, originals)]))
}

/**
 * The rich-text field hook that keeps a picture's original when an editor places one of its editions in the
 * text: the page in each language then shows its own edition, under the original's alt text, as a picture
 * field does.
 */
export const originalPicturesInText: FieldHook<TypeWithID, unknown> = async ({ value, req }) => {
  const ids = [...picturesInText(value)]
  if (ids.length === 0) return value
  const { docs } = await req.payload.find({
    collection: 'media',
    where: { and: [{ id: { in: ids } }, { edition_of: { exists: true } }] },
    depth: 0,
    pagination: false,
    req,
  })
  const originals = new Map<number, number>()
  for (const doc of docs) {
    const original = editionOf(doc)
    if (original !== undefined) originals.set(doc.id, original)
  }
  return originals.size === 0 ? value : withOriginalPictures(value, originals)
}
