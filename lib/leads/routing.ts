import type { CollectionBeforeChangeHook, Payload } from 'payload'

import type { Lead, LeadRouting, User, Yacht } from '@/lib/cms/payload-types'

import { type BusinessHours, DEFAULT_BUSINESS_HOURS, WEEKDAYS, respondBy } from './response-clock'

/** What routing reads of a new lead. */
export interface RoutedLead {
  kind: string
  locale?: string | null
  country?: string | null
  yacht?: string | null
  interest?: string | null
}

/** A routing rule as the admin stores it, its people and yachts read (depth 1). */
type Rule = NonNullable<LeadRouting['rules']>[number]

/** The names ticked in a group of checkboxes. */
const ticked = (group: Record<string, boolean | null | undefined> | null | undefined): string[] =>
  Object.entries(group ?? {})
    .filter(([, on]) => on === true)
    .map(([name]) => name)

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** Every criterion a rule fills must hold for the lead; a criterion left empty holds for any lead. */
export function ruleMatches(rule: Rule, lead: RoutedLead): boolean {
  const kinds = ticked(rule.kinds)
  const locales = ticked(rule.locales)
  const countries = rule.countries ?? []
  const yachts = (rule.yachts ?? []).filter((y): y is Yacht => typeof y === 'object' && y !== null)
  const asked = [lead.yacht, lead.interest].filter((v): v is string => Boolean(v))
  return (
    (kinds.length === 0 || kinds.some((k) => k === lead.kind)) &&
    (locales.length === 0 || locales.some((l) => l === lead.locale)) &&
    (countries.length === 0 || countries.some((c) => Boolean(lead.country) && same(c, lead.country ?? ''))) &&
    (yachts.length === 0 || yachts.some((y) => asked.some((a) => same(a, y.name) || same(a, y.slug ?? ''))))
  )
}

/** A person who can own leads: still in the sales role (or an administrator) when the lead arrives. */
const canOwn = (user: number | User | null | undefined): user is User =>
  typeof user === 'object' && user !== null && (user.role === 'sales' || user.role === 'admin')

/**
 * Round robin without a counter: the candidate whose last lead came longest ago (never, first), ties going
 * to the order the rule lists them in. Every instance reads the same leads, so they agree on who is next.
 */
export function nextInTurn(candidates: readonly number[], lastAssigned: ReadonlyMap<number, string>): number | null {
  let best: number | null = null
  for (const id of candidates) {
    const at = lastAssigned.get(id)
    if (at === undefined) return id
    const bestAt = best === null ? undefined : lastAssigned.get(best)
    if (best === null || (bestAt !== undefined && at < bestAt)) best = id
  }
  return best
}

/** The sales team's hours as Lead routing holds them; a value never saved reads as the default. */
export function businessHoursOf(routing: LeadRouting): BusinessHours {
  const clock = routing.response_clock
  const days = clock?.days
  const ticked = (day: (typeof WEEKDAYS)[number], n: number) => {
    const key = day.toLowerCase()
    const value = days && key in days ? Reflect.get(days, key) : undefined
    return typeof value === 'boolean' ? value : DEFAULT_BUSINESS_HOURS.days.includes(n)
  }
  return {
    days: WEEKDAYS.flatMap((day, i) => (ticked(day, i + 1) ? [i + 1] : [])),
    opens: clock?.opens || DEFAULT_BUSINESS_HOURS.opens,
    closes: clock?.closes || DEFAULT_BUSINESS_HOURS.closes,
    timeZone: clock?.time_zone || DEFAULT_BUSINESS_HOURS.timeZone,
    hours: clock?.hours ?? DEFAULT_BUSINESS_HOURS.hours,
  }
}

/** The owner a new lead gets: the first rule that matches, in turn among its people; else the fallback owner. */
async function ownerFor(payload: Payload, lead: RoutedLead, routing: LeadRouting): Promise<number | null> {
  for (const rule of routing.rules ?? []) {
    if (!ruleMatches(rule, lead)) continue
    const people = (rule.owners ?? []).filter(canOwn).map((u) => u.id)
    if (people.length === 0) continue
    const last = new Map<number, string>()
    for (const id of people) {
      const { docs } = await payload.find({
        collection: 'leads',
        where: { owner: { equals: id } },
        sort: '-assigned_at',
        limit: 1,
        depth: 0,
        overrideAccess: true,
        select: { assigned_at: true },
      })
      const at = docs[0]?.assigned_at
      if (at) last.set(id, at)
    }
    return nextInTurn(people, last)
  }
  return canOwn(routing.fallback_owner) ? routing.fallback_owner.id : null
}

/** The id of a lead's owner, whether the relation is loaded or not; null when it has none. */
/** The id a relationship holds, whether Payload gave it as an id or as the related document. */
export const relatedId = (value: number | { id: number } | null | undefined): number | null =>
  typeof value === 'object' && value !== null ? value.id : (value ?? null)

export const ownerId = (owner: Lead['owner'] | undefined) => relatedId(owner)

/**
 * Leads collection hook: a new lead (not spam, not given an owner by hand) is routed; a lead given to someone
 * else is dated, which is what tells the new owner (tellNewOwner) and keeps the turns fair.
 */
export const assignOwner: CollectionBeforeChangeHook<Lead> = async ({ data, operation, originalDoc, req }) => {
  const now = new Date()
  if (operation === 'create') {
    if (data.spam) return data
    const routing = await req.payload.findGlobal({ slug: 'lead-routing', depth: 1, overrideAccess: true })
    const clock = { respond_by: respondBy(now, businessHoursOf(routing)).toISOString() }
    if (ownerId(data.owner) !== null) return { ...data, ...clock, assigned_at: now.toISOString() }
    const lead = {
      kind: data.kind ?? '',
      locale: data.locale,
      country: data.country,
      yacht: data.yacht,
      interest: data.interest,
    }
    const owner = await ownerFor(req.payload, lead, routing)
    return owner === null ? { ...data, ...clock } : { ...data, ...clock, owner, assigned_at: now.toISOString() }
  }
  const answered =
    originalDoc?.status === 'new' &&
    data.status !== undefined &&
    data.status !== 'new' &&
    !originalDoc.first_response_at
      ? { first_response_at: now.toISOString() }
      : {}
  if (data.owner === undefined || ownerId(data.owner) === ownerId(originalDoc?.owner)) return { ...data, ...answered }
  return { ...data, ...answered, assigned_at: ownerId(data.owner) === null ? null : now.toISOString() }
}
