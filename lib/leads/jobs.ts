import { hostname } from 'node:os'

import {
  ValidationError,
  type CollectionAfterChangeHook,
  type CollectionSlug,
  type Field,
  type Job,
  type Payload,
  type PayloadRequest,
  type TaskConfig,
  type Where,
} from 'payload'

import { env } from '../env'

import type { Lead } from '@/lib/cms/payload-types'
import { CONFIRMATIONS_PER_DAY, takeConfirmationSlot } from './confirmation-cap'
import { buildDigestMail, buildMail, leadLocale, type MailKind, type MailSettings } from './mail-content'
import { digestDay } from './response-clock'
import { businessHoursOf, ownerId } from './routing'
import { specSheetFor } from './spec-sheet'
import { deliver, type Delivered, isPermanentMailError, mailErrorSummary, verifySmtp } from './mailer'

/**
 * Mail delivery through the Payload jobs queue. A lead's two mails (sales, confirmation) are two jobs,
 * queued in the same transaction as the lead itself (afterChange hook), retried with exponential
 * backoff while SMTP is unreachable, and marked on the lead as sent or failed.
 */

export const LEAD_QUEUE = 'leads'
const LEAD_MAIL_TASK = 'leadMail' as const
/** 12 retries, 5 s doubling: the last try is ~5.7 h after the first. A success in between flushes the rest. */
const MAIL_RETRIES = { attempts: 12, backoff: { type: 'exponential' as const, delay: 5_000 } }

const JOBS = 'payload-jobs' satisfies CollectionSlug
const LEADS = 'leads' satisfies CollectionSlug

type LeadMailIO = { input: { lead: string; mail: MailKind }; output: { result: string } }

const statusField = (mail: MailKind) => (mail === 'sales' ? 'delivery_status' : 'confirmation_status')

/** Queues one mail of a lead. Pass the request of the lead's create so both commit together. */
export async function queueLeadMail(
  payload: Payload,
  lead: string | number,
  mail: MailKind,
  req?: PayloadRequest,
): Promise<void> {
  await payload.jobs.queue({ task: LEAD_MAIL_TASK, input: { lead: String(lead), mail }, queue: LEAD_QUEUE, req })
}

/** Leads collection hook: a new, non-spam lead gets its mails queued inside the create transaction. */
export const queueMailsOnCreate: CollectionAfterChangeHook<Lead> = async ({ doc, operation, req }) => {
  if (operation !== 'create' || doc.spam) return doc
  await queueLeadMail(req.payload, doc.id, 'sales', req)
  // A booking's visitor gets the booking's own mail, with its calendar entry (lib/events/jobs.ts).
  if (doc.kind !== 'appointment') await queueLeadMail(req.payload, doc.id, 'confirmation', req)
  return doc
}

const CLAIMS: CollectionSlug = 'mail-claims'
const RUNNER = `${hostname()}:${process.pid}`

const isDuplicateKey = (error: unknown) =>
  error instanceof ValidationError && error.data.errors.some((e) => e.path === 'key')

let lastWriteProbe: { at: number; result: Promise<boolean> } | undefined

/**
 * Whether the database takes writes now: a claim written and deleted again (a full disk or a lock held by
 * another process fails it while reads still work). Probed at most every 5 s, so health checks cost little.
 */
export function databaseTakesWrites(payload: Payload): Promise<boolean> {
  if (lastWriteProbe && Date.now() - lastWriteProbe.at < 5_000) return lastWriteProbe.result
  const result = (async () => {
    try {
      const id = await createClaim(payload, `health:${RUNNER}:${Date.now()}`)
      if (id !== null) await payload.delete({ collection: CLAIMS, id, overrideAccess: true, depth: 0 })
      return true
    } catch {
      return false
    }
  })()
  lastWriteProbe = { at: Date.now(), result }
  return result
}

/** Takes the claim named `key` for `owner` (this runner); null when another holds it (the database refuses a second). */
export async function createClaim(payload: Payload, key: string, owner = RUNNER): Promise<string | number | null> {
  try {
    const claim = await payload.create({
      collection: CLAIMS,
      data: { key, owner, claimedAt: new Date().toISOString() },
      overrideAccess: true,
      depth: 0,
    })
    return claim.id
  } catch (error) {
    if (isDuplicateKey(error)) return null
    throw error
  }
}

/** Deletes the claims matching `where` that were taken longer than a lease ago; says how many went. */
export async function releaseLapsedClaims(payload: Payload, where: Where): Promise<number> {
  const lapsed = await payload.delete({
    collection: CLAIMS,
    where: { and: [where, { claimedAt: { less_than: new Date(Date.now() - env().mailLeaseMs).toISOString() } }] },
    overrideAccess: true,
    depth: 0,
  })
  return lapsed.docs.length
}

