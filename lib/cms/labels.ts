import type { Field, Plugin } from 'payload'

const ACRONYMS = new Set(['cta', 'url', 'seo', 'og', 'pdf', 'id', 'faq', 'api', 'vat', 'hp', 'kw', 'loa', 'bhp'])

/** `hero_cta_text` → "Hero CTA text": how an editor reads a field's name when no label was written. */
export function words(name: string): string {
  return name
    .split(/_+|(?=[A-Z])/)
    .filter(Boolean)
    .map((word, i) => {
      const lower = word.toLowerCase()
      if (ACRONYMS.has(lower)) return lower.toUpperCase()
      return i === 0 ? lower.charAt(0).toUpperCase() + lower.slice(1) : lower
    })
    .join(' ')
}

function labelled(field: Field): Field {
  if (field.type === 'tabs')
    return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: tab.fields.map(labelled) })) }
  if (field.type === 'blocks')
    return { ...field, blocks: field.blocks.map((block) => ({ ...block, fields: block.fields.map(labelled) })) }
  const nested =
    field.type === 'group' || field.type === 'array' || field.type === 'row' || field.type === 'collapsible'
      ? { ...field, fields: field.fields.map(labelled) }
      : field
  if (!('name' in nested) || nested.name.startsWith('_') || ('label' in nested && nested.label !== undefined))
    return nested
  return { ...nested, label: words(nested.name) }
}

/** Every field the admin shows has a readable label, written or made from its name. */
export const readableLabels: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((c) => ({ ...c, fields: c.fields.map(labelled) })),
  globals: config.globals?.map((g) => ({ ...g, fields: g.fields.map(labelled) })),
})
