import { convertHTMLToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import { JSDOM } from 'jsdom'
import type { SanitizedConfig } from 'payload'

import { richTextFeatures } from './rich-text'

/**
 * HTML written before these fields were rich text (the built-in content, older databases) → the editor's
 * format, with Payload's own converter. Used by the seed and the migration, never by a page.
 */
export async function htmlImporter(
  config: SanitizedConfig,
): Promise<(html: string) => ReturnType<typeof convertHTMLToLexical>> {
  const editorConfig = await editorConfigFactory.fromFeatures({ config, features: richTextFeatures })
  return (html) => convertHTMLToLexical({ editorConfig, html, JSDOM })
}

/** The columns that held HTML before they became rich text, per table (documents and their versions). */
export const HTML_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  yachts: ['description', 'exterior_description'],
  _yachts_v: ['version_description', 'version_exterior_description'],
  posts: ['excerpt', 'content'],
  _posts_v: ['version_excerpt', 'version_content'],
  pages: ['content'],
  _pages_v: ['version_content'],
}

type Row = { id: number | string; html: string }

/**
 * Converts every HTML value of those columns in place; `read` lists a column's values that are still HTML,
 * `write` stores one converted value (JSON text). Returns how many values were converted.
 */
export async function convertHtmlColumns(
  config: SanitizedConfig,
  read: (table: string, column: string) => Promise<Row[]>,
  write: (table: string, column: string, id: Row['id'], json: string) => Promise<void>,
): Promise<number> {
  const toRichText = await htmlImporter(config)
  let converted = 0
  for (const [table, columns] of Object.entries(HTML_COLUMNS))
    for (const column of columns)
      for (const row of await read(table, column)) {
        await write(table, column, row.id, JSON.stringify(toRichText(row.html)))
        converted++
      }
  return converted
}
