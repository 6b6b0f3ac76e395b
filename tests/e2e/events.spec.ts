import { expect, test, type APIRequestContext } from '@playwright/test'
import ICAL from 'ical.js'

import type { Event } from '@/lib/cms/payload-types'

import { BASE, cmsApi } from './env'
import { expectNoViolations } from './helpers/axe'
import {
  fakeClient,
  humanMeta,
  leadsByEmail,
  leadSpec,
  uniqueEmail,
  waitForLead,
  type CapturedMail,
} from './helpers/smtp'

/**
 * Sea trials and show meetings booked online: a visitor books a time on /events, gets the confirmation with a
 * calendar invitation, moves and cancels it from the mail's link; a slot never takes more bookings than its
 * places, also when several visitors want the last one at once; the reminder goes out before the appointment
 * (2 minutes before in this run: BOOKING_REMINDER_MINUTES, playwright.config.ts). A real SMTP server receives
 * the mail, and the invitations are read with a calendar parser (ical.js).
 */

const spec = leadSpec()
const { smtp } = spec
const auth = () => ({ authorization: `JWT ${spec.token}` })
const created: number[] = []

const MINUTE = 60_000
/** A whole quarter of an hour, `days` from now: slot times as an editor sets them. */
const inDays = (days: number, hourUtc: number) => {
  const d = new Date(Date.now() + days * 24 * 60 * MINUTE)
  d.setUTCHours(hourUtc, 0, 0, 0)
  return d.toISOString()
}

