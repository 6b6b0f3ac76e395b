import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, Payload, TaskConfig } from 'payload'

import type { Subscriber } from '@/lib/cms/payload-types'

import { CONFIRMATIONS_PER_DAY, takeConfirmationSlot } from '@/lib/mail/confirmation-cap'
import { MAIL_QUEUE, mailFailed, mailSent, mailTask } from '@/lib/mail/queue'
import { withMailClaim } from '@/lib/mail/claims'
import { deliver } from '@/lib/mail/mailer'
import { buildSubscriberMail, linkSettings } from './newsletter'

/**
 * The confirmation mail of a newsletter subscriber, on the lead mails' queue: queued in the transaction
 * that asks for it, retried while SMTP is away, sent once however many servers run the queue, and its
 * outcome kept on the subscriber.
 */

const SUBSCRIBER_MAIL_TASK = 'subscriberMail' as const
type SubscriberMailIO = { input: { subscriber: string }; output: { result: string } }

/** Each status change is dated: when an address was confirmed, when it left. */
export const stampSubscriberStatus: CollectionBeforeChangeHook<Subscriber> = ({ data, originalDoc }) => {
  const now = new Date().toISOString()
  if (data.status === 'subscribed' && originalDoc?.status !== 'subscribed') return { ...data, confirmed_at: now }
  if (data.status === 'unsubscribed' && originalDoc?.status !== 'unsubscribed') return { ...data, unsubscribed_at: now }
  if (data.status === 'pending' && originalDoc?.status !== 'pending') {
    // A new request starts a new record of consent: the dates of an earlier one no longer describe it.
    return {
      ...data,
      confirmation_requested_at: now,
      confirmed_at: null,
      unsubscribed_at: null,
      mail_status: 'pending',
      mail_error: null,
    }
  }
  return data
}

/** A new address awaiting confirmation (or one asking again) gets its mail queued with the change that asks. */
export const queueSubscriberMail: CollectionAfterChangeHook<Subscriber> = async ({ doc, previousDoc, req }) => {
  if (doc.status !== 'pending' || doc.mail_status !== 'pending') return doc
  if (previousDoc?.status === 'pending' && previousDoc.mail_status === 'pending') return doc
  await req.payload.jobs.queue({
    task: SUBSCRIBER_MAIL_TASK,
    input: { subscriber: String(doc.id) },
    queue: MAIL_QUEUE,
    req,
  })
  return doc
}

async function record(payload: Payload, id: string, data: Partial<Subscriber>): Promise<void> {
  await payload.update({ collection: 'subscribers', id, data, overrideAccess: true, depth: 0 })
}

function mailSubscriber(payload: Payload, id: string, attempt: number): Promise<string> {
  return withMailClaim(payload, `subscriber-${id}`, async () => {
    const subscriber = await payload.findByID({
      collection: 'subscribers',
      id,
      overrideAccess: true,
      depth: 0,
      disableErrors: true,
    })
    if (!subscriber) return 'subscriber-missing'
    if (subscriber.status !== 'pending') return 'not-awaiting-confirmation'
    if (subscriber.mail_status === 'sent') return 'already-sent'
    // One Message-ID per request to confirm: a resend after a crash is the same message to the mailbox.
    const requested = Date.parse(subscriber.confirmation_requested_at ?? subscriber.createdAt)
    if (!(await takeConfirmationSlot(payload, subscriber.email, `subscriber-${id}-${requested.toString(36)}`))) {
      await record(payload, id, {
        mail_status: 'failed',
        mail_error: `Not sent: this address already had ${CONFIRMATIONS_PER_DAY} confirmation mails in the last 24 hours.`,
      })
      return 'skipped-daily-cap'
    }
    try {
      const content = buildSubscriberMail(subscriber, linkSettings())
      const sent = await deliver(content, `subscriber-${id}-${requested.toString(36)}`)
      await record(payload, id, { mail_status: 'sent', mail_error: null })
      return mailSent(payload, sent)
    } catch (error) {
      return mailFailed(`confirmation mail of subscriber ${id}`, error, attempt, (reason, final) =>
        record(payload, id, { mail_error: reason, ...(final ? { mail_status: 'failed' } : {}) }),
      )
    }
  })
}

export const subscriberMailTask: TaskConfig<SubscriberMailIO> = {
  slug: SUBSCRIBER_MAIL_TASK,
  label: 'Mail a newsletter subscriber',
  inputSchema: [{ name: 'subscriber', type: 'text', required: true }],
  ...mailTask<SubscriberMailIO['input']>((payload, input, attempt) =>
    mailSubscriber(payload, input.subscriber, attempt),
  ),
}
