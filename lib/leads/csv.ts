import { csvRow } from './escape'
import { UTM_KEYS } from './schemas'

/** The admin's CSV export: one row per lead, formula-safe cells, UTM split into columns. */

export const CSV_COLUMNS = [
  'id',
  'created_at',
  'kind',
  'status',
  'name',
  'first_name',
  'last_name',
  'email',
  'phone',
  'country',
  'interest',
  'yacht',
  'message',
  'consent',
  'consent_text',
  'total_price',
  'brochure_url',
  'page_url',
  ...UTM_KEYS,
  'delivery_status',
  'confirmation_status',
  'delivery_attempts',
  'delivery_error',
  'delivered_at',
  'spam',
  'spam_reason',
] as const

type Row = Record<string, unknown>

function leadCsvRow(lead: Row): string {
  const utm = lead.utm && typeof lead.utm === 'object' ? (lead.utm as Row) : {}
  return csvRow(
    CSV_COLUMNS.map((column) => {
      if (column === 'created_at') return lead.createdAt
      if ((UTM_KEYS as readonly string[]).includes(column)) return utm[column]
      const value = lead[column]
      return typeof value === 'boolean' ? (value ? 'yes' : 'no') : value
    }),
  )
}

/** With a BOM so Excel opens the UTF-8 text correctly; CRLF line ends per RFC 4180. */
export function leadsToCsv(leads: Row[]): string {
  return `\uFEFF${[csvRow([...CSV_COLUMNS]), ...leads.map(leadCsvRow)].join('\r\n')}\r\n`
}
