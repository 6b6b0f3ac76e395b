import { LOCALE_FACTS, type Locale } from '@/lib/i18n/config'

/** Values for a message's placeholders. */
type MessageValues = Record<string, string | number>

/**
 * One group of the configurator's messages in the reader's language: next-intl's `t` for a page, a plain
 * function for callers without one. The configurator's logic stays free of any wording of its own.
 */
export interface Words<Key extends string> {
  locale: Locale
  t: (key: Key, values?: MessageValues) => string
}

/** "A, B and C" (or "A, B or C") the way the reader's language joins a list. */
export function listIn(locale: Locale, items: readonly string[], type: 'conjunction' | 'disjunction' = 'conjunction') {
  return new Intl.ListFormat(LOCALE_FACTS[locale].tag, { type }).format(items)
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
