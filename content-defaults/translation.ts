/**
 * The words of a built-in record in another language. Only strings can be given, at any depth; a list of
 * records that carry an `id` (or a `slug`) is translated per that key, any other list per position.
 * Everything not given (numbers, flags, pictures, links, and words left out) stays the English record's.
 */
export type Translation<T> = T extends string
  ? string
  : T extends readonly (infer Row)[]
    ? Row extends { id: string } | { slug: string }
      ? { readonly [key: string]: Translation<Row> }
      : readonly (Translation<Row> | undefined)[]
    : T extends object
      ? { readonly [K in keyof T]?: Translation<T[K]> }
      : never

type Words = Record<string, unknown>

const isWords = (value: unknown): value is Words => typeof value === 'object' && value !== null
const isList = (value: unknown): value is unknown[] => Array.isArray(value)

/** The key a translated list finds a row by: its id, else its slug. */
function rowKey(row: unknown): string {
  if (!isWords(row)) return ''
  if (typeof row.id === 'string') return row.id
  return typeof row.slug === 'string' ? row.slug : ''
}

/** The words given for entry `key` of `container` (a position in a list, or a record key). */
function wordsAt(words: unknown, key: string | number, row: unknown): unknown {
  if (isList(words)) return typeof key === 'number' ? words[key] : undefined
  if (!isWords(words)) return undefined
  return typeof key === 'number' ? words[rowKey(row)] : words[key]
}

/** Writes the given strings over the copy's strings, entering lists and records. */
function overwrite(copy: unknown, words: unknown): void {
  if (isList(copy)) {
    copy.forEach((row, index) => {
      const given = wordsAt(words, index, row)
      if (typeof row === 'string') {
        if (typeof given === 'string') copy[index] = given
      } else overwrite(row, given)
    })
  } else if (isWords(copy)) {
    for (const [key, value] of Object.entries(copy)) {
      const given = wordsAt(words, key, value)
      if (typeof value === 'string') {
        if (typeof given === 'string') copy[key] = given
      } else overwrite(value, given)
    }
  }
}

/** A deep copy of plain data (structuredClone is missing from the jsdom the unit tests run in). */
function copyOf<T>(value: T): T
function copyOf(value: unknown): unknown {
  if (isList(value)) return value.map(copyOf)
  if (isWords(value)) return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, copyOf(v)]))
  return value
}

/** The English record with the words of another language: the English stays the source of all the rest. */
export function translated<T>(english: T, words: Translation<T>): T {
  const copy = copyOf(english)
  overwrite(copy, words)
  return copy
}
