import type { Payload, TaskConfig } from 'payload'

import { env } from '../env'
import { createClaim, releaseLapsedClaims } from '@/lib/mail/claims'
import { escapeHtml } from '@/lib/mail/escape'
import { deliver, type MailContent } from '@/lib/mail/mailer'
import { MAIL_QUEUE } from '@/lib/mail/queue'
import { isKnownZone, plannedTime } from './planned-time'
import { isRouted } from './preview'
import { findFailedJobs, reasonOf, type FailedJob } from './scheduled-publish'

/**
 * The editor who scheduled a publish that failed gets a mail saying so, with the reason and a link to the
 * document: the red box in the form is only seen once someone opens it. Each failure is mailed once, by
 * whichever server claims it first; its claim stays as the record that it was sent.
 */

const CLAIMS = 'mail-claims'
const SENT = 'sent'
/** How far back failures are looked for, so that old ones are not mailed late. */
const RECENT_MS = 24 * 60 * 60 * 1000

/** Payload reuses a deleted job's number on SQLite: the claim names the job's creation too. */
const claimKey = (job: FailedJob) => `schedule-failure:${job.id}:${job.createdAt}`

/** The server does not know where the editor is: the zone chosen when scheduling, or UTC, and named. */
function when(iso: string, timezone: string | null | undefined): string {
  const zone = timezone && isKnownZone(timezone) ? timezone : 'UTC'
  return `${plannedTime(iso, zone)} (${zone})`
}

/** The notice for one failed job, or null when nobody is to be told (scheduled through the API, or since deleted). */
async function noticeFor(payload: Payload, job: FailedJob): Promise<MailContent | null> {
  const { doc, user } = job.input
  if (!doc || !isRouted(doc.relationTo) || user?.relationTo !== 'users') return null
  const editor = await payload.findByID({
    collection: 'users',
    id: user.value,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  // Payload stores the id as text; a collection with numeric ids is read with a number.
  const idType = payload.collections[doc.relationTo].customIDType ?? payload.db.defaultIDType
  const document = await payload.findByID({
    collection: doc.relationTo,
    id: idType === 'number' ? Number(doc.value) : doc.value,
    depth: 0,
    draft: true,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!editor || !document) return null
  const title = 'name' in document ? document.name : document.title
  const action = job.input.type
  const link = `${env().publicSiteUrl}/admin/collections/${doc.relationTo}/${document.id}`
  const lines = [
    `The ${action} of “${title}” scheduled for ${when(job.waitUntil, job.input.timezone)} did not happen.`,
    `Payload said: ${reasonOf(job)}`,
    action === 'publish'
      ? 'Nothing changed on the site. Open it, fix what it names, then publish, or schedule again:'
      : 'It is still on the site. Open it to unpublish it, or schedule again:',
  ]
  return {
    to: editor.email,
    subject: `A scheduled ${action} did not happen`,
    text: `${lines.join('\n\n')}\n${link}\n`,
    html: `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
  }
}

async function mailOne(payload: Payload, job: FailedJob): Promise<void> {
  const claim = await createClaim(payload, claimKey(job))
  if (claim === null) return
  try {
    const notice = await noticeFor(payload, job)
    if (notice) await deliver(notice, `schedule-failure-${job.id}`)
    await payload.update({ collection: CLAIMS, id: claim, data: { owner: SENT }, overrideAccess: true, depth: 0 })
  } catch (error) {
    // Released, so a later round (here or on another server) sends it.
    console.error('[schedule] the failure notice was not sent:', error instanceof Error ? error.message : error)
    await payload.delete({ collection: CLAIMS, id: claim, overrideAccess: true, depth: 0 }).catch(() => undefined)
  }
}

async function mailRecentFailures(payload: Payload): Promise<void> {
  const now = Date.now()
  const jobs = await findFailedJobs(
    payload,
    [{ updatedAt: { greater_than: new Date(now - RECENT_MS).toISOString() } }],
    '-updatedAt',
  )
  if (!jobs.length) return
  const keys = jobs.map(claimKey)
  // A server that stopped between claiming and sending leaves a claim that is not marked sent: freed after the lease.
  await releaseLapsedClaims(payload, { and: [{ key: { in: keys } }, { owner: { not_equals: SENT } }] })
  const { docs: claims } = await payload.find({
    collection: CLAIMS,
    where: { key: { in: keys } },
    limit: keys.length,
    depth: 0,
    overrideAccess: true,
  })
  const claimed = new Set(claims.map((c) => c.key))
  for (const job of jobs) if (!claimed.has(claimKey(job))) await mailOne(payload, job)
}

/** Every 15 s on the mail queue, on whichever server runs it: each failure is mailed once, being claimed. */
export const scheduleFailureMailTask: TaskConfig<{ input: Record<string, never>; output: { result: string } }> = {
  slug: 'scheduleFailureMail',
  label: 'Mail editors whose scheduled publish failed',
  schedule: [{ cron: '*/15 * * * * *', queue: MAIL_QUEUE }],
  outputSchema: [{ name: 'result', type: 'text' }],
  handler: async ({ req }) => {
    await mailRecentFailures(req.payload)
    return { output: { result: 'done' } }
  },
}
