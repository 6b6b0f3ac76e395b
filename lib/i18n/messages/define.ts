import type { Locale } from '../config'

type Tree = { readonly [key: string]: string | Tree }

/** The same keys as the English tree, each holding a string: a missing or extra key fails the type check. */
export type SameKeys<T> = { readonly [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> }

/**
 * One namespace of the interface's wording, every language side by side. Messages use ICU syntax
 * (`{count, plural, one {# option} other {# options}}`), read by next-intl.
 */
export function namespace<T extends Tree>(
  messages: { readonly [L in Locale]: SameKeys<T> } & { readonly en: T },
): Record<Locale, SameKeys<T>> {
  return messages
}
