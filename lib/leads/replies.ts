import type {
  CollectionAfterChangeHook,
  CollectionBeforeChangeHook,
  CollectionBeforeDeleteHook,
  Payload,
  TaskConfig,
} from 'payload'

import type { LeadReply } from '@/lib/cms/payload-types'

import { env } from '../env'

import { storedLead } from './jobs'
import { MAIL_QUEUE, mailFailed, mailSent, mailTask } from '@/lib/mail/queue'
import { withMailClaim } from '@/lib/mail/claims'
import { buildReplyMail, leadLocale } from './mail-content'
import { deliver } from '@/lib/mail/mailer'
import { relatedId } from './routing'

/**
 * A sales person's answer to a lead, written in the lead view (from a template in the lead's language) and
 * kept on the lead: stored first, then mailed by a retrying job, from the site's address with its author as
 * Reply-To, so the visitor's answer reaches them. The first reply moves a New lead on, which stops its clock.
 */

const REPLY_TASK = 'leadReply' as const
type ReplyIO = { input: { reply: string }; output: { result: string } }

async function updateReply(payload: Payload, id: string, data: Partial<LeadReply>): Promise<void> {
  await payload.update({ collection: 'lead-replies', id, data, overrideAccess: true, depth: 0 })
}

function sendReply(payload: Payload, input: ReplyIO['input'], attempt: number): Promise<string> {
  return withMailClaim(payload, `reply:${input.reply}`, async () => {
    const reply = await payload.findByID({
      collection: 'lead-replies',
      id: input.reply,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    if (!reply) return 'reply-missing'
    if (reply.status === 'sent') return 'already-sent'
    const lead = await storedLead(payload, String(relatedId(reply.lead)))
    const authorId = relatedId(reply.author)
    const author =
      authorId === null
        ? null
        : await payload.findByID({
            collection: 'users',
            id: authorId,
            depth: 0,
            overrideAccess: true,
            disableErrors: true,
          })
    const from = author ?? { email: env().salesEmail }
    if (!lead) return 'lead-missing'
    try {
      const sent = await deliver(buildReplyMail(reply, lead.email, from, leadLocale(lead)), `reply-${reply.id}`)
      await updateReply(payload, input.reply, { status: 'sent', sent_at: new Date().toISOString(), error: null })
      return mailSent(payload, sent)
    } catch (error) {
      return mailFailed(`reply ${reply.id} to lead ${lead.id}`, error, attempt, (reason, final) =>
        updateReply(payload, input.reply, { error: reason, ...(final ? { status: 'failed' } : {}) }),
      )
    }
  })
}

export const leadReplyTask: TaskConfig<ReplyIO> = {
  slug: REPLY_TASK,
  label: 'Mail a reply to a lead',
  inputSchema: [{ name: 'reply', type: 'text', required: true }],
  ...mailTask<ReplyIO['input']>(sendReply),
}

/** A new reply is its author's, in the lead's language, waiting to be mailed. */
export const stampReply: CollectionBeforeChangeHook<LeadReply> = ({ data, operation, req }) => {
  if (operation !== 'create') return data
  return { ...data, author: req.user?.id ?? null, status: 'pending', sent_at: null, error: null }
}

/** In the reply's own transaction: its mail is queued, and a New lead is marked Contacted (its clock stops). */
export const queueReply: CollectionAfterChangeHook<LeadReply> = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  await req.payload.jobs.queue({ task: REPLY_TASK, input: { reply: String(doc.id) }, queue: MAIL_QUEUE, req })
  const leadId = relatedId(doc.lead)
  if (leadId === null) return doc
  const lead = await req.payload.findByID({ collection: 'leads', id: leadId, depth: 0, overrideAccess: true, req })
  if (lead.status === 'new') {
    await req.payload.update({
      collection: 'leads',
      id: leadId,
      data: { status: 'contacted' },
      overrideAccess: true,
      depth: 0,
      req,
    })
  }
  return doc
}

/** Leads collection hook: a lead deleted takes its replies with it, in the same transaction. */
export const deleteReplies: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'lead-replies', where: { lead: { equals: id } }, overrideAccess: true, req })
}
