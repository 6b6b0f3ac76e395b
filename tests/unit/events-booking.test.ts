/** @jest-environment node */
import ICAL from 'ical.js'

import { placesLeft } from '@/lib/events/slots'
import { eventDays, slotTime, zoneName } from '@/lib/events/format'
import { buildBookingMail } from '@/lib/events/mail'
import { bookingToken, bookingUrl, openBookingToken } from '@/lib/events/token'

const settings = {
  publicSiteUrl: 'https://wama.example',
  salesEmail: 'sales@wama.example',
  replyTo: 'amira@wama.example',
  manageUrl: 'https://wama.example/fr/events/booking?t=7.x',
}
const event = { title: 'Cannes Yachting Festival 2027', place: 'Vieux Port, Cannes', stand: 'QL 112' }
// 10:00 in Cannes on 7 September 2027 (summer time, UTC+2).
const slot = { startsAt: '2027-09-07T08:00:00.000Z', minutes: 60, timeZone: 'Europe/Paris' }

function calendarOf(mail: ReturnType<typeof buildBookingMail>) {
  const file = mail.attachments?.[0]
  if (!file) throw new Error('no invitation attached')
  const calendar = new ICAL.Component(ICAL.parse(new TextDecoder().decode(file.content)))
  const vevent = calendar.getFirstSubcomponent('vevent')
  if (!vevent) throw new Error('no VEVENT')
  return { calendar, event: new ICAL.Event(vevent), file }
}

test('the booking mail carries an invitation a calendar parser reads: the time, length, place and the link to change it', () => {
  const mail = buildBookingMail(
    'booked',
    { id: 7, email: 'nadia@example.com', booking_version: 0 },
    event,
    slot,
    'fr',
    settings,
  )
  const { calendar, event: entry, file } = calendarOf(mail)
  expect(file.contentType).toContain('method=REQUEST')
  expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST')
  expect(entry.startDate.toJSDate().toISOString()).toBe('2027-09-07T08:00:00.000Z')
  expect(entry.endDate.toJSDate().toISOString()).toBe('2027-09-07T09:00:00.000Z')
  expect(entry.location).toBe('Vieux Port, Cannes — Stand QL 112')
  expect(entry.uid).toBe('booking-7@wama.example')
  expect(entry.description).toContain(settings.manageUrl)
  // In French, on Cannes's clock, whatever the server's zone.
  expect(mail.subject).toBe('Votre rendez-vous avec WAMA : mardi 7 septembre à 10:00 (Paris, UTC+2)')
  expect(mail.text).toContain(settings.manageUrl)
  expect(mail.replyTo).toBe('amira@wama.example')
})

test('a cancellation is the same calendar entry, a later sequence, cancelled', () => {
  const booked = calendarOf(
    buildBookingMail('booked', { id: 7, email: 'n@example.com', booking_version: 1 }, event, slot, 'en', settings),
  )
  const mail = buildBookingMail(
    'cancelled',
    { id: 7, email: 'n@example.com', booking_version: 2 },
    event,
    slot,
    'en',
    settings,
  )
  const { calendar, event: entry } = calendarOf(mail)
  expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL')
  expect(entry.component.getFirstPropertyValue('status')).toBe('CANCELLED')
  expect(entry.uid).toBe(booked.event.uid)
  expect(entry.sequence).toBeGreaterThan(booked.event.sequence)
  expect(mail.text).not.toContain(settings.manageUrl)
})

test('a booking link opens its own booking only', () => {
  const token = bookingToken(41, 'secret')
  expect(openBookingToken(token, 'secret')).toBe(41)
  expect(openBookingToken(token, 'another secret')).toBeNull()
  expect(openBookingToken(token.replace(/^41\./, '42.'), 'secret')).toBeNull()
  expect(openBookingToken(`${token}x`, 'secret')).toBeNull()
  expect(bookingUrl(41, 'fr', { publicSiteUrl: 'https://w.example', secret: 'secret' })).toBe(
    `https://w.example/fr/events/booking?t=${token}`,
  )
})

test('places left count the seats held within the slot’s places, never below nothing', () => {
  expect(placesLeft({ capacity: 2 }, [])).toBe(2)
  expect(placesLeft({ capacity: 2 }, [2])).toBe(1)
  // An editor lowered the places after a third was booked.
  expect(placesLeft({ capacity: 1 }, [1, 3])).toBe(0)
})

test('times are read on the place’s clock and in the visitor’s language', () => {
  expect(slotTime('2027-09-07T08:00:00.000Z', 'Europe/Paris', 'en')).toBe('Tuesday 7 September at 10:00')
  expect(zoneName('2027-03-02T08:00:00.000Z', 'Asia/Dubai', 'en')).toBe('Dubai, GMT+4')
  expect(eventDays('2027-09-07T00:00:00.000Z', '2027-09-12T00:00:00.000Z', 'fr')).toBe('7–12 septembre 2027')
})
