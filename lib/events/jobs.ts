import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import type { Event, Lead } from '@/lib/cms/payload-types'
import { env } from '@/lib/env'
import { TUNIS_TIME_ZONE } from '@/lib/i18n/config'
import { ownerMailSettings, storedLead } from '@/lib/leads/jobs'
import { createClaim, withMailClaim } from '@/lib/mail/claims'
import { MAIL_QUEUE, mailFailed, mailSent, mailTask } from '@/lib/mail/queue'
import { leadLocale } from '@/lib/leads/mail-content'
import { deliver } from '@/lib/mail/mailer'

import { BOOKING_CHANGES, buildBookingMail, type BookedSlot, type BookingChange } from './mail'
import { bookingUrl } from './token'

/** A booking's mails to its visitor, each once, from the durable queue; and the reminder the day before. */

const BOOKING_MAIL_TASK = 'bookingMail' as const
type BookingMailIO = { input: { lead: string; change: BookingChange; version: number }; output: { result: string } }

export async function queueBookingMail(
  payload: Payload,
  lead: Pick<Lead, 'id' | 'booking_version'>,
  change: BookingChange,
  req?: PayloadRequest,
): Promise<void> {
  await payload.jobs.queue({
    task: BOOKING_MAIL_TASK,
    input: { lead: String(lead.id), change, version: Number(lead.booking_version ?? 0) },
    queue: MAIL_QUEUE,
    req,
  })
}

const relatedId = (value: Lead['event']) => (typeof value === 'object' && value !== null ? value.id : value)

/** The event and slot a booking holds, read in the visitor's language; null once the event is deleted. */
async function bookingDetails(payload: Payload, lead: Lead): Promise<{ event: Event; slot: BookedSlot } | null> {
  const id = relatedId(lead.event)
  if (!id || !lead.slot_starts_at) return null
  const event = await payload.findByID({
    collection: 'events',
    id,
    depth: 0,
    locale: leadLocale(lead),
    overrideAccess: true,
    disableErrors: true,
  })
  if (!event) return null
  const row = event.slots?.find((s) => s.id === lead.slot)
  return {
    event,
    slot: {
      startsAt: lead.slot_starts_at,
      minutes: row?.minutes ?? 45,
      timeZone: row?.starts_at_tz ?? TUNIS_TIME_ZONE,
    },
  }
}

async function sendBookingMail(payload: Payload, input: BookingMailIO['input'], attempt: number): Promise<string> {
  const mail = `${input.lead}:booking:${input.change}:${input.version}`
  return withMailClaim(payload, mail, async () => {
    const lead = await storedLead(payload, input.lead)
    if (!lead) return 'lead-missing'
    // Kept after the send: two servers scheduling the same reminder, one after the other, send it once. The
    // lead's creation time tells it from a later lead given the same number.
    const sentMark = `sent:${mail}:${Date.parse(lead.createdAt)}`
    if ((await payload.count({ collection: 'mail-claims', where: { key: { equals: sentMark } } })).totalDocs > 0) {
      return 'already-sent'
    }
    // A later change has its own mail: this one would tell the visitor something no longer true.
    if (Number(lead.booking_version ?? 0) !== input.version) return 'superseded'
    if (input.change !== 'cancelled' && lead.booking_status !== 'booked') return 'cancelled-since'
    const details = await bookingDetails(payload, lead)
    if (!details) return 'event-missing'
    const e = env()
    const owner = await ownerMailSettings(payload, lead.owner)
    const locale = leadLocale(lead)
    try {
      const content = buildBookingMail(input.change, lead, details.event, details.slot, locale, {
        publicSiteUrl: e.publicSiteUrl,
        salesEmail: e.salesEmail,
        replyTo: owner.owner?.email ?? e.salesEmail,
        manageUrl: bookingUrl(lead.id, locale, { publicSiteUrl: e.publicSiteUrl, secret: e.payloadSecret }),
      })
      const sent = await deliver(content, `lead-${lead.id}-booking-${input.change}-${input.version}`)
      await createClaim(payload, sentMark, 'sent')
      if (input.change === 'booked') {
        await payload.update({
          collection: 'leads',
          id: lead.id,
          data: { confirmation_status: 'sent' },
          overrideAccess: true,
          depth: 0,
          context: { leadMail: true },
        })
      }
      return mailSent(payload, sent)
    } catch (error) {
      return mailFailed(`${input.change} mail of booking ${lead.id}`, error, attempt, async (reason, final) => {
        if (final && input.change === 'booked') {
          await payload.update({
            collection: 'leads',
            id: lead.id,
            data: { confirmation_status: 'failed', delivery_error: `Booking mail: ${reason}` },
            overrideAccess: true,
            depth: 0,
            context: { leadMail: true },
          })
        }
      })
    }
  })
}

export const bookingMailTask: TaskConfig<BookingMailIO> = {
  slug: BOOKING_MAIL_TASK,
  label: 'Mail a booking to its visitor',
  inputSchema: [
    { name: 'lead', type: 'text', required: true },
    { name: 'change', type: 'select', options: [...BOOKING_CHANGES], required: true },
    { name: 'version', type: 'number', required: true },
  ],
  ...mailTask<BookingMailIO['input']>(sendBookingMail),
}

/**
 * Every 10 s: bookings whose time is now within the reminder's reach (BOOKING_REMINDER_MINUTES, a day by
 * default) are dated, so no run takes them again, and those booked before that moment get their reminder.
 */
export const bookingReminderTask: TaskConfig<{ input: Record<string, never>; output: { reminded: number } }> = {
  slug: 'remindBookings',
  label: 'Remind visitors of their booking the day before',
  schedule: [{ cron: '*/10 * * * * *', queue: MAIL_QUEUE }],
  outputSchema: [{ name: 'reminded', type: 'number' }],
  handler: async ({ req }) => {
    const now = Date.now()
    const reach = env().bookingReminderMs
    const { docs } = await req.payload.find({
      collection: 'leads',
      where: {
        and: [
          { kind: { equals: 'appointment' } },
          { booking_status: { equals: 'booked' } },
          { reminded_at: { exists: false } },
          { erased_at: { exists: false } },
          { slot_starts_at: { greater_than: new Date(now).toISOString() } },
          { slot_starts_at: { less_than_equal: new Date(now + reach).toISOString() } },
        ],
      },
      depth: 0,
      limit: 100,
      overrideAccess: true,
    })
    let reminded = 0
    for (const lead of docs) {
      await req.payload.update({
        collection: 'leads',
        id: lead.id,
        data: { reminded_at: new Date(now).toISOString() },
        overrideAccess: true,
        depth: 0,
        context: { leadMail: true },
      })
      const due = Date.parse(lead.slot_starts_at ?? '') - reach
      if (Date.parse(lead.booked_at ?? lead.createdAt) < due) {
        await queueBookingMail(req.payload, lead, 'reminder')
        reminded++
      }
    }
    return { output: { reminded } }
  },
}
