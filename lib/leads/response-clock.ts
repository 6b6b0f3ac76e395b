import { TZDate } from '@date-fns/tz'

/** The sales team's working week: ISO weekdays (1 Monday … 7 Sunday), opening and closing times on its clock. */
export interface BusinessHours {
  days: readonly number[]
  opens: string
  closes: string
  timeZone: string
  /** Working hours a new lead may wait for its first answer. */
  hours: number
}

/** In ISO order: Monday is day 1. */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const

export const DEFAULT_BUSINESS_HOURS: BusinessHours = {
  days: [1, 2, 3, 4, 5, 6],
  opens: '08:00',
  closes: '18:00',
  timeZone: 'Africa/Tunis',
  hours: 2,
}

const MINUTE = 60_000

function minutesOf(time: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time)
  return match ? Number(match[1]) * 60 + Number(match[2]) : null
}

/** Whether `zone` is a time zone this runtime knows (IANA name). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/**
 * When a lead received at `received` must have had its first answer: `hours` working hours later, counted
 * only on working days between opening and closing time on the team's clock. A lead arriving at night or on a
 * day off starts counting when the team opens. Hours that cannot be counted (no working day, closing before
 * opening, an unknown zone) count as plain hours, so a lead is never left without a deadline.
 */
export function respondBy(received: Date, hours: BusinessHours): Date {
  const opens = minutesOf(hours.opens)
  const closes = minutesOf(hours.closes)
  let remaining = Math.max(0, Math.round(hours.hours * 60))
  const plain = new Date(received.getTime() + remaining * MINUTE)
  if (opens === null || closes === null || closes <= opens || hours.days.length === 0 || !isTimeZone(hours.timeZone))
    return plain

  let now = new TZDate(received.getTime(), hours.timeZone)
  // Two years of days off at most: a week always has a working day, so the loop ends long before.
  for (let day = 0; day < 730; day += 1) {
    const at = (minutes: number, plusDays = 0) =>
      new TZDate(
        now.getFullYear(),
        now.getMonth(),
        now.getDate() + plusDays,
        Math.floor(minutes / 60),
        minutes % 60,
        0,
        hours.timeZone,
      )
    const open = at(opens)
    const close = at(closes)
    const weekday = now.getDay() === 0 ? 7 : now.getDay()
    if (hours.days.includes(weekday) && now.getTime() < close.getTime()) {
      const start = Math.max(now.getTime(), open.getTime())
      const available = (close.getTime() - start) / MINUTE
      if (remaining <= available) return new Date(start + remaining * MINUTE)
      remaining -= available
    }
    now = at(opens, 1)
  }
  return plain
}

/** Milliseconds from now until `at` (negative once it has passed). */
export const msUntil = (at: number, now: number = Date.now()): number => at - now

/** "1 h 05 min", "45 min": a span of time for the sales team (in English, as the admin is). */
export function spanText(ms: number): string {
  const minutes = Math.max(1, Math.round(Math.abs(ms) / MINUTE))
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  return h === 0 ? `${m} min` : `${h} h ${String(m).padStart(2, '0')} min`
}

/**
 * The team's day `at` falls in (`2026-12-07`) when it is a working day and the team opened within the last
 * hour, else null: the morning digest goes out then, once a day whatever the runs that see the window.
 */
export function digestDay(at: Date, hours: BusinessHours): string | null {
  const opens = minutesOf(hours.opens)
  if (opens === null || !isTimeZone(hours.timeZone)) return null
  const local = new TZDate(at.getTime(), hours.timeZone)
  const weekday = local.getDay() === 0 ? 7 : local.getDay()
  const minutes = local.getHours() * 60 + local.getMinutes()
  if (!hours.days.includes(weekday) || minutes < opens || minutes >= opens + 60) return null
  const two = (n: number) => String(n).padStart(2, '0')
  return `${local.getFullYear()}-${two(local.getMonth() + 1)}-${two(local.getDate())}`
}
