import { TZDate } from '@date-fns/tz'
import writeXlsxFile, { type Cell } from 'write-excel-file/node'

import type { Lead } from '@/lib/cms/payload-types'
import { forms } from '@/lib/i18n/messages/forms'

import { CONSENT_PURPOSE_LABELS } from './consent'
import { languageName, leadLocale, pricedLine } from './mail-content'
import { UTM_KEYS } from './schemas'
import { quotedBuild } from '@/lib/configurator/priced-build'
import { capitalised, KIND_LABELS } from './vocabulary'

/**
 * The admin's exports. The leads: one row per lead, the same columns as a CSV (for tools; formula-safe cells,
 * times with their offset) and as an Excel workbook (for people; typed cells, times on the team's clock,
 * which French Excel opens in columns where it would read a CSV as one).
 */

export interface SheetContext {
  /** The sales team's clock (Lead routing → Response clock): every time is shown on it. */
  timeZone: string
  /** "Name <email>" of each owner, by user id. */
  owners: ReadonlyMap<number, string>
}

type SheetValue = string | number | boolean | null | undefined
interface Column {
  key: string
  title: string
  /** `time`: an ISO instant; `euros`: a whole amount. */
  type?: 'time' | 'euros'
  width?: number
  value: (lead: Lead, ctx: SheetContext) => SheetValue
}

const asked = forms.en.qualification
const word = <T extends string>(labels: Record<T, string>, value: T | null | undefined) =>
  value ? labels[value] : undefined

/** A quote's choices as one line of text: "Exterior colour: Arctic White; Engine: …". */
function chosenOptions(lead: Lead): string | undefined {
  const build = quotedBuild(lead.configuration)
  if (!build) return undefined
  return build.lines
    .map((line) => pricedLine(line, 'en'))
    .map((line) => `${line.label}: ${line.name}`)
    .join('; ')
}

const text = (key: string, title: string, value: Column['value'], width = 18): Column => ({ key, title, value, width })
const field = (key: keyof Lead & string, title: string, width = 18): Column =>
  text(
    key,
    title,
    (lead) => {
      const value = lead[key]
      return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : undefined
    },
    width,
  )
const time = (key: string, title: string, value: (lead: Lead) => string | null | undefined): Column => ({
  key,
  title,
  type: 'time',
  width: 18,
  value,
})

const LEAD_COLUMNS: readonly Column[] = [
  field('id', 'Lead', 8),
  time('created_at', 'Received', (lead) => lead.createdAt),
  text('kind', 'Kind', (lead) => KIND_LABELS[lead.kind]),
  text('status', 'Status', (lead) => capitalised(lead.status), 12),
  text('owner', 'Owner', (lead, ctx) => (typeof lead.owner === 'number' ? ctx.owners.get(lead.owner) : undefined), 28),
  time('respond_by', 'Answer due', (lead) => lead.respond_by),
  time('first_response_at', 'First answered', (lead) => lead.first_response_at),
  field('reference', 'Quote reference'),
  text('language', 'Language', (lead) => languageName(leadLocale(lead)), 10),
  field('name', 'Name', 22),
  field('first_name', 'First name'),
  field('last_name', 'Last name'),
  field('email', 'Email', 30),
  field('phone', 'Phone'),
  field('country', 'Country'),
  field('interest', 'Interest'),
  field('yacht', 'Yacht', 12),
  field('message', 'Message', 50),
  text('budget', 'Budget', (lead) => word(asked.budgets, lead.budget)),
  text('timeframe', 'Buying', (lead) => word(asked.timeframes, lead.timeframe)),
  text('intended_use', 'Intended use', (lead) => word(asked.uses, lead.intended_use)),
  field('home_port', 'Home port'),
  field('score', 'Score', 8),
  text('options', 'Chosen options', chosenOptions, 60),
  { key: 'total_price', title: 'Total price', type: 'euros', width: 14, value: (lead) => lead.total_price },
  text('consent_purpose', 'Purpose', (lead) =>
    lead.consent_purpose ? CONSENT_PURPOSE_LABELS[lead.consent_purpose] : undefined,
  ),
  field('consent', 'Consent', 9),
  field('consent_text', 'Consent wording', 40),
  field('consent_version', 'Wording version', 14),
  field('brochure_url', 'Brochure link', 30),
  field('page_url', 'Page', 40),
  ...UTM_KEYS.map((key) =>
    text(key, key, (lead) => {
      const utm = lead.utm
      const value = utm && typeof utm === 'object' && !Array.isArray(utm) ? utm[key] : undefined
      return typeof value === 'string' ? value : undefined
    }),
  ),
  text('delivery_status', 'Mail to sales', (lead) => capitalised(lead.delivery_status), 12),
  text('confirmation_status', 'Mail to visitor', (lead) => capitalised(lead.confirmation_status ?? ''), 12),
  field('delivery_attempts', 'Delivery attempts', 9),
  field('delivery_error', 'Delivery error', 30),
  time('delivered_at', 'Delivered', (lead) => lead.delivered_at),
  field('spam', 'Spam', 7),
  field('spam_reason', 'Spam reason'),
]