/**
 * Runs `send` while this runner holds the mail's claim in the database. Payload hands a job to a runner
 * by reading then updating it, so two runners (two servers, or the cron and an after-response kick) can
 * start the same job; the second finds the claim taken and leaves the mail to the first.
 */
export async function withMailClaim<T>(payload: Payload, key: string, send: () => Promise<T>): Promise<T> {
  let id = await createClaim(payload, key)
  if (id === null) {
    if ((await releaseLapsedClaims(payload, { key: { equals: key } })) > 0) id = await createClaim(payload, key)
  }
  // The job is tried again later and then finds the mail sent (or the claim gone).
  if (id === null) throw new Error('another server is sending this mail')
  const claim = id
  try {
    return await send()
  } finally {
    await payload.delete({ collection: CLAIMS, id: claim, overrideAccess: true, depth: 0 }).catch(() => undefined)
  }
}

async function updateLead(payload: Payload, id: string, data: Record<string, unknown>): Promise<void> {
  await payload.update({ collection: LEADS, id, data, overrideAccess: true, depth: 0, context: { leadMail: true } })
}

/** Runs one mail's send unless this server is stopping; a stop waits for the sends in flight (drainMailQueue). */
async function sendingMail<T>(send: () => Promise<T>): Promise<T> {
  if (draining) throw new Error('this server is shutting down; the mail goes out from the next runner')
  // Counted from the check above, in the same turn: a stop that begins while the claim is being written
  // still waits for this mail, its record and the claim's release.
  sending++
  try {
    return await send()
  } finally {
    sending--
  }
}

/** A sent mail's job result; mail works again, so jobs waiting out a backoff may go now (noteMailSuccess). */
export function mailSent(payload: Payload, sent: Delivered): string {
  noteMailSuccess(payload)
  return sent.file ? `written ${sent.file}` : `sent ${sent.messageId}`
}

/**
 * A failed send, logged in one line (the queue runs silent: Payload would dump the whole job), then kept on its
 * record by `keep`. It is final when retrying is no use: the job then ends normally (no retry) and the record
 * shows 'failed' in the admin; otherwise the job throws, to be retried.
 */
export async function mailFailed(
  what: string,
  error: unknown,
  attempt: number,
  keep: (reason: string, final: boolean) => Promise<void>,
): Promise<string> {
  const reason = mailErrorSummary(error)
  const final = isPermanentMailError(error) || attempt > MAIL_RETRIES.attempts
  console.warn(`[leads] ${what}, attempt ${attempt}: ${reason}${final ? ' (giving up)' : ' (will retry)'}`)
  await keep(reason, final)
  if (final) return `failed ${reason}`
  throw new Error(reason)
}

/**
 * What a queue task that sends one mail adds to its slug and input: the mails' backoff, and a handler that
 * gives `send` the attempt's number (1 for the first) and keeps its answer as the job's result. A server that
 * is stopping starts no new send.
 */
export function mailTask<Input>(send: (payload: Payload, input: Input, attempt: number) => Promise<string>) {
  return {
    retries: MAIL_RETRIES,
    outputSchema: [{ name: 'result', type: 'text' }] satisfies Field[],
    handler: async ({ input, job, req }: { input: Input; job: Pick<Job, 'totalTried'>; req: PayloadRequest }) => {
      const attempt = Number(job.totalTried ?? 0) + 1
      return { output: { result: await sendingMail(() => send(req.payload, input, attempt)) } }
    },
  }
}

/** A lead as stored, or null once deleted or erased (its mails then go nowhere). */
export async function storedLead(payload: Payload, id: string): Promise<Lead | null> {
  const lead = await payload.findByID({ collection: LEADS, id, overrideAccess: true, depth: 0, disableErrors: true })
  return lead && !lead.erased_at ? lead : null
}

