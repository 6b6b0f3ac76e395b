/** The words of an event's record: its kinds and a booking's states. */

export const EVENT_KINDS = ['boat-show', 'sea-trial'] as const
export type EventKind = (typeof EVENT_KINDS)[number]

export const EVENT_KIND_LABELS: Record<EventKind, string> = {
  'boat-show': 'Boat show',
  'sea-trial': 'Sea-trial day',
}

/** The clocks of the places WAMA sails and shows at, the yard's first: a slot is entered and read on one of them. */
export const EVENT_TIME_ZONES = [
  { value: 'Africa/Tunis', label: 'Tunis, the yard (UTC+1)' },
  { value: 'Europe/Paris', label: 'Cannes, Monaco, Paris (UTC+1, summer +2)' },
  { value: 'Europe/Rome', label: 'Genoa, Rome (UTC+1, summer +2)' },
  { value: 'Europe/Madrid', label: 'Palma, Barcelona (UTC+1, summer +2)' },
  { value: 'Europe/Athens', label: 'Athens (UTC+2, summer +3)' },
  { value: 'Asia/Dubai', label: 'Dubai, Abu Dhabi (UTC+4)' },
  { value: 'Europe/London', label: 'London, Southampton (UTC, summer +1)' },
]

export const BOOKING_STATUSES = ['booked', 'cancelled'] as const
