/**
 * A translated PDF is stored as an edition of its original document (`edition_of`, `locale`). Pages,
 * mails and `/api/cms` in that language offer the edition's file wherever the original is offered, under
 * the original's title and description; English, and a language with no edition, keep the original.
 */
import type { Document, Yacht } from './payload-types'

/** The editions of one language, by the id of the document each translates. */
export type Editions = ReadonlyMap<number, Document>

const idOf = (relation: Document['edition_of']): number | undefined =>
  typeof relation === 'number' ? relation : (relation?.id ?? undefined)

export function editionsOf(docs: readonly Document[]): Editions {
  const editions = new Map<number, Document>()
  for (const doc of docs) {
    const original = idOf(doc.edition_of)
    if (original !== undefined && original !== doc.id) editions.set(original, doc)
  }
  return editions
}

/** The document with its edition's file, if `editions` holds one. */
export function inEdition(doc: Document, editions: Editions): Document {
  const edition = editions.get(doc.id)
  if (!edition) return doc
  const { url, filename, filesize, mimeType } = edition
  return { ...doc, url, filename, filesize, mimeType }
}

type Upload = Yacht['booklet']

const uploadInEdition = (upload: Upload, editions: Editions): Upload =>
  typeof upload === 'object' && upload ? inEdition(upload, editions) : upload

/** The yacht's brochure, specification sheet and deck-plan files, each in its edition where one exists. */
export function yachtInEditions(yacht: Yacht, editions: Editions): Yacht {
  if (editions.size === 0) return yacht
  return {
    ...yacht,
    booklet: uploadInEdition(yacht.booklet, editions),
    specification_sheet: uploadInEdition(yacht.specification_sheet, editions),
    deck_plans: yacht.deck_plans?.map((plan) => ({ ...plan, file: uploadInEdition(plan.file, editions) })),
  }
}
