import type { Field, FieldHook, SelectField } from 'payload'

import { spacePunctuation } from '@/lib/html/typography'
import { DEFAULT_LOCALE, LOCALES, LOCALE_FACTS, isLocale } from '@/lib/i18n/config'

/** Names that hold addresses, identifiers or colours rather than words: the same in every language. */
const NOT_WORDS = /(^|_)(url|email|phone|whatsapp|slug|key|hex|id)$/

/** Stores a French title as French sets it, so every page and mail that prints it keeps the mark on the line. */
const spacedOnSave: FieldHook = ({ value, req }) =>
  typeof value === 'string' && isLocale(req.locale) ? spacePunctuation(value, req.locale) : value

/**
 * Marks the words visitors read as translatable: every text, textarea and rich-text field, at any depth,
 * except those matching NOT_WORDS and the names given. Lists and groups stay shared (the same rows and
 * pictures in every language) while the words inside them are translated; numbers, choices, pictures and
 * relations are shared. Plain words are typeset for their language when saved; rich text is typeset when
 * the page renders it.
 */
export function translatable(fields: Field[], shared: readonly string[] = []): Field[] {
  const keep = new Set(shared)
  const walk = (list: Field[]): Field[] =>
    list.map((field): Field => {
      switch (field.type) {
        case 'text':
        case 'textarea':
        case 'richText': {
          if (keep.has(field.name) || NOT_WORDS.test(field.name)) return field
          if (field.type === 'richText') return { ...field, localized: true }
          const hooks = field.hooks ?? {}
          const beforeChange = [...(hooks.beforeChange ?? []), spacedOnSave]
          return { ...field, localized: true, hooks: { ...hooks, beforeChange } }
        }
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