function sendLeadMail(payload: Payload, id: string, mail: MailKind, attempt: number): Promise<string> {
  return withMailClaim(payload, `${id}:${mail}`, async () => {
    const lead = await storedLead(payload, id)
    if (!lead) return 'lead-missing'
    const field = statusField(mail)
    if (lead[field] === 'sent') return 'already-sent'
    if (lead.spam) {
      await updateLead(payload, id, { [field]: 'skipped' })
      return 'skipped-spam'
    }
    if (mail === 'confirmation' && !(await takeConfirmationSlot(payload, lead.email, `lead-${id}`))) {
      await updateLead(payload, id, {
        confirmation_status: 'skipped',
        confirmation_note: `Not sent: this address already had ${CONFIRMATIONS_PER_DAY} confirmation mails in the last 24 hours.`,
      })
      return 'skipped-daily-cap'
    }
    const e = env()
    try {
      const owner = await ownerMailSettings(payload, lead.owner)
      const content = buildMail(mail, lead, { salesEmail: e.salesEmail, publicSiteUrl: e.publicSiteUrl, ...owner })
      // A quote's build goes with both mails as a PDF spec sheet, in the language of the mail it goes with.
      const sheetLocale = mail === 'sales' ? 'en' : leadLocale(lead)
      const sheet = lead.kind === 'configuration' ? await specSheetFor(lead, e.publicSiteUrl, sheetLocale) : null
      if (sheet) content.attachments = [{ ...sheet, contentType: 'application/pdf' }]
      const sent = await deliver(content, `lead-${id}-${mail}`)
      await updateLead(payload, id, {
        [field]: 'sent',
        ...(mail === 'sales'
          ? {
              delivered_at: new Date().toISOString(),
              delivery_attempts: Number(lead.delivery_attempts ?? 0) + 1,
              delivery_error: null,
            }
          : {}),
      })
      return mailSent(payload, sent)
    } catch (error) {
      return mailFailed(`${mail} mail of lead ${id}`, error, attempt, (reason, final) =>
        updateLead(payload, id, {
          ...(final ? { [field]: 'failed' } : {}),
          ...(mail === 'sales'
            ? { delivery_attempts: Number(lead.delivery_attempts ?? 0) + 1, delivery_error: reason }
            : {}),
          ...(mail === 'confirmation' && final ? { delivery_error: `Confirmation mail: ${reason}` } : {}),
        }),
      )
    }
  })
}

/** Who a lead's sales mail goes to: its owner (with the shared address in copy, as routing says), if it has one. */
export async function ownerMailSettings(payload: Payload, owner: Lead['owner']): Promise<Partial<MailSettings>> {
  const id = ownerId(owner)
  if (id === null) return {}
  const user = await payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!user) return {}
  const routing = await payload.findGlobal({ slug: 'lead-routing', depth: 0, overrideAccess: true })
  return {
    owner: { email: user.email, name: user.name || user.email },
    copySales: routing.copy_sales_address !== false,
  }
}

/** The lead's sales mail for someone else (its new owner, a sales manager), with why at the head of its subject. */
async function sendNotice(
  payload: Payload,
  lead: Lead,
  owner: Partial<MailSettings>,
  notice: NonNullable<MailSettings['notice']>,
  tag: string,
  attempt: number,
): Promise<string> {
  const e = env()
  try {
    const content = buildMail('sales', lead, {
      salesEmail: e.salesEmail,
      publicSiteUrl: e.publicSiteUrl,
      ...owner,
      notice,
    })
    return mailSent(payload, await deliver(content, `lead-${lead.id}-${tag}`))
  } catch (error) {
    return mailFailed(`${notice.kind} mail of lead ${lead.id}`, error, attempt, async () => undefined)
  }
}

/** Tells a lead's new owner it is theirs: the lead's sales mail, once per hand-over. */
function sendHandoverMail(payload: Payload, input: HandoverIO['input'], attempt: number): Promise<string> {
  return withMailClaim(payload, `${input.lead}:owner:${input.owner}:${input.at}`, async () => {
    const lead = await storedLead(payload, input.lead)
    if (!lead) return 'lead-missing'
    if (String(ownerId(lead.owner)) !== input.owner) return 'owner-changed'
    const owner = await ownerMailSettings(payload, lead.owner)
    if (!owner.owner) return 'owner-missing'
    const notice = { kind: 'handedOver' as const, to: owner.owner.email }
    return sendNotice(payload, lead, owner, notice, `owner-${input.owner}-${Date.parse(input.at)}`, attempt)
  })
}

type HandoverIO = { input: { lead: string; owner: string; at: string }; output: { result: string } }
const HANDOVER_TASK = 'leadHandover' as const

export const leadHandoverTask: TaskConfig<HandoverIO> = {
  slug: HANDOVER_TASK,
  label: 'Tell a lead’s new owner',
  inputSchema: [
    { name: 'lead', type: 'text', required: true },
    { name: 'owner', type: 'text', required: true },
    { name: 'at', type: 'text', required: true },
  ],
  ...mailTask<HandoverIO['input']>(sendHandoverMail),
}

