import { csvRow } from './escape'
import { UTM_KEYS } from './schemas'

/** The admin's CSV exports: one row per lead (UTM split into columns) or subscribed address, formula-safe cells. */

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
  'budget',
  'timeframe',
  'intended_use',
  'home_port',
  'score',
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

const isUtmColumn = (column: string) => UTM_KEYS.some((key) => key === column)

function leadCsvRow(lead: object): string {
  const fields = new Map(Object.entries(lead))
  const utmValue = fields.get('utm')
  const utm = new Map(utmValue && typeof utmValue === 'object' ? Object.entries(utmValue) : [])
  return csvRow(
    CSV_COLUMNS.map((column) => {
      if (column === 'created_at') return fields.get('createdAt')
      if (isUtmColumn(column)) return utm.get(column)
      const value = fields.get(column)
      return typeof value === 'boolean' ? (value ? 'yes' : 'no') : value
    }),
  )
}

/** With a BOM so Excel opens the UTF-8 text correctly; CRLF line ends per RFC 4180. */
const csvFile = (header: readonly string[], rows: string[]) =>
  `\uFEFF${[csvRow([...header]), ...rows].join('\r\n')}\r\n`

export function leadsToCsv(leads: object[]): string {
  return csvFile(CSV_COLUMNS, leads.map(leadCsvRow))
}

interface MailingListEntry {
  email: string
  locale?: string | null
  confirmed_at?: string | null
  unsubscribe_url: string
}

const MAILING_LIST_COLUMNS = ['email', 'language', 'confirmed_at', 'unsubscribe_url'] as const

/** The newsletter's mailing list: one subscribed address a row, with its language and its unsubscribe link. */
export function mailingListToCsv(entries: MailingListEntry[]): string {
  return csvFile(
    MAILING_LIST_COLUMNS,
    entries.map((e) => csvRow([e.email, e.locale ?? '', e.confirmed_at ?? '', e.unsubscribe_url])),
  )
}
