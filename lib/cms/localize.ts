import type { Field, SelectField } from 'payload'

import { DEFAULT_LOCALE, LOCALES, LOCALE_FACTS } from '@/lib/i18n/config'

/** Names that hold addresses, identifiers or colours rather than words: the same in every language. */
const NOT_WORDS = /(^|_)(url|email|phone|whatsapp|slug|key|hex|id)$/

/**
 * Marks the words visitors read as translatable: every text, textarea and rich-text field, at any depth,
 * except those matching NOT_WORDS and the names given. Lists and groups stay shared (the same rows and
 * pictures in every language) while the words inside them are translated; numbers, choices, pictures and
 * relations are shared.
 */
export function translatable(fields: Field[], shared: readonly string[] = []): Field[] {
  const keep = new Set(shared)
  const walk = (list: Field[]): Field[] =>
    list.map((field): Field => {
      switch (field.type) {
        case 'text':
        case 'textarea':
        case 'richText':
          return keep.has(field.name) || NOT_WORDS.test(field.name) ? field : { ...field, localized: true }
        case 'array':
        case 'group':
        case 'row':
        case 'collapsible':
          return { ...field, fields: walk(field.fields) }
        case 'tabs':
          return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: walk(tab.fields) })) }
        default:
          return field
      }
    })
  return walk(fields)
}

/** The language a lead or a subscriber came in: the one their mails are written in. */
export function languageField(admin?: SelectField['admin']): SelectField {
  return {
    name: 'locale',
    label: 'Language',
    type: 'select',
    required: true,
    defaultValue: DEFAULT_LOCALE,
    options: LOCALES.map((code) => ({ label: LOCALE_FACTS[code].label, value: code })),
    ...(admin ? { admin } : {}),
  }
}