export const CSV_COLUMNS = LEAD_COLUMNS.map((c) => c.key)

const yesNo = (value: SheetValue) => (typeof value === 'boolean' ? (value ? 'yes' : 'no') : value)

/** 2026-12-07T11:00:00.000+01:00: the instant, written on the team's clock. */
const onClock = (iso: string, timeZone: string) => new TZDate(Date.parse(iso), timeZone).toISOString()

/** With a BOM so Excel opens the UTF-8 text correctly; CRLF line ends per RFC 4180. */
const csvFile = (header: readonly string[], rows: string[]) =>
  `\uFEFF${[csvRow([...header]), ...rows].join('\r\n')}\r\n`

export function leadsToCsv(leads: Lead[], ctx: SheetContext): string {
  return csvFile(
    CSV_COLUMNS,
    leads.map((lead) =>
      csvRow(
        LEAD_COLUMNS.map((column) => {
          const value = column.value(lead, ctx)
          return column.type === 'time' && typeof value === 'string' ? onClock(value, ctx.timeZone) : yesNo(value)
        }),
      ),
    ),
  )
}

/**
 * The time a clock on the wall shows for `iso` in `timeZone`, as a Date whose UTC fields hold it: a
 * spreadsheet's date has no zone, so it must carry the team's local time itself.
 */
function wallClock(iso: string, timeZone: string): Date {
  const local = new TZDate(Date.parse(iso), timeZone)
  return new Date(
    Date.UTC(
      local.getFullYear(),
      local.getMonth(),
      local.getDate(),
      local.getHours(),
      local.getMinutes(),
      local.getSeconds(),
    ),
  )
}

function xlsxCell(column: Column, value: SheetValue, timeZone: string): Cell {
  if (value === null || value === undefined || value === '') return null
  if (column.type === 'time' && typeof value === 'string')
    return { value: wallClock(value, timeZone), type: Date, format: 'yyyy-mm-dd hh:mm' }
  if (column.type === 'euros' && typeof value === 'number') return { value, type: Number, format: '#,##0 "€"' }
  if (typeof value === 'number') return { value, type: Number }
  // Text stays text: a cell is a formula only when written as one, so nothing a visitor typed can run.
  return { value: String(yesNo(value)), type: String, wrap: column.key === 'message' }
}

/** The same rows as an Excel workbook: a bold, frozen header naming the team's time zone. */
export async function leadsToXlsx(leads: Lead[], ctx: SheetContext): Promise<Buffer> {
  const header: Cell[] = LEAD_COLUMNS.map((column) => ({
    value: column.type === 'time' ? `${column.title} (${ctx.timeZone})` : column.title,
    type: String,
    fontWeight: 'bold',
  }))
  const rows = leads.map((lead) => LEAD_COLUMNS.map((c) => xlsxCell(c, c.value(lead, ctx), ctx.timeZone)))
  return writeXlsxFile([header, ...rows], {
    sheet: 'Leads',
    stickyRowsCount: 1,
    columns: LEAD_COLUMNS.map((c) => ({ width: c.width ?? 18 })),
  }).toBuffer()
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

/**
 * RFC 4180 cell, always quoted, with spreadsheet formulas neutralised: a cell starting with = + - @ (after
 * any blanks or quotes) gets a leading apostrophe so Excel and Sheets show the text instead of running it. A reader that
 * splits on another separator (French Excel reads `;`) starts a cell after any `,` `;` tab or line break
 * inside ours, so the same guard follows each of those too: `Bob;=1+1` never yields a cell `=1+1`.
 */
export function csvCell(value: unknown): string {
  let text =
    value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value)
  if (/^[\s"]*[=+\-@]/.test(text)) text = `'${text}`
  text = text.replace(/([,;\t\r\n])(?=[\s"]*[=+\-@])/g, "$1'")
  return `"${text.replace(/"/g, '""')}"`
}

function csvRow(values: unknown[]): string {
  return values.map(csvCell).join(',')
}
