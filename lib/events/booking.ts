import type { Payload } from 'payload'

import type { Event, Lead } from '@/lib/cms/payload-types'

import { openSlots, seatOf, type Slot } from './slots'

/**
 * Places on a slot. Each booking holds a seat named `<slot>#<n>` for n from 1 to the slot's places, and the seat
 * is unique in the database: two requests (or two servers) after the last place both try the same seat, the
 * database keeps one, and the other finds the slot full. A cancelled booking gives its seat back.
 */

/** Bookings holding a place, per slot id, among `slots`. */
export async function takenPlaces(payload: Payload, slots: readonly string[]): Promise<Map<string, number[]>> {
  const taken = new Map<string, number[]>()
  if (!slots.length) return taken
  const { docs } = await payload.find({
    collection: 'leads',
    where: { and: [{ slot: { in: slots } }, { seat: { exists: true } }] },
    select: { slot: true, seat: true },
    depth: 0,
    limit: 10_000,
    pagination: false,
    overrideAccess: true,
  })
  for (const { slot, seat } of docs) {
    const n = Number(seat?.split('#')[1])
    if (slot && Number.isInteger(n)) taken.set(slot, [...(taken.get(slot) ?? []), n])
  }
  return taken
}

export type SeatOutcome<T> = { ok: true; value: T } | { ok: false }

/**
 * Runs `write` with a free seat of `slot` until the database takes one, or says the slot is full. Each refusal
 * is a seat another request took first; the free ones are read again before the next try.
 */
export async function withFreeSeat<T>(
  payload: Payload,
  slot: Slot,
  write: (seat: string) => Promise<T>,
): Promise<SeatOutcome<T>> {
  for (let round = 0; round <= slot.capacity; round++) {
    const taken = new Set((await takenPlaces(payload, [slot.id])).get(slot.id))
    const free = Array.from({ length: slot.capacity }, (_, i) => i + 1).filter((n) => !taken.has(n))
    if (!free.length) return { ok: false }
    // A random free seat: concurrent bookings rarely pick the same one, so few of them go round again.
    const n = free[Math.floor(Math.random() * free.length)] ?? free[0]
    if (n === undefined) return { ok: false }
    try {
      return { ok: true, value: await write(seatOf(slot.id, n)) }
    } catch (error) {
      // The unique index refused the seat: another booking holds it now. (Asked of the database rather than told
      // by the error's class, which the database adapters word differently.)
      const holders = (await takenPlaces(payload, [slot.id])).get(slot.id) ?? []
      if (!holders.includes(n)) throw error
    }
  }
  return { ok: false }
}

/** The event a slot id belongs to, with the slot, if it is still open for booking. */
export async function findOpenSlot(
  payload: Payload,
  eventId: number,
  slotId: string,
  locale?: Lead['locale'],
): Promise<{ event: Event; slot: Slot } | null> {
  const event = await payload.findByID({
    collection: 'events',
    id: eventId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    ...(locale ? { locale } : {}),
  })
  const slot = event ? openSlots(event).find((s) => s.id === slotId) : undefined
  return event && slot ? { event, slot } : null
}
