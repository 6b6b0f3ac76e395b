import type { Payload } from 'payload'

import { anonymise, ERASED_DOMAIN } from './records'

/**
 * Nothing kept forever: every night, leads whose last change (a status, an owner, a reply that moved them on) is
 * older than the retention period, and newsletter addresses that left or never confirmed that long ago, are
 * anonymised. The run is recorded on the Privacy settings in counts only, never with an address.
 */

export const DEFAULT_RETENTION_MONTHS = 36
/** A night's work at most, so one run never holds the queue for long; the next night takes the rest. */
const BATCH = 500

/** The instant `months` calendar months before `now` (the 31st going back to a shorter month keeps its last day). */
export function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now)
  cutoff.setUTCDate(1)
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months)
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate()
  cutoff.setUTCDate(Math.min(now.getUTCDate(), lastDay))
  return cutoff
}

export interface Sweep {
  months: number
  leads: number
  replies: number
  subscriptions: number
}

export async function sweepRetention(payload: Payload, now = new Date()): Promise<Sweep> {
  const settings = await payload.findGlobal({ slug: 'privacy', depth: 0, overrideAccess: true })
  const months = settings.retention_months ?? DEFAULT_RETENTION_MONTHS
  const cutoff = monthsBefore(now, months).toISOString()
  const read = { depth: 0, limit: BATCH, overrideAccess: true, pagination: false } as const
  const leads = await payload.find({
    collection: 'leads',
    where: { and: [{ updatedAt: { less_than: cutoff } }, { erased_at: { exists: false } }] },
    ...read,
  })
  const subscribers = await payload.find({
    collection: 'subscribers',
    where: {
      and: [
        { email: { not_like: `@${ERASED_DOMAIN}` } },
        {
          or: [
            { and: [{ status: { equals: 'unsubscribed' } }, { unsubscribed_at: { less_than: cutoff } }] },
            { and: [{ status: { equals: 'pending' } }, { createdAt: { less_than: cutoff } }] },
          ],
        },
      ],
    },
    ...read,
  })
  const done = await anonymise(payload, {
    leads: leads.docs.map((l) => l.id),
    subscriptions: subscribers.docs.map((s) => s.id),
  })
  const sweep = { months, ...done }
  await payload.updateGlobal({
    slug: 'privacy',
    data: {
      last_sweep_at: now.toISOString(),
      last_sweep_summary:
        `${sweep.leads} requests (with ${sweep.replies} replies) and ${sweep.subscriptions} newsletter ` +
        `addresses anonymised: older than ${months} months.`,
    },
    overrideAccess: true,
    depth: 0,
  })
  console.info(
    `[privacy] retention (${months} months): ${sweep.leads} leads, ${sweep.replies} replies, ` +
      `${sweep.subscriptions} newsletter addresses anonymised`,
  )
  return sweep
}
