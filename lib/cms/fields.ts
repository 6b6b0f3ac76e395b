import type { Field } from 'payload'

/** Short builders so the content model reads like the spec's field lists. */
export const text = (name: string, extra: Partial<Field> = {}): Field => ({ name, type: 'text', ...extra }) as Field
export const textarea = (name: string, extra: Partial<Field> = {}): Field =>
  ({ name, type: 'textarea', ...extra }) as Field
export const html = (
  name: string,
  description = 'HTML. Scripts and unsafe markup are removed before display.',
): Field => ({
  name,
  type: 'code',
  admin: { language: 'html', description },
})
export const image = (name: string, description?: string): Field => ({
  name,
  type: 'upload',
  relationTo: 'media',
  admin: description ? { description } : undefined,
})
export const texts = (names: string[]): Field[] => names.map((n) => text(n))
export const displayOrder: Field = { name: 'display_order', type: 'number', defaultValue: 0 }
export const slugField = (description = 'URL segment: lower-case words joined by dashes'): Field => ({
  name: 'slug',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  admin: { position: 'sidebar', description },
  validate: (value: unknown) =>
    typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) && value.length <= 120
      ? true
      : 'Use lower-case letters, digits and dashes only',
})
