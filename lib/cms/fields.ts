import type { NumberField, TextareaField, TextField, UploadField } from 'payload'

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
/** A URL segment; `taken` names the slugs that another part of the site already answers at. */
export const slugField = (
  description = 'URL segment: lower-case words joined by dashes',
  taken: ReadonlySet<string> = new Set(),
): TextField => ({
  name: 'slug',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  admin: { position: 'sidebar', description },
  validate: (value: unknown) => {
    if (typeof value !== 'string' || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) || value.length > 120)
      return 'Use lower-case letters, digits and dashes only'
    // Short enough to be read whole in the admin's error bubble above the field.
    return taken.has(value) ? `The site already uses /${value}` : true
  },
})
