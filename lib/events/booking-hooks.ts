import { ValidationError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook } from 'payload'

import { expireTags } from '@/lib/cache/expire'
import { SKIP_REVALIDATE } from '@/lib/cms/hooks/revalidate'
import type { Lead } from '@/lib/cms/payload-types'
import { TAGS, tagsIn } from '@/lib/cms/tags'
import { LOCALES } from '@/lib/i18n/config'

import { queueBookingMail } from './jobs'
import type { BookingChange } from './mail'

/**
 * A booking set to cancelled (by its visitor or by sales) gives its place back, and is a new version of itself.
 * Its place may be someone else's by then: a cancelled booking is not set back to booked; the visitor books again.
 */
export const freeCancelledSeat: CollectionBeforeChangeHook<Lead> = ({ data, originalDoc, operation }) => {
  if (operation !== 'update' || !originalDoc?.booking_status || !data.booking_status) return data
  if (originalDoc.booking_status === 'cancelled' && data.booking_status === 'booked') {
    throw new ValidationError({
      collection: 'leads',
      errors: [
        {
          path: 'booking_status',
          message: 'A cancelled booking stays cancelled: its place may be taken. The visitor books a time again.',
        },
      ],
    })
  }
  return data.booking_status === 'cancelled' && originalDoc.booking_status === 'booked'
    ? { ...data, seat: null, booking_version: Number(originalDoc.booking_version ?? 0) + 1 }
    : data
}

function changeOf(doc: Lead, previous: Lead | undefined, operation: 'create' | 'update'): BookingChange | null {
  if (doc.kind !== 'appointment' || doc.spam) return null
  if (operation === 'create') return doc.booking_status === 'booked' ? 'booked' : null
  if (!previous || doc.erased_at) return null
  if (doc.booking_status === 'cancelled' && previous.booking_status === 'booked') return 'cancelled'
  if (doc.booking_status === 'booked' && doc.slot !== previous.slot) return 'moved'
  return null
}

/**
 * A booking made, moved or cancelled: its visitor's mail is queued in the same transaction, and the events page
 * shows the places as they now are.
 */
export const bookingChanged: CollectionAfterChangeHook<Lead> = async ({ doc, previousDoc, operation, req }) => {
  const change = changeOf(doc, previousDoc, operation)
  if (!change) return doc
  await queueBookingMail(req.payload, doc, change, req)
  if (!req.context?.[SKIP_REVALIDATE]) await expireTags(tagsIn([TAGS.events], LOCALES)).catch(() => undefined)
  return doc
}