/** Leads collection hook: a lead given to someone else in the admin tells its new owner, in the same transaction. */
export const tellNewOwner: CollectionAfterChangeHook<Lead> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update') return doc
  const now = ownerId(doc.owner)
  if (now === null || now === ownerId(previousDoc.owner) || !doc.assigned_at) return doc
  await req.payload.jobs.queue({
    task: HANDOVER_TASK,
    input: { lead: String(doc.id), owner: String(now), at: doc.assigned_at },
    queue: LEAD_QUEUE,
    req,
  })
  return doc
}

/** Who hears of an overdue lead: the sales managers, or the shared sales address while there are none. */
async function managerAddresses(payload: Payload): Promise<string[]> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { and: [{ role: { equals: 'sales' } }, { manages_sales: { equals: true } }] },
    depth: 0,
    limit: 50,
    overrideAccess: true,
  })
  return docs.length ? docs.map((u) => u.email) : [env().salesEmail]
}

type OverdueIO = { input: { lead: string }; output: { result: string } }
const OVERDUE_MAIL_TASK = 'leadOverdueMail' as const

/** Tells each sales manager, once, that a lead's first answer is overdue. */
export const leadOverdueMailTask: TaskConfig<OverdueIO> = {
  slug: OVERDUE_MAIL_TASK,
  label: 'Tell sales managers a lead is overdue',
  inputSchema: [{ name: 'lead', type: 'text', required: true }],
  ...mailTask<OverdueIO['input']>(async (payload, input, attempt) => {
    const lead = await storedLead(payload, input.lead)
    if (!lead) return 'lead-missing'
    if (lead.status !== 'new') return 'answered'
    const owner = await ownerMailSettings(payload, lead.owner)
    const results: string[] = []
    for (const to of await managerAddresses(payload)) {
      results.push(
        await withMailClaim(payload, `${input.lead}:overdue:${to}`, () =>
          sendNotice(payload, lead, owner, { kind: 'overdue', to }, `overdue-${to}`, attempt),
        ),
      )
    }
    return results.join(', ')
  }),
}

/**
 * Every 10 s: each lead still New past its answer's due time is escalated once (dated, so the next pass
 * skips it) and its managers' mail queued. Instances racing on the same lead send one mail: the mail is claimed.
 */
export const escalateOverdueTask: TaskConfig<{ input: Record<string, never>; output: { escalated: number } }> = {
  slug: 'escalateOverdueLeads',
  label: 'Escalate leads whose first answer is overdue',
  schedule: [{ cron: '*/10 * * * * *', queue: LEAD_QUEUE }],
  outputSchema: [{ name: 'escalated', type: 'number' }],
  handler: async ({ req }) => {
    const now = new Date().toISOString()
    const { docs } = await req.payload.find({
      collection: LEADS,
      where: {
        and: [
          { status: { equals: 'new' } },
          { spam: { not_equals: true } },
          { respond_by: { less_than: now } },
          { escalated_at: { exists: false } },
          { erased_at: { exists: false } },
        ],
      },
      sort: 'respond_by',
      limit: 50,
      depth: 0,
      overrideAccess: true,
    })
    for (const lead of docs) {
      await updateLead(req.payload, String(lead.id), { escalated_at: now })
      await req.payload.jobs.queue({ task: OVERDUE_MAIL_TASK, input: { lead: String(lead.id) }, queue: LEAD_QUEUE })
    }
    return { output: { escalated: docs.length } }
  },
}

/**
 * Each working morning, once the team has opened: every owner gets the list of their leads still open (not won
 * or lost). Runs every 15 s, so the list leaves within moments of opening; the day's claim per owner makes one mail, whichever run and instance sends it.
 */
export const leadDigestTask: TaskConfig<{ input: Record<string, never>; output: { result: string } }> = {
  slug: 'leadDigest',
  label: 'Morning list of open leads for each owner',
  schedule: [{ cron: '*/15 * * * * *', queue: LEAD_QUEUE }],
  outputSchema: [{ name: 'result', type: 'text' }],
  handler: async ({ req }) => {
    const payload = req.payload
    const now = new Date()
    const routing = await payload.findGlobal({ slug: 'lead-routing', depth: 0, overrideAccess: true })
    const day = digestDay(now, businessHoursOf(routing))
    if (!day) return { output: { result: 'not-the-morning' } }
    const { docs } = await payload.find({
      collection: LEADS,
      where: {
        and: [
          { status: { in: ['new', 'contacted', 'qualified'] } },
          { owner: { exists: true } },
          { spam: { not_equals: true } },
          { erased_at: { exists: false } },
        ],
      },
      depth: 0,
      limit: 1000,
      overrideAccess: true,
    })
    const byOwner = new Map<number, typeof docs>()
    for (const lead of docs) {
      const id = ownerId(lead.owner)
      if (id !== null) byOwner.set(id, [...(byOwner.get(id) ?? []), lead])
    }
    const e = env()
    const sent: string[] = []
    for (const [id, leads] of byOwner) {
      const owner = await ownerMailSettings(payload, id)
      if (!owner.owner) continue
      const person = owner.owner
      sent.push(
        await withMailClaim(payload, `digest:${day}:${id}`, async () => {
          const content = buildDigestMail(
            person,
            leads,
            day,
            { salesEmail: e.salesEmail, publicSiteUrl: e.publicSiteUrl },
            now,
          )
          return mailSent(payload, await sendingMail(() => deliver(content, `digest-${day}-${id}`)))
        }),
      )
    }
    return { output: { result: sent.join(', ') || 'no-open-leads' } }
  },
}

