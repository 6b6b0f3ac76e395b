import { parse } from 'csv-parse/sync'
import fc from 'fast-check'

import { leadsPerWeek, niceMax, weekStart } from '@/lib/leads/chart'
import { CSV_COLUMNS, leadsToCsv } from '@/lib/leads/csv'

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
  const hostile = {
    id: 1,
    createdAt: '2026-11-20T10:00:00Z',
    kind: 'inquiry',
    name: 'Bob;=1+1;x',
    first_name: '=cmd()',
    last_name: 'a,+SUM(A1),b',
    email: 'a@b.co',
    phone: '+44 20',
    country: 'x\t@evil',
    utm: { utm_source: 'g', utm_campaign: ' "-2' },
    spam: false,
    message: 'a,b\nc\n=HYPERLINK("http://evil.test")',
  }

  it('has a header, one row per lead, UTM columns, every cell quoted', () => {
    const csv = leadsToCsv([hostile])
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
  })

  it.each([',', ';', '\t'])('gives no formula cell to a reader splitting on %j', (delimiter) => {
    const cells = readAs(leadsToCsv([hostile]), delimiter).flat()
    // Where this reader would have started a formula, it reads the guarded text instead.
    expect(cells.some((c) => /^'[=+\-@]/.test(c))).toBe(true)
    expect(cells.filter((c) => FORMULA.test(c))).toEqual([])
  })

  it('gives no formula cell for any text, whatever the separator (property)', () => {
    const risky = fc.string({ unit: fc.constantFrom('=', '+', '-', '@', ';', ',', '\t', '\n', '"', ' ', 'a') })
    fc.assert(
      fc.property(fc.array(risky, { minLength: 1, maxLength: 4 }), (texts) => {
        const csv = leadsToCsv(texts.map((message, id) => ({ id, message })))
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
