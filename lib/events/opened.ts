import 'server-only'

import type { Event } from '@/lib/cms/payload-types'
import { env } from '@/lib/env'
import { TUNIS_TIME_ZONE, type Locale } from '@/lib/i18n/config'
import { storedLead } from '@/lib/leads/jobs'
import { leadsPayload } from '@/lib/leads/runtime'

import { slotTime, zoneName } from './format'
import { placeLine } from './mail'
import { eventNow } from './read'
import { openBookingToken } from './token'

/** A booking as its own page shows it, opened by the token of its mails' link; null when the link opens none. */
export interface OpenedBooking {
  kind: Event['kind']
  title: string
  time: string
  place: string
  state: 'booked' | 'cancelled' | 'past'
  /** The event's other times with a free place, for a booking that can still move. */
  others: Array<{ id: string; time: string; placesLeft: number }>
}

const timeIn = (iso: string, timeZone: string, locale: Locale) =>
  `${slotTime(iso, timeZone, locale)} (${zoneName(iso, timeZone, locale)})`

export async function openedBooking(token: unknown, locale: Locale, now = Date.now()): Promise<OpenedBooking | null> {
  const id = openBookingToken(token, env().payloadSecret)
  if (id === null) return null
  const payload = await leadsPayload()
  const lead = await storedLead(payload, String(id))
  const eventId = typeof lead?.event === 'object' && lead.event ? lead.event.id : lead?.event
  if (!lead || lead.kind !== 'appointment' || !lead.slot_starts_at || typeof eventId !== 'number') return null
  const event = await payload.findByID({
    collection: 'events',
    id: eventId,
    locale,
    depth: 0,
    disableErrors: true,
    overrideAccess: true,
  })
  if (!event) return null
  const slot = event.slots?.find((s) => s.id === lead.slot)
  const state =
    lead.booking_status !== 'booked' ? 'cancelled' : Date.parse(lead.slot_starts_at) <= now ? 'past' : 'booked'
  const open = state === 'booked' ? await eventNow(event.id, locale) : null
  return {
    kind: event.kind,
    title: event.title,
    time: timeIn(lead.slot_starts_at, slot?.starts_at_tz ?? TUNIS_TIME_ZONE, locale),
    place: placeLine(event, locale),
    state,
    others: (open?.slots ?? [])
      .filter((s) => s.id !== lead.slot && s.placesLeft > 0)
      .map((s) => ({ id: s.id, time: timeIn(s.startsAt, s.timeZone, locale), placesLeft: s.placesLeft })),
  }
}
