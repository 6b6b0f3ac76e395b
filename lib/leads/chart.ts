import type { LeadKind } from './mail-content'

/** Leads per week by kind for the admin dashboard chart (pure, unit-tested). Weeks start on Monday, UTC. */

export const CHART_KINDS: LeadKind[] = ['inquiry', 'information', 'brochure', 'configuration', 'contact']

const noLeads = (): Record<LeadKind, number> => ({
  inquiry: 0,
  information: 0,
  brochure: 0,
  configuration: 0,
  contact: 0,
})

export interface WeekBucket {
  /** Monday 00:00 UTC, ISO date (YYYY-MM-DD). */
  week: string
  counts: Record<LeadKind, number>
  total: number
}

const DAY = 86_400_000

export function weekStart(date: Date): Date {
  const day = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())
  const weekday = (new Date(day).getUTCDay() + 6) % 7 // Monday = 0
  return new Date(day - weekday * DAY)
}

export function leadsPerWeek(
  leads: Array<{ createdAt: string; kind: LeadKind }>,
  weeks: number,
  now = new Date(),
): WeekBucket[] {
  const last = weekStart(now).getTime()
  const buckets: WeekBucket[] = Array.from({ length: weeks }, (_, i) => ({
    week: new Date(last - (weeks - 1 - i) * 7 * DAY).toISOString().slice(0, 10),
    counts: noLeads(),
    total: 0,
  }))
  const first = last - (weeks - 1) * 7 * DAY
  for (const lead of leads) {
    const t = Date.parse(lead.createdAt)
    if (!Number.isFinite(t)) continue
    const start = weekStart(new Date(t)).getTime()
    if (start < first || start > last) continue
    const bucket = buckets[Math.round((start - first) / (7 * DAY))]
    if (!bucket) continue
    bucket.counts[lead.kind] += 1
    bucket.total += 1
  }
  return buckets
}

/** A round axis maximum (1, 2, 5 × 10^n) at or above the largest week. */
export function niceMax(value: number): number {
  if (value <= 0) return 1
  const magnitude = 10 ** Math.floor(Math.log10(value))
  for (const step of [1, 2, 5, 10]) if (value <= step * magnitude) return step * magnitude
  return 10 * magnitude
}
