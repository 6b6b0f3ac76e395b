import { isJsonObject } from '@/lib/json'

import { words } from './labels'

/** The part of a field's admin config read here; Payload's client fields (`ClientField`) have this shape. */
export interface GapField {
  readonly type: string
  readonly name?: string
  readonly label?: unknown
  readonly localized?: boolean
  readonly fields?: readonly GapField[]
  readonly tabs?: readonly GapTab[]
}

interface GapTab {
  readonly name?: string
  readonly label?: unknown
  readonly fields: readonly GapField[]
}

export interface TranslationGap {
  /** Where the value is stored (`features.1.name`): unique, a list key. */
  readonly path: string
  /** Where an editor finds it in the form: `Specifications › Features › row 2 › Name`. */
  readonly label: string
}

type Data = Readonly<Record<string, unknown>>

const WORDED = new Set(['text', 'textarea', 'richText'])
const SEPARATOR = ' › '

/** A label as written in the config (a string, or one per admin language), else the name as words. */
function labelOf(label: unknown, name: string | undefined): string {
  if (typeof label === 'string' && label.trim()) return label
  if (isJsonObject(label)) {
    const written = label.en ?? Object.values(label)[0]
    if (typeof written === 'string' && written.trim()) return written
  }
  return name ? words(name) : ''
}

/** The words of a value: a string, or the text nodes of a rich-text (Lexical) tree. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value
  if (Array.isArray(value)) return value.map(textOf).join(' ')
  if (!isJsonObject(value)) return ''
  if (isJsonObject(value.root)) return textOf(value.root)
  const own = typeof value.text === 'string' ? value.text : ''
  return Array.isArray(value.children) ? `${own} ${textOf(value.children)}` : own
}

/** A rich-text node shown without words (a picture, a block, a rule), anywhere in the tree. */
function hasWordlessNode(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasWordlessNode)
  if (!isJsonObject(value)) return false
  if (isJsonObject(value.root)) return hasWordlessNode(value.root)
  if (Array.isArray(value.children)) return hasWordlessNode(value.children)
  return typeof value.type === 'string' && !['text', 'linebreak', 'tab'].includes(value.type)
}

/** Empty for a visitor: nothing, blanks, or a rich text made only of empty paragraphs. */
export function isEmptyValue(value: unknown): boolean {
  return !textOf(value).trim() && !hasWordlessNode(value)
}

/**
 * Whether a value has words another language would write differently. Figures ("7.9 m", "2") and model
 * names ("WAMA 26") read the same in French; the save guard stores such a French copy as empty, so counting
 * them would keep them listed for ever. A word is three letters or more, short capitals being acronyms.
 */
export function hasWords(value: unknown): boolean {
  if (hasWordlessNode(value)) return true
  return (textOf(value).match(/\p{L}{3,}/gu) ?? []).some((word) => word.length > 4 || word !== word.toUpperCase())
}

interface Place {
  readonly path: string
  readonly label: readonly string[]
}

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key))

function walk(fields: readonly GapField[], english: Data, other: Data, at: Place, gaps: TranslationGap[]): void {
  for (const field of fields) {
    if (field.type === 'tabs') {
      for (const tab of field.tabs ?? []) {
        const place = { path: at.path, label: [...at.label, labelOf(tab.label, tab.name)] }
        if (!tab.name) walk(tab.fields, english, other, place, gaps)
        else {
          const [base, copy] = [english[tab.name], other[tab.name]]
          if (isJsonObject(base))
            walk(tab.fields, base, isJsonObject(copy) ? copy : {}, { ...place, path: join(at.path, tab.name) }, gaps)
        }
      }
      continue
    }
    if (!field.name) {
      // Rows and collapsibles only arrange fields; a collapsible's heading is still what the editor looks for.
      const label = field.type === 'collapsible' ? [...at.label, labelOf(field.label, undefined)] : at.label
      walk(field.fields ?? [], english, other, { path: at.path, label }, gaps)
      continue
    }
    const [base, copy] = [english[field.name], other[field.name]]
    const place = { path: join(at.path, field.name), label: [...at.label, labelOf(field.label, field.name)] }
    if (WORDED.has(field.type)) {
      if (field.localized && !isEmptyValue(base) && hasWords(base) && isEmptyValue(copy))
        gaps.push({ path: place.path, label: place.label.filter(Boolean).join(SEPARATOR) })
    } else if (field.type === 'group' && isJsonObject(base)) {
      walk(field.fields ?? [], base, isJsonObject(copy) ? copy : {}, place, gaps)
    } else if (field.type === 'array' && Array.isArray(base)) {
      const rows = Array.isArray(copy) ? copy.filter(isJsonObject) : []
      base.forEach((row, index) => {
        if (!isJsonObject(row)) return
        // Rows are shared by the languages: the same id in both, so a reordered list still pairs them right.
        const twin = (row.id === undefined ? rows[index] : rows.find((r) => r.id === row.id)) ?? {}
        const rowPlace = { path: join(place.path, index), label: [...place.label, `row ${index + 1}`] }
        walk(field.fields ?? [], row, twin, rowPlace, gaps)
      })
    }
  }
}

/**
 * The translatable words present in English and missing in another language, in form order: each
 * localized text, textarea or rich text whose English value is filled and whose other value is empty.
 * Both documents are read without fallback (`fallback-locale=none`), or every gap would read as English.
 */
export function translationGaps(fields: readonly GapField[], english: unknown, other: unknown): TranslationGap[] {
  const gaps: TranslationGap[] = []
  if (isJsonObject(english)) walk(fields, english, isJsonObject(other) ? other : {}, { path: '', label: [] }, gaps)
  return gaps
}
