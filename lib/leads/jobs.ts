import type { CollectionAfterChangeHook, CollectionSlug, Payload, PayloadRequest, TaskConfig } from 'payload'

import { env } from '../env'

import type { Lead } from '@/lib/cms/payload-types'
import { withMailClaim } from '@/lib/mail/claims'
import { CONFIRMATIONS_PER_DAY, takeConfirmationSlot } from '@/lib/mail/confirmation-cap'
import { deliver } from '@/lib/mail/mailer'
import { MAIL_QUEUE, mailFailed, mailSent, mailTask, sendingMail } from '@/lib/mail/queue'
import { buildDigestMail, buildMail, leadLocale, type MailKind, type MailSettings } from './mail-content'
import { digestDay } from './response-clock'
import { businessHoursOf, ownerId } from './routing'
import { specSheetFor } from './spec-sheet'

/**
 * A lead's mails and the work around them, as jobs of the mail queue: its two mails (sales, confirmation) queued
 * in the same transaction as the lead itself (afterChange hook), the new owner's and the overdue notices, the
 * escalation of leads left unanswered and each owner's morning digest.
 */

const LEAD_MAIL_TASK = 'leadMail' as const
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
  await payload.jobs.queue({ task: LEAD_MAIL_TASK, input: { lead: String(lead), mail }, queue: MAIL_QUEUE, req })
}

/** Leads collection hook: a new, non-spam lead gets its mails queued inside the create transaction. */
export const queueMailsOnCreate: CollectionAfterChangeHook<Lead> = async ({ doc, operation, req }) => {
  if (operation !== 'create' || doc.spam) return doc
  await queueLeadMail(req.payload, doc.id, 'sales', req)
  // A booking's visitor gets the booking's own mail, with its calendar entry (lib/events/jobs.ts).
  if (doc.kind !== 'appointment') await queueLeadMail(req.payload, doc.id, 'confirmation', req)
  return doc
}

async function updateLead(payload: Payload, id: string, data: Record<string, unknown>): Promise<void> {
  await payload.update({ collection: LEADS, id, data, overrideAccess: true, depth: 0, context: { leadMail: true } })
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
    queue: MAIL_QUEUE,
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
  schedule: [{ cron: '*/10 * * * * *', queue: MAIL_QUEUE }],
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
      await req.payload.jobs.queue({ task: OVERDUE_MAIL_TASK, input: { lead: String(lead.id) }, queue: MAIL_QUEUE })
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
  schedule: [{ cron: '*/15 * * * * *', queue: MAIL_QUEUE }],
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
