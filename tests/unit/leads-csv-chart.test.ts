import { parse } from 'csv-parse/sync'
import fc from 'fast-check'

import { leadsPerWeek, median, niceMax, spokenDuration, topCounts, weekStart } from '@/lib/leads/chart'
import { readSheet } from 'read-excel-file/node'

import type { Lead } from '@/lib/cms/payload-types'
import { CSV_COLUMNS, leadsToCsv, leadsToXlsx } from '@/lib/leads/csv'

const tunis = { timeZone: 'Africa/Tunis', owners: new Map([[4, 'Yasmine <yasmine@wama.test>']]) }
/** A stored lead as the export reads it: what every lead has, then `extra`. */
const lead = (extra: Partial<Lead>): Lead => ({
  id: 1,
  kind: 'inquiry',
  status: 'new',
  email: 'a@b.co',
  delivery_status: 'sent',
  locale: 'en',
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-20T10:00:00Z',
  ...extra,
})

/** A cell a spreadsheet would run: it starts with = + - @, after any blanks or quotes. */
const FORMULA = /^[\s"]*[=+\-@]/

/** The export as a reader splitting on `delimiter` sees it: quotes honoured for `,`; raw text for the others,
 * as a spreadsheet that expects `;` or tab reads a comma file (its quotes do not line up with those separators). */
function readAs(csv: string, delimiter: string): string[][] {
  return parse(csv, {
    bom: true,
    delimiter,
    quote: delimiter === ',' ? '"' : false,
    record_delimiter: '\r\n',
    relax_column_count: true,
  })
}

describe('CSV export', () => {
  const hostile = lead({
    name: 'Bob;=1+1;x',
    first_name: '=cmd()',
    last_name: 'a,+SUM(A1),b',
    email: 'a@b.co',
    phone: '+44 20',
    country: 'x\t@evil',
    utm: { utm_source: 'g', utm_campaign: ' "-2' },
    spam: false,
    message: 'a,b\nc\n=HYPERLINK("http://evil.test")',
  })

  it('has a header, one row per lead, UTM columns, every cell quoted', () => {
    const csv = leadsToCsv([hostile], tunis)
    expect(csv.startsWith('\uFEFF')).toBe(true)
    expect(csv.slice(1).split('\r\n')[0]).toBe(CSV_COLUMNS.map((c) => `"${c}"`).join(','))
    const [header, row] = readAs(csv, ',')
    expect(header).toEqual([...CSV_COLUMNS])
    const cell = (column: string) => row?.[CSV_COLUMNS.findIndex((c) => c === column)]
    expect(row).toHaveLength(CSV_COLUMNS.length)
    expect(cell('name')).toBe("Bob;'=1+1;x")
    expect(cell('first_name')).toBe("'=cmd()")
    expect(cell('phone')).toBe("'+44 20")
    expect(cell('utm_source')).toBe('g')
    expect(cell('spam')).toBe('no')
    expect(cell('message')).toBe('a,b\nc\n\'=HYPERLINK("http://evil.test")')
    // Words, not the stored values; the time on the team's clock, with its offset.
    expect(cell('kind')).toBe('Inquiry (contact form)')
    expect(cell('status')).toBe('New')
    expect(cell('created_at')).toBe('2026-11-20T11:00:00.000+01:00')
    expect(cell('language')).toBe('English')
  })

  it('names the owner, the quote reference, the plans and each chosen option', () => {
    const quote = lead({
      kind: 'configuration',
      locale: 'fr',
      owner: 4,
      reference: 'W26-20261207-HUY2',
      budget: '150k-250k',
      timeframe: 'within-3-months',
      score: 68,
      total_price: 183_689,
      configuration: {
        model: 'WAMA 26',
        basePrice: 125_000,
        total: 183_689,
        selection: { colorId: 'white', flooringId: 'standard', engineId: 'gas-350', optionIds: [] },
        lines: [
          { kind: 'color', id: 'white', name: 'Arctic White', price: 0 },
          { kind: 'engine', id: 'gas-350', name: 'Gasoline Engine 350 HP', price: 58_689 },
        ],
      },
    })
    const [header, row] = readAs(leadsToCsv([quote], tunis), ',')
    const cell = (column: string) => row?.[header!.indexOf(column)]
    expect(cell('owner')).toBe('Yasmine <yasmine@wama.test>')
    expect(cell('reference')).toBe('W26-20261207-HUY2')
    expect(cell('language')).toBe('French')
    expect(cell('budget')).toBe('€150,000 to €250,000')
    expect(cell('timeframe')).toBe('Within 3 months')
    expect(cell('options')).toBe('Exterior colour: Arctic White; Engine: Gasoline Engine 350 HP')
    expect(cell('kind')).toBe('WAMA 26 quote')
  })

  it.each([',', ';', '\t'])('gives no formula cell to a reader splitting on %j', (delimiter) => {
    const cells = readAs(leadsToCsv([hostile], tunis), delimiter).flat()
    // Where this reader would have started a formula, it reads the guarded text instead.
    expect(cells.some((c) => /^'[=+\-@]/.test(c))).toBe(true)
    expect(cells.filter((c) => FORMULA.test(c))).toEqual([])
  })

  it('gives no formula cell for any text, whatever the separator (property)', () => {
    const risky = fc.string({ unit: fc.constantFrom('=', '+', '-', '@', ';', ',', '\t', '\n', '"', ' ', 'a') })
    fc.assert(
      fc.property(fc.array(risky, { minLength: 1, maxLength: 4 }), (texts) => {
        const csv = leadsToCsv(
          texts.map((message, id) => lead({ id, message })),
          tunis,
        )
        return [',', ';', '\t'].every(
          (d) =>
            !readAs(csv, d)
              .flat()
              .some((c) => FORMULA.test(c)),
        )
      }),
    )
  })
})

describe('leads per week', () => {
  it('starts weeks on Monday (UTC)', () => {
    expect(weekStart(new Date('2026-11-22T23:00:00Z')).toISOString()).toBe('2026-11-16T00:00:00.000Z') // Sunday
    expect(weekStart(new Date('2026-11-16T00:00:00Z')).toISOString()).toBe('2026-11-16T00:00:00.000Z')
  })

  it('counts by kind in the right week and ignores older leads', () => {
    const now = new Date('2026-11-21T12:00:00Z')
    const weeks = leadsPerWeek(
      [
        { createdAt: '2026-11-20T10:00:00Z', kind: 'inquiry' },
        { createdAt: '2026-11-16T00:00:01Z', kind: 'brochure' },
        { createdAt: '2026-11-15T23:59:59Z', kind: 'brochure' },
        { createdAt: '2025-01-01T00:00:00Z', kind: 'inquiry' },
        { createdAt: 'nonsense', kind: 'inquiry' },
      ],
      4,
      now,
    )
    expect(weeks.map((w) => w.week)).toEqual(['2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16'])
    expect(weeks[3]).toMatchObject({ total: 2, counts: { inquiry: 1, brochure: 1 } })
    expect(weeks[2]).toMatchObject({ total: 1, counts: { brochure: 1 } })
  })

  it('rounds the axis', () => {
    expect([0, 1, 3, 7, 12, 48].map(niceMax)).toEqual([1, 1, 5, 10, 20, 50])
  })
})

describe('Excel export', () => {
  it('is a workbook whose rows are the CSV’s: typed cells, times on the team’s clock, text that never runs', async () => {
    const rows = await readSheet(
      await leadsToXlsx(
        [lead({ name: '=HYPERLINK("http://evil.test")', total_price: 183_689, spam: false, score: 30 })],
        tunis,
      ),
    )
    const [header, row] = rows
    expect(header).toHaveLength(CSV_COLUMNS.length)
    const cell = (title: string) => row?.[header!.indexOf(title)]
    expect(header).toContain('Received (Africa/Tunis)')
    // 10:00 UTC is 11:00 in Tunis: the cell holds the wall-clock time the sales team reads.
    const received = cell('Received (Africa/Tunis)')
    expect(received).toBeInstanceOf(Date)
    // A spreadsheet keeps days as a fraction: read back to the nearest second.
    expect(Math.round(Number(received) / 1000) * 1000).toBe(Date.parse('2026-11-20T11:00:00Z'))
    expect(cell('Total price')).toBe(183_689)
    expect(cell('Score')).toBe(30)
    expect(cell('Name')).toBe('=HYPERLINK("http://evil.test")')
    expect(cell('Spam')).toBe('no')
    expect(cell('Kind')).toBe('Inquiry (contact form)')
  })
})

describe('the dashboard’s answer times and sources', () => {
  test('the median is the middle answer time, the mean of the two middle ones for an even count', () => {
    expect(median([])).toBeNull()
    expect(median([30, 10, 20])).toBe(20)
    expect(median([40, 10, 30, 20])).toBe(25)
  })

  test('answer times read as a person says them', () => {
    expect(spokenDuration(44.6 * 60_000)).toBe('45 min')
    expect(spokenDuration(125 * 60_000)).toBe('2 h 05 min')
    expect(spokenDuration((3 * 24 + 4) * 3_600_000)).toBe('3 d 4 h')
  })

  test('sources, countries and yachts: the most frequent first, blanks counted together, at most six', () => {
    const leads = ['salon', 'google', ' salon ', '', null, 'google', 'salon', 'a', 'b', 'c', 'd'].map((s) => ({ s }))
    expect(topCounts(leads, (l) => l.s, 'Direct')).toEqual([
      ['salon', 3],
      ['Direct', 2],
      ['google', 2],
      ['a', 1],
      ['b', 1],
      ['c', 1],
    ])
  })
})
