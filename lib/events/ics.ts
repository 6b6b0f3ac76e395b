import { createEvent } from 'ics'

/** A booking as a calendar invitation (RFC 5545), built with the `ics` package. */

export interface Invitation {
  /** Stable for the booking: a move or a cancellation replaces the same entry in the visitor's calendar. */
  uid: string
  /** Raised on each change, so calendars take the newest. */
  sequence: number
  start: Date
  minutes: number
  title: string
  location: string
  description: string
  url: string
  organizer: { name: string; email: string }
  attendee: string
  cancelled: boolean
}

export function invitationIcs(invite: Invitation): string {
  const { error, value } = createEvent({
    uid: invite.uid,
    sequence: invite.sequence,
    method: invite.cancelled ? 'CANCEL' : 'REQUEST',
    status: invite.cancelled ? 'CANCELLED' : 'CONFIRMED',
    start: invite.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: invite.minutes },
    title: invite.title,
    location: invite.location,
    description: invite.description,
    url: invite.url,
    organizer: invite.organizer,
    attendees: [
      { name: invite.attendee, email: invite.attendee, rsvp: false, partstat: 'ACCEPTED', role: 'REQ-PARTICIPANT' },
    ],
    productId: 'wama-yachts/events',
  })
  if (error || !value) throw new Error(`calendar invitation not built: ${error?.message ?? 'empty'}`)
  return value
}
