import type { Event } from '@/lib/cms/payload-types'

/** A slot's places, as pure functions: which slots are open, how a seat is named, how many are left. */

export type Slot = NonNullable<Event['slots']>[number] & { id: string }

/** The slots of an event a visitor may still book: with an id, starting after `now`. */
export function openSlots(event: Pick<Event, 'slots'>, now = Date.now()): Slot[] {
  return (event.slots ?? []).filter((s): s is Slot => Boolean(s.id) && Date.parse(s.starts_at) > now)
}

export const seatOf = (slot: string, n: number) => `${slot}#${n}`

export const placesLeft = (slot: Pick<Slot, 'capacity'>, taken: readonly number[] = []) =>
  Math.max(0, slot.capacity - taken.filter((n) => n <= slot.capacity).length)
