import 'server-only'

import { after } from 'next/server'

import { env } from '@/lib/env'
import { jsonError } from '@/lib/http/json'
import { consentRecord } from '@/lib/leads/consent'
import { storedLead } from '@/lib/leads/jobs'
import { kickMailQueue } from '@/lib/mail/queue'
import { formEndpoint, json } from '@/lib/leads/pipeline'
import { findYacht, visit } from '@/lib/leads/routes'
import { contentHash, storeLead } from '@/lib/leads/store'
import { wording } from '@/lib/leads/wording'

import { findOpenSlot, withFreeSeat } from './booking'
import { bookingChangeSchema, bookingRequestSchema } from './schemas'
import { openBookingToken } from './token'

/**
 * POST /api/events/book: a visitor books a slot. The booking is a lead of kind appointment, stored with one of
 * the slot's seats; when none is left the visitor is told so (409) and nothing is kept.
 * POST /api/events/booking: the booking's own page moves it to another slot of its event, or cancels it.
 */

const relatedId = (value: unknown) => (typeof value === 'object' && value !== null && 'id' in value ? value.id : value)

export const bookEvent = formEndpoint({
  family: 'booking',
  parse: (body) => bookingRequestSchema.safeParse(body),
  handle: async (input, ctx) => {
    const t = wording(ctx.locale, 'Events')
    const open = await findOpenSlot(ctx.payload, input.event, input.slot)
    if (!open) return jsonError(409, t('slotGone'))
    // The same address booking the same time again is the same booking (a second tab, a retry after a lost answer).
    const again = await ctx.payload.find({
      collection: 'leads',
      where: {
        and: [{ slot: { equals: input.slot } }, { email: { equals: input.email } }, { seat: { exists: true } }],
      },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const held = again.docs[0]
    if (held) return json({ ok: true, id: held.id, startsAt: open.slot.starts_at }, 200)

    const english = await ctx.payload.findByID({
      collection: 'events',
      id: input.event,
      depth: 0,
      locale: 'en',
      overrideAccess: true,
      select: { title: true },
    })
    const yacht = input.yacht ? await findYacht(ctx.locale, '', input.yacht) : null
    const now = new Date().toISOString()
    const booked = await withFreeSeat(ctx.payload, open.slot, (seat) =>
      storeLead(ctx.payload, {
        kind: 'appointment',
        name: input.name,
        email: input.email,
        phone: input.phone || undefined,
        yacht: yacht?.name,
        // What sales read first: the event, in English like the rest of their mail.
        interest: english.title,
        event: input.event,
        slot: input.slot,
        slot_starts_at: open.slot.starts_at,
        seat,
        booking_status: 'booked',
        booked_at: now,
        booking_version: 0,
        ...consentRecord('reply', t('consent')),
        content_hash: contentHash('appointment', input.email, input.slot),
        ...visit(ctx),
      }),
    )
    if (!booked.ok) return jsonError(409, t('slotFull'))
    after(() => kickMailQueue(ctx.payload))
    return json({ ok: true, id: booked.value.id, startsAt: open.slot.starts_at }, booked.value.duplicate ? 200 : 201)
  },
})

export const changeBooking = formEndpoint({
  family: 'booking',
  parse: (body) => bookingChangeSchema.safeParse(body),
  handle: async (input, ctx) => {
    const t = wording(ctx.locale, 'Events')
    const e = env()
    const id = openBookingToken(input.token, e.payloadSecret)
    const lead = id === null ? null : await storedLead(ctx.payload, String(id))
    if (!lead || lead.kind !== 'appointment') return jsonError(404, t('invalidLink'))
    const done = (status: string) => {
      after(() => kickMailQueue(ctx.payload))
      return json({ ok: true, status })
    }
    if (input.action === 'cancel') {
      if (lead.booking_status !== 'booked') return json({ ok: true, status: lead.booking_status })
      await ctx.payload.update({
        collection: 'leads',
        id: lead.id,
        data: { booking_status: 'cancelled' },
        overrideAccess: true,
        depth: 0,
      })
      return done('cancelled')
    }
    const eventId = Number(relatedId(lead.event))
    const open =
      input.slot && lead.booking_status === 'booked' ? await findOpenSlot(ctx.payload, eventId, input.slot) : null
    if (!open) return jsonError(409, t('slotGone'))
    if (open.slot.id === lead.slot) return json({ ok: true, status: 'booked' })
    const moved = await withFreeSeat(ctx.payload, open.slot, (seat) =>
      ctx.payload.update({
        collection: 'leads',
        id: lead.id,
        data: {
          seat,
          slot: open.slot.id,
          slot_starts_at: open.slot.starts_at,
          booked_at: new Date().toISOString(),
          reminded_at: null,
          booking_version: Number(lead.booking_version ?? 0) + 1,
        },
        overrideAccess: true,
        depth: 0,
      }),
    )
    if (!moved.ok) return jsonError(409, t('slotFull'))
    return done('moved')
  },
})
