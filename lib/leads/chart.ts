import type { LeadKind } from './mail-content'

/** Leads per week by kind for the admin dashboard chart (pure, unit-tested). Weeks start on Monday, UTC. */

export const CHART_KINDS: LeadKind[] = ['inquiry', 'information', 'brochure', 'configuration', 'contact', 'appointment']

const noLeads = (): Record<LeadKind, number> => ({
  inquiry: 0,
  information: 0,
  brochure: 0,
  configuration: 0,
  contact: 0,
  appointment: 0,
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

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (!values.length) return null
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** How long sales took to answer, as a person reads it: "45 min", "2 h 05 min", "3 d 4 h". */
export function spokenDuration(ms: number): string {
  const minutes = Math.round(ms / 60_000)
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return `${hours} h ${String(minutes % 60).padStart(2, '0')} min`
  return `${Math.floor(hours / 24)} d ${hours % 24} h`
}

/** The most frequent values (a blank one counted under `none`), most first, then by name; at most `limit`. */
export function topCounts<T>(
  items: readonly T[],
  valueOf: (item: T) => string | null | undefined,
  none: string,
  limit = 6,
) {
  const counts = new Map<string, number>()
  for (const item of items) {
    const value = valueOf(item)?.trim() || none
    counts.set(value, (counts.get(value) ?? 0) + 1)
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, limit)
}
