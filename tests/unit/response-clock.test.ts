import { DEFAULT_BUSINESS_HOURS, digestDay, respondBy, spanText } from '@/lib/leads/response-clock'

const due = (received: string, hours = DEFAULT_BUSINESS_HOURS) => respondBy(new Date(received), hours).toISOString()

describe('the first answer is due two working hours later, Monday to Saturday 08:00–18:00 in Tunis', () => {
  it.each([
    ['Monday 09:00 → 11:00', '2026-12-07T08:00:00.000Z', '2026-12-07T10:00:00.000Z'],
    ['Monday 17:30 → Tuesday 09:30', '2026-12-07T16:30:00.000Z', '2026-12-08T08:30:00.000Z'],
    ['Monday 03:00, at night → 10:00', '2026-12-07T02:00:00.000Z', '2026-12-07T09:00:00.000Z'],
    ['Saturday 17:00 → Monday 09:00', '2026-12-12T16:00:00.000Z', '2026-12-14T08:00:00.000Z'],
    ['Sunday 23:00 → Monday 10:00', '2026-12-13T22:00:00.000Z', '2026-12-14T09:00:00.000Z'],
    ['Saturday 19:00, after closing → Monday 10:00', '2026-12-12T18:00:00.000Z', '2026-12-14T09:00:00.000Z'],
  ])('%s', (_, received, expected) => {
    expect(due(received)).toBe(expected)
  })

  it('counts on the team’s own clock across a change to summer time', () => {
    const paris = { ...DEFAULT_BUSINESS_HOURS, timeZone: 'Europe/Paris' }
    // Saturday 28 March 2026, 17:00 in Paris (UTC+1): one hour that day, the next on Monday at 08:00 (UTC+2).
    expect(due('2026-03-28T16:00:00.000Z', paris)).toBe('2026-03-30T07:00:00.000Z')
  })

  it('follows what the sales managers set: other days, hours and delay', () => {
    const weekdays = { ...DEFAULT_BUSINESS_HOURS, days: [1, 2, 3, 4, 5], opens: '09:30', closes: '17:00', hours: 4 }
    // Friday 15:00 Tunis: two hours on Friday, two on Monday from 09:30.
    expect(due('2026-12-11T14:00:00.000Z', weekdays)).toBe('2026-12-14T10:30:00.000Z')
  })

  it('never leaves a lead without a deadline: hours it cannot count count as plain hours', () => {
    for (const broken of [
      { ...DEFAULT_BUSINESS_HOURS, days: [] },
      { ...DEFAULT_BUSINESS_HOURS, opens: '18:00', closes: '08:00' },
      { ...DEFAULT_BUSINESS_HOURS, timeZone: 'Mars/Olympus' },
      { ...DEFAULT_BUSINESS_HOURS, opens: '8h' },
    ])
      expect(due('2026-12-13T22:00:00.000Z', broken)).toBe('2026-12-14T00:00:00.000Z')
  })
})

describe('spans for the sales team', () => {
  it.each([
    [45 * 60_000, '45 min'],
    [65 * 60_000, '1 h 05 min'],
    [-(2 * 3600_000 + 30 * 60_000), '2 h 30 min'],
    [10_000, '1 min'],
  ])('%p ms reads %p', (ms, text) => {
    expect(spanText(ms)).toBe(text)
  })
})

describe('the morning digest', () => {
  it.each([
    ['Monday 08:00 in Tunis', '2026-12-07T07:00:00.000Z', '2026-12-07'],
    ['Monday 08:59', '2026-12-07T07:59:00.000Z', '2026-12-07'],
    ['Monday 09:00, an hour after opening', '2026-12-07T08:00:00.000Z', null],
    ['Monday 07:59, before opening', '2026-12-07T06:59:00.000Z', null],
    ['Sunday 08:30, a day off', '2026-12-13T07:30:00.000Z', null],
  ])('%s → %p', (_, at, day) => {
    expect(digestDay(new Date(at), DEFAULT_BUSINESS_HOURS)).toBe(day)
  })
})