async function createEvent(
  request: APIRequestContext,
  title: string,
  slots: Array<{ starts_at: string; capacity: number; minutes?: number }>,
): Promise<Event & { slots: Array<{ id: string; starts_at: string }> }> {
  const res = await request.post(cmsApi('/events'), {
    headers: auth(),
    data: {
      title,
      kind: 'sea-trial',
      starts_on: slots[0]!.starts_at.slice(0, 10),
      ends_on: slots.at(-1)!.starts_at.slice(0, 10),
      place: 'Chantier WAMA, Mégrine',
      stand: 'Ponton B',
      description: 'Two hours on board with a skipper.',
      slots: slots.map((s) => ({ minutes: 90, starts_at_tz: 'Africa/Tunis', ...s })),
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  const { doc } = (await res.json()) as { doc: Event & { slots: Array<{ id: string; starts_at: string }> } }
  created.push(doc.id)
  // The French words on the same rows.
  const fr = await request.patch(cmsApi(`/events/${doc.id}?locale=fr`), {
    headers: auth(),
    data: { title: `${title} (FR)`, place: 'Chantier WAMA, Mégrine', slots: doc.slots },
  })
  expect(fr.status(), await fr.text()).toBe(200)
  return doc
}

test.afterAll(async ({ request }) => {
  for (const id of created) {
    await request.delete(cmsApi(`/leads`), { headers: auth(), params: { 'where[event][equals]': String(id) } })
    await request.delete(cmsApi(`/events/${id}`), { headers: auth() })
  }
})

function book(request: APIRequestContext, event: number, slot: string, email: string, locale = 'en') {
  return request.post(`${BASE}/api/events/book`, {
    headers: fakeClient(),
    data: { name: 'Karim Jaziri', email, phone: '+216 98 765 432', consent: true, event, slot, locale, ...humanMeta() },
  })
}

/** The calendar entry attached to a mail, as a calendar application reads it. */
function invitation(mail: CapturedMail) {
  const file = mail.attachments.find((a) => a.filename.endsWith('.ics'))
  expect(file, `no .ics in "${mail.subject}"`).toBeTruthy()
  const calendar = new ICAL.Component(ICAL.parse(file!.content.toString('utf8')))
  const entry = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!)
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    start: entry.startDate.toJSDate().toISOString(),
    end: entry.endDate.toJSDate().toISOString(),
    uid: entry.uid,
    sequence: entry.sequence,
    location: entry.location,
    status: String(entry.component.getFirstPropertyValue('status') ?? ''),
  }
}

const manageLink = (mail: CapturedMail) => {
  const url = /https?:\/\/\S+\/events\/booking\?t=[\w.-]+/.exec(mail.text)?.[0]
  expect(url, mail.text).toBeTruthy()
  return url!
}

test('a visitor books a sea trial in French, moves it and cancels it from the mail: each step mailed with its calendar entry, the place taken and given back @phone', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const title = `Essai ${Date.now().toString(36)}`
  const event = await createEvent(request, title, [
    { starts_at: inDays(2, 9), capacity: 1 },
    { starts_at: inDays(3, 13), capacity: 2 },
  ])
  const [first, second] = event.slots
  const email = uniqueEmail('booking')

  await page.goto('/fr/events')
  const card = page.getByRole('article', { name: `${title} (FR)` })
  await expect(card).toContainText('Chantier WAMA, Mégrine — Stand Ponton B')
  // 09:00 UTC is 10:00 in Tunis.
  const firstTime = card.getByRole('button', { name: /^Réserver .*10:00 \(Tunis, UTC\+1\)$/ })
  await expect(firstTime).toContainText('1 place restante')
  await firstTime.click()

  const dialog = page.getByRole('dialog')
  await expect(dialog).toHaveAccessibleName('Réserver votre place')
  await expect(dialog).toContainText('10:00 (Tunis, UTC+1)')
  await dialog.getByLabel('Nom complet').fill('Karim Jaziri')
  await dialog.getByLabel('E-mail').fill(email)
  await dialog.getByLabel('Yacht qui vous intéresse (facultatif)').selectOption({ label: 'WAMA 42' })
  // Without the consent the place is not kept: the form says why, in French.
  await dialog.getByRole('button', { name: 'Réserver cet horaire' }).click()
  await expect(dialog.getByText('Veuillez cocher la case')).toBeVisible()
  await dialog.getByLabel(/J’accepte que WAMA conserve mes coordonnées/).check()
  await dialog.getByRole('button', { name: 'Réserver cet horaire' }).click()
  await expect(dialog).toHaveAccessibleName('Votre place est réservée')
  await expect(dialog.getByRole('status')).toHaveText(
    `Votre place est réservée. La confirmation et une invitation d’agenda partent vers ${email}.`,
  )
  await dialog.getByRole('button', { name: 'Fermer' }).first().click()
  // The last place is gone from the page.
  await expect(card.getByRole('button', { name: /10:00 \(Tunis, UTC\+1\) — Complet$/ })).toBeDisabled()

  // The confirmation, in French, answered by sales, with the invitation for the booked time.
  const booked = await smtp.waitFor(
    (m) => m.to.includes(email) && m.subject.startsWith('Votre rendez-vous avec WAMA :'),
  )
  expect(booked.subject).toContain('10:00 (Tunis, UTC+1)')
  expect(booked.text).not.toContain('Karim')
  const bookedIcs = invitation(booked)
  expect(bookedIcs).toMatchObject({
    method: 'REQUEST',
    start: first!.starts_at,
    location: 'Chantier WAMA, Mégrine — Stand Ponton B',
  })
  expect(Date.parse(bookedIcs.end) - Date.parse(bookedIcs.start)).toBe(90 * MINUTE)
  // The booking is a lead of its own kind, on the response clock, with the yacht and event for sales.
  const lead = await waitForLead(request, spec.token, email, (l) => l.confirmation_status === 'sent')
  expect(lead).toMatchObject({
    kind: 'appointment',
    booking_status: 'booked',
    yacht: 'WAMA 42',
    locale: 'fr',
    interest: title,
  })
  expect(lead.respond_by).toBeTruthy()
  const sales = await smtp.waitFor((m) => m.replyTo === email && m.subject.includes(`#${lead.id}`))
  expect(sales.text).toContain('Booked for: ')
  expect(sales.text).toContain(`Interest: ${title}`)

  // The mail's link opens the booking; it moves to the other time.
  await page.goto(manageLink(booked))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre réservation')
  await expect(page.getByRole('main')).toContainText('Réservé')
  await expectNoViolations(page, 'booking page')
  await page.getByRole('button', { name: /^Passer à .*14:00/ }).click()
  await expect(page.getByRole('status')).toHaveText(
    'C’est fait : votre réservation est déplacée. Une nouvelle invitation est en route.',
  )
  const moved = await smtp.waitFor((m) => m.to.includes(email) && m.subject.includes('est déplacé'))
  const movedIcs = invitation(moved)
  expect(movedIcs).toMatchObject({ method: 'REQUEST', uid: bookedIcs.uid, start: second!.starts_at })
  expect(movedIcs.sequence).toBeGreaterThan(bookedIcs.sequence)
  // The first time is free again.
  await page.goto('/fr/events')
  await expect(
    page.getByRole('article', { name: `${title} (FR)` }).getByRole('button', { name: /10:00 \(Tunis, UTC\+1\)$/ }),
  ).toContainText('1 place restante')

  // Cancelled, after asking twice: the calendar is told to drop the entry, and the place goes back.
  await page.goto(manageLink(booked))
  await page.getByRole('button', { name: 'Annuler ma réservation' }).click()
  await expect(page.getByText('Annuler cette réservation ? La place sera remise en vente.')).toBeVisible()
  await page.getByRole('button', { name: 'Annuler ma réservation' }).click()
  await expect(page.getByRole('status')).toHaveText(
    'Votre réservation est annulée. Une note pour votre agenda est en route.',
  )
  await expect(page.getByRole('main')).toContainText('Cette réservation est annulée.')
  const cancelled = await smtp.waitFor((m) => m.to.includes(email) && m.subject.includes('est annulé'))
  expect(invitation(cancelled)).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', uid: bookedIcs.uid })
  const [after] = await leadsByEmail(request, spec.token, email)
  expect(after).toMatchObject({ booking_status: 'cancelled', seat: null })
  // Sales cannot put it back: its place may be someone else's by now.
  const restored = await request.patch(cmsApi(`/leads/${lead.id}`), {
    headers: auth(),
    data: { booking_status: 'booked' },
  })
  expect(restored.status()).toBe(400)
  expect(await restored.text()).toContain('A cancelled booking stays cancelled')
})

