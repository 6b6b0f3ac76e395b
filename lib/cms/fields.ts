import type { NumberField, TextareaField, TextField, UploadField, Where } from 'payload'

import { ORIGINALS } from './editions'

/** Short builders so a collection reads as its list of fields. `description` is the hint editors see. */
const hint = (description?: string) => (description ? { admin: { description } } : {})

export const text = (name: string, description?: string): TextField => ({ name, type: 'text', ...hint(description) })
export const textarea = (name: string, description?: string): TextareaField => ({
  name,
  type: 'textarea',
  ...hint(description),
})
export const image = (name: string, options: { description?: string; required?: boolean } = {}): UploadField => ({
  name,
  type: 'upload',
  relationTo: 'media',
  filterOptions: ORIGINALS,
  required: options.required,
  ...hint(options.description),
})
export const displayOrder: NumberField = { name: 'display_order', type: 'number', defaultValue: 0 }
/** A title as a URL segment: "Cap Bon à l’aube" → "cap-bon-a-l-aube"; empty when nothing in it is a Latin letter or a digit. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_LENGTH)
    .replace(/^-+|-+$/g, '')
}

const SLUG_LENGTH = 120

/**
 * A URL segment. Left empty, it is made from the document's `from` field when saved (a `-2`, `-3`… is added
 * while that address is used), and stays as it is afterwards: renaming a page does not move it. `taken` names
 * the slugs that another part of the site already answers at.
 */
export const slugField = (
  description = 'URL segment: lower-case words joined by dashes',
  taken: ReadonlySet<string> = new Set(),
  from: 'title' | 'name' = 'title',
): TextField => ({
  name: 'slug',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  admin: { position: 'sidebar', description: `${description}. Left empty, it is made from the ${from}.` },
  hooks: {
    beforeValidate: [
      async ({ value, siblingData, req, collection, originalDoc }) => {
        const source: unknown = siblingData[from]
        if ((typeof value === 'string' && value !== '') || typeof source !== 'string' || !collection) return value
        const base = slugify(source)
        if (!base) return value
        for (let n = 1; ; n++) {
          const candidate = n === 1 ? base : `${base}-${n}`
          if (taken.has(candidate)) continue
          const where: Where = { and: [{ slug: { equals: candidate } }, { id: { not_equals: originalDoc?.id ?? 0 } }] }
          const { totalDocs } = await req.payload.count({ collection: collection.slug, where, req })
          if (totalDocs === 0) return candidate
        }
      },
    ],
  },
  validate: (value: unknown, { siblingData }: { siblingData: Partial<Record<string, unknown>> }) => {
    // The server makes an empty address from the title as it saves.
    if ((value === '' || value === null || value === undefined) && slugify(String(siblingData[from] ?? ''))) return true
    if (typeof value !== 'string' || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) || value.length > SLUG_LENGTH)
      return 'Use lower-case letters, digits and dashes only'
    // Short enough to be read whole in the admin's error bubble above the field.
    return taken.has(value) ? `The site already uses /${value}` : true
  },
})
