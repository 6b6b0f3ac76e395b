import { leadsPerWeek, niceMax, weekStart } from '@/lib/leads/chart'
import { CSV_COLUMNS, leadsToCsv } from '@/lib/leads/csv'

describe('CSV export', () => {
  it('has a header, one row per lead, UTM columns and formula-safe cells', () => {
    const csv = leadsToCsv([
      {
        id: 1,
        createdAt: '2026-11-20T10:00:00Z',
        kind: 'inquiry',
        name: '=cmd()',
        email: 'a@b.co',
        utm: { utm_source: 'g' },
        spam: false,
        message: 'a,b\nc',
      },
    ])
    expect(csv.startsWith('\uFEFF')).toBe(true)
    const lines = csv.slice(1).split('\r\n')
    expect(lines[0]).toBe(CSV_COLUMNS.join(','))
    expect(lines[1]).toContain("'=cmd()")
    expect(lines[1]).toContain('"a,b\nc"')
    expect(lines[1]).toContain(',g,')
    expect(lines[1]).toContain(',no,')
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
