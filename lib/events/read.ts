import 'server-only'

import { unstable_cache } from 'next/cache'

import type { Event } from '@/lib/cms/payload-types'
import { TAGS, tagsIn } from '@/lib/cms/tags'
import type { Locale } from '@/lib/i18n/config'
import { leadsPayload } from '@/lib/leads/runtime'

import { takenPlaces } from './booking'
import { openSlots, placesLeft } from './slots'

/** What `/events` shows: events still to come, each open slot with its places left. */

interface OpenSlot {
  id: string
  startsAt: string
  timeZone: string
  minutes: number
  placesLeft: number
}

export interface UpcomingEvent extends Pick<Event, 'id' | 'title' | 'kind' | 'place' | 'stand' | 'description'> {
  startsOn: string
  endsOn: string
  updatedAt: string
  slots: OpenSlot[]
}

/** Slots end up in the past without anyone saving: the list is read again at least this often (seconds). */
const STALE_AFTER = 300

async function loadUpcoming(locale: Locale, now: number): Promise<UpcomingEvent[]> {
  const payload = await leadsPayload()
  const today = new Date(now)
  today.setUTCHours(0, 0, 0, 0)
  const { docs } = await payload.find({
    collection: 'events',
    where: { ends_on: { greater_than_equal: today.toISOString() } },
    sort: 'starts_on',
    locale,
    depth: 0,
    limit: 50,
    overrideAccess: true,
  })
  const slotsOf = new Map(docs.map((event) => [event.id, openSlots(event, now)]))
  const taken = await takenPlaces(
    payload,
    [...slotsOf.values()].flat().map((s) => s.id),
  )
  return docs.map((event) => ({
    id: event.id,
    title: event.title,
    kind: event.kind,
    place: event.place,
    stand: event.stand,
    description: event.description,
    startsOn: event.starts_on,
    endsOn: event.ends_on,
    updatedAt: event.updatedAt,
    slots: (slotsOf.get(event.id) ?? [])
      .sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at))
      .map((slot) => ({
        id: slot.id,
        startsAt: slot.starts_at,
        timeZone: slot.starts_at_tz,
        minutes: slot.minutes,
        placesLeft: placesLeft(slot, taken.get(slot.id)),
      })),
  }))
}

export function upcomingEvents(locale: Locale): Promise<UpcomingEvent[]> {
  const tags = tagsIn([TAGS.events], [locale])
  return unstable_cache(() => loadUpcoming(locale, Date.now()), ['events', ...tags], {
    tags,
    revalidate: STALE_AFTER,
  })()
}

/** One event's open slots with their places, read now (the booking page must not offer a full slot). */
export async function eventNow(id: number, locale: Locale): Promise<UpcomingEvent | null> {
  const all = await loadUpcoming(locale, Date.now())
  return all.find((e) => e.id === id) ?? null
}