export const leadMailTask: TaskConfig<LeadMailIO> = {
  slug: LEAD_MAIL_TASK,
  label: 'Mail a lead',
  inputSchema: [
    { name: 'lead', type: 'text', required: true },
    { name: 'mail', type: 'select', options: ['sales', 'confirmation'], required: true },
  ],
  ...mailTask<LeadMailIO['input']>((payload, input, attempt) => sendLeadMail(payload, input.lead, input.mail, attempt)),
}

// --- running the queue ---

let running: Promise<void> | null = null
let again = false
/** Set when the server is asked to stop: no new mail starts here, and the stop waits for those in flight. */
let draining = false
let sending = 0

const isMailQueueBusy = (): boolean => running !== null

/**
 * Runs due lead-mail jobs now (after a form response, after a resend). Single-flight per process: a kick
 * during a run makes the run go round once more instead of starting a second runner.
 */
export function kickMailQueue(payload: Payload): Promise<void> {
  if (draining) return Promise.resolve()
  if (running) {
    again = true
    return running
  }
  running = (async () => {
    try {
      do {
        again = false
        // A stopping server picks no more jobs: here they would only fail and wait out a backoff.
        for (let pass = 0; pass < 50 && !draining; pass++) {
          const result = await payload.jobs.run({ queue: LEAD_QUEUE, limit: 10, silent: true })
          if ('noJobsRemaining' in result && result.noJobsRemaining) break
        }
      } while (again && !draining)
    } catch (error) {
      console.error('[leads] mail queue run failed:', error instanceof Error ? error.message : error)
    } finally {
      running = null
    }
  })()
  return running
}

const waitingJobs = (queue: string): Where => ({
  and: [
    { queue: { equals: queue } },
    { completedAt: { exists: false } },
    { hasError: { not_equals: true } },
    { processing: { equals: false } },
    { waitUntil: { greater_than: new Date().toISOString() } },
  ],
})

/** A queue's jobs waiting out a backoff become due now: what they wait for works again, so they need not wait hours. */
export async function releaseWaitingJobs(payload: Payload, queue = LEAD_QUEUE): Promise<number> {
  const released = await payload.update({
    collection: JOBS,
    where: waitingJobs(queue),
    data: { waitUntil: new Date().toISOString() },
    overrideAccess: true,
    depth: 0,
  })
  return released.docs.length
}

let lastRelease = 0
function noteMailSuccess(payload: Payload): void {
  if (Date.now() - lastRelease < 15_000) return
  lastRelease = Date.now()
  void releaseWaitingJobs(payload)
    .then((n) => {
      if (n > 0) again = true
    })
    .catch(() => undefined)
}

let lastProbe = 0

/**
 * Called by the autoRun cron before each tick: while jobs wait out a backoff, probe SMTP once a minute
 * and release them as soon as it answers. Returns whether the cron should run the queue (not while a kick
 * is already running it).
 */
export async function maintainMailQueue(payload: Payload): Promise<boolean> {
  if (draining) return false
  const now = Date.now()
  try {
    if (now - lastProbe > 60_000) {
      const waiting = await payload.count({ collection: JOBS, where: waitingJobs(LEAD_QUEUE), overrideAccess: true })
      if (waiting.totalDocs > 0) {
        lastProbe = now
        if (await verifySmtp()) await releaseWaitingJobs(payload)
      }
    }
  } catch (error) {
    console.error('[leads] mail queue maintenance failed:', error instanceof Error ? error.message : error)
  }
  return !isMailQueueBusy()
}

/**
 * Before the server stops: start no more mail here and wait (at most `timeoutMs`) for the mails being
 * sent, so none is cut between the SMTP server's acceptance and the lead's 'sent' mark.
 */
export async function drainMailQueue(timeoutMs: number): Promise<void> {
  draining = true
  const until = Date.now() + timeoutMs
  while ((sending > 0 || running) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 25))
}