test('several visitors after the last place at once: one gets it, the others are told it is full, and no slot holds more than its places', async ({
  request,
}) => {
  const event = await createEvent(request, `Last place ${Date.now().toString(36)}`, [
    { starts_at: inDays(4, 8), capacity: 2 },
  ])
  const slot = event.slots[0]!.id
  const answers = await Promise.all(
    Array.from({ length: 6 }, (_, i) => book(request, event.id, slot, uniqueEmail(`rush-${i}`))),
  )
  const statuses = answers.map((a) => a.status()).sort()
  expect(statuses).toEqual([201, 201, 409, 409, 409, 409])
  const refused = answers.find((a) => a.status() === 409)!
  expect(await refused.json()).toEqual({ error: 'This time has just been fully booked. Please choose another.' })
  const held = await request.get(cmsApi('/leads'), {
    headers: auth(),
    params: { 'where[slot][equals]': slot, 'where[seat][exists]': 'true', limit: '20', depth: '0' },
  })
  expect(((await held.json()) as { totalDocs: number }).totalDocs).toBe(2)

  // The same address booking again is the same booking, not a second place.
  const twice = uniqueEmail('twice')
  const other = await createEvent(request, `Twice ${Date.now().toString(36)}`, [
    { starts_at: inDays(5, 8), capacity: 3 },
  ])
  const otherSlot = other.slots[0]!.id
  expect((await book(request, other.id, otherSlot, twice)).status()).toBe(201)
  expect((await book(request, other.id, otherSlot, twice)).status()).toBe(200)
  expect(await leadsByEmail(request, spec.token, twice)).toHaveLength(1)

  // Bad requests get a clear answer in the page's language and keep nothing.
  const gone = await book(request, event.id, 'a'.repeat(24), uniqueEmail('gone'), 'fr')
  expect(gone.status()).toBe(409)
  expect(await gone.json()).toEqual({ error: 'Cet horaire ne peut plus être réservé. Merci d’en choisir un autre.' })
  const malformed = await book(request, event.id, '<script>', uniqueEmail('bad'))
  expect(malformed.status()).toBe(400)
  expect(await malformed.json()).toMatchObject({ fields: { slot: 'Please choose a time.' } })
  const forged = await request.post(`${BASE}/api/events/booking`, {
    headers: fakeClient(),
    data: { token: `1.${'A'.repeat(32)}`, action: 'cancel', ...humanMeta() },
  })
  expect(forged.status()).toBe(404)
  expect(await forged.json()).toEqual({
    error: 'This link does not open a booking. It may have been erased; the events page lists what is open.',
  })
})

test('the visitor is reminded before the appointment, once; a booking made inside that time gets no reminder', async ({
  request,
}) => {
  test.setTimeout(90_000)
  // The reminder goes 2 minutes before (this run's setting): this slot's is due 8 s after it is booked.
  // Whole seconds, as a calendar keeps them.
  const fromNow = (ms: number) => new Date(Math.ceil((Date.now() + ms) / 1000) * 1000).toISOString()
  const startsAt = fromNow(2 * MINUTE + 8_000)
  const lateStart = fromNow(100_000)
  const event = await createEvent(request, `Reminder ${Date.now().toString(36)}`, [
    { starts_at: lateStart, capacity: 1 },
    { starts_at: startsAt, capacity: 1 },
  ])
  const [late, soon] = event.slots
  const early = uniqueEmail('remind')
  const lastMinute = uniqueEmail('late')
  expect((await book(request, event.id, soon!.id, early)).status()).toBe(201)
  expect((await book(request, event.id, late!.id, lastMinute)).status()).toBe(201)

  const reminder = await smtp.waitFor((m) => m.to.includes(early) && m.subject.startsWith('Tomorrow with WAMA'), 60_000)
  expect(invitation(reminder)).toMatchObject({ method: 'REQUEST', start: soon!.starts_at })
  expect(reminder.text).toMatch(/\/events\/booking\?t=/)
  // The late booking was dated by the first run after it was made, seconds before the reminder above was due:
  // a reminder queued for it would have left before that one.
  expect((await leadsByEmail(request, spec.token, lastMinute))[0]?.reminded_at).toBeTruthy()
  expect(smtp.messages.filter((m) => m.to.includes(lastMinute) && m.subject.startsWith('Tomorrow'))).toHaveLength(0)
  expect(smtp.messages.filter((m) => m.to.includes(early) && m.subject.startsWith('Tomorrow'))).toHaveLength(1)
})
