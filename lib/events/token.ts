import { createHmac, timingSafeEqual } from 'node:crypto'

import { localizedPath, type Locale } from '@/lib/i18n/config'

import { EVENTS_PATH } from './paths'

/**
 * The link in a booking's mails that opens it to move or cancel: the lead's number and a MAC of it under the
 * server's secret, so nobody can open another visitor's booking by changing the number.
 */

export const BOOKING_PATH = `${EVENTS_PATH}/booking`

const mac = (id: string, secret: string) =>
  createHmac('sha256', `event-booking:${secret}`).update(id).digest('base64url').slice(0, 32)

export function bookingToken(id: number | string, secret: string): string {
  return `${id}.${mac(String(id), secret)}`
}

/** The lead a token opens, or null when it was not made here. */
export function openBookingToken(token: unknown, secret: string): number | null {
  if (typeof token !== 'string') return null
  const match = /^([0-9]{1,12})\.([A-Za-z0-9_-]{32})$/.exec(token)
  if (!match) return null
  const [, id = '', given = ''] = match
  const expected = Buffer.from(mac(id, secret))
  const received = Buffer.from(given)
  return expected.length === received.length && timingSafeEqual(expected, received) ? Number(id) : null
}

export function bookingUrl(id: number | string, locale: Locale, settings: { publicSiteUrl: string; secret: string }) {
  const query = new URLSearchParams({ t: bookingToken(id, settings.secret) })
  return `${settings.publicSiteUrl}${localizedPath(locale, BOOKING_PATH)}?${query}`
}
