import { expect, test, type APIRequestContext } from '@playwright/test'

import { BASE } from './env'
import { firstChoices } from './helpers/catalogue'
import { pdfText } from './helpers/pdf'
import {
  fakeClient,
  humanMeta,
  leadsByEmail,
  leadSpec,
  uniqueEmail,
  waitForLead,
  type CapturedMail,
  type LeadDoc,
} from './helpers/smtp'

/**
 * The forms cannot be used to mail an attacker's text from our domain: whatever a request writes (name, yacht,
 * message, page), the visitor's mail (headers, text, HTML and the quote's PDF) carries only our wording and
 * what the CMS holds, and one address gets at most 3 confirmation mails a day. Sales still get every lead.
 * Real SMTP server on loopback; the server trusts X-Forwarded-For (each request is its own client).
 */

const SALES = process.env.SALES_EMAIL ?? 'sales@wama.test'
const EVIL = 'evil.test'
const HOSTILE_NAME = 'http://evil.test/refund'
const HOSTILE_YACHT = 'Click http://evil.test'
const HOSTILE_MESSAGE = 'Your refund is ready: http://evil.test/pay <a href="http://evil.test/x">claim</a>'

const spec = leadSpec()
const { smtp } = spec

const post = (request: APIRequestContext, path: string, data: Record<string, unknown>) =>
  request.post(`${BASE}${path}`, { data: { ...data, ...humanMeta() }, headers: fakeClient() })

/** Everything a mail's recipient can see: the header block as sent, the decoded text, HTML and PDF text. */
async function visible(mail: CapturedMail): Promise<string> {
  const headers = mail.raw.slice(0, mail.raw.search(/\r?\n\r?\n/))
  const pdfs = await Promise.all(
    mail.attachments
      .filter((a) => a.contentType === 'application/pdf')
      .map(async (a) => (await pdfText(a.content)).text),
  )
  return [headers, mail.subject, mail.text, mail.html, ...pdfs].join('\n')
}

const confirmationsTo = (email: string) => smtp.find((m) => m.envelopeTo.includes(email))
const salesMailsFor = (email: string) => smtp.find((m) => m.envelopeTo.includes(SALES) && m.replyTo === email)

/** The lead once both of its mails are settled (sent, or skipped with a reason). */
const settled = (lead: LeadDoc) => lead.delivery_status === 'sent' && lead.confirmation_status !== 'pending'

test('contact form: the confirmation greets no one by name and repeats no link; sales get it all', async ({
  request,
}) => {
  const email = uniqueEmail('hostile-contact')
  const res = await post(request, '/api/send-email', {
    name: HOSTILE_NAME,
    email,
    interest: 'Catamarans',
    message: HOSTILE_MESSAGE,
    pageUrl: 'http://evil.test/page',
  })
  expect(res.status()).toBe(200)
  const lead = await waitForLead(request, spec.token, email, settled)
  const confirmation = await smtp.waitFor((m) => m.envelopeTo.includes(email))
  expect(confirmation.subject).toBe('Thank you for your inquiry — WAMA Yachts')
  expect(confirmation.text).toContain('Dear customer,')
  expect(await visible(confirmation)).not.toContain(EVIL)

  const sales = await smtp.waitFor((m) => m.envelopeTo.includes(SALES) && m.replyTo === email)
  expect(sales.subject).toBe(`Inquiry #${lead.id} — WAMA Yachts`)
  expect(sales.text).toContain(`Name: ${HOSTILE_NAME}`)
  expect(sales.text).toContain(HOSTILE_MESSAGE)
  expect(sales.html).not.toContain('<a href="http://evil.test/x">')
})

test('information and brochure forms: a yacht the CMS does not know is never named to the visitor', async ({
  request,
}) => {
  const info = uniqueEmail('hostile-info')
  expect(
    (
      await post(request, '/api/send-email', {
        name: HOSTILE_NAME,
        email: info,
        yachtName: HOSTILE_YACHT,
        message: HOSTILE_MESSAGE,
        consent: true,
      })
    ).status(),
  ).toBe(200)
  const infoLead = await waitForLead(request, spec.token, info, settled)
  expect(infoLead).toMatchObject({ kind: 'information', interest: HOSTILE_YACHT, confirmation_status: 'sent' })
  expect(infoLead.yacht ?? null).toBeNull()
  const infoMail = await smtp.waitFor((m) => m.envelopeTo.includes(info))
  expect(infoMail.text).toContain('We have received your message about your inquiry.')
  expect(await visible(infoMail)).not.toContain(EVIL)

  const brochure = uniqueEmail('hostile-brochure')
  expect(
    (
      await post(request, '/api/send-brochure', {
        yachtName: HOSTILE_YACHT,
        email: brochure,
        firstName: HOSTILE_NAME,
        lastName: 'Refund',
      })
    ).status(),
  ).toBe(200)
  const brochureLead = await waitForLead(request, spec.token, brochure, settled)
  expect(brochureLead.yacht ?? null).toBeNull()
  expect(brochureLead.brochure_url ?? null).toBeNull()
  const brochureMail = await smtp.waitFor((m) => m.envelopeTo.includes(brochure))
  expect(brochureMail.subject).toBe('Your brochure request — WAMA Yachts')
  expect(brochureMail.text).toContain('Our team will send you the brochure shortly.')
  expect(await visible(brochureMail)).not.toContain(EVIL)
  const sales = await smtp.waitFor((m) => m.envelopeTo.includes(SALES) && m.replyTo === brochure)
  expect(sales.subject).toBe(`Brochure request #${brochureLead.id} — WAMA Yachts`)
  expect(sales.text).toContain(`Interest: ${HOSTILE_YACHT}`)

  // A yacht the CMS knows is named in the visitor's language, as the CMS writes it.
  const known = uniqueEmail('known-brochure')
  expect(
    (
      await post(request, '/api/send-brochure', {
        yachtName: 'wama 42',
        yachtSlug: 'wama-42',
        email: known,
        firstName: 'Hedy',
        lastName: 'Lamarr',
      })
    ).status(),
  ).toBe(200)
  const knownMail = await smtp.waitFor((m) => m.envelopeTo.includes(known))
  expect(knownMail.subject).toBe('Your WAMA 42 brochure — WAMA Yachts')
})

test('configurator quote in French: an invented option id is refused, and no visitor text is in the mail or on the PDF', async ({
  request,
}) => {
  const email = uniqueEmail('hostile-quote')
  const choices = await firstChoices(request)
  const quote = (optionIds: string[]) =>
    post(request, '/api/send-configuration', {
      name: HOSTILE_NAME,
      email,
      country: 'http://evil.test/country',
      message: HOSTILE_MESSAGE,
      consent: true,
      locale: 'fr',
      selection: { ...choices, optionIds },
    })
  // A choice the catalogue does not hold is not quoted: the answer says which, in the page's language.
  const invented = await quote(['http://evil.test/option'])
  expect(invented.status()).toBe(400)
  const refusal = (await invented.json()) as { error: string; unknown: string[] }
  expect(refusal.error).toContain('ne figurent pas au catalogue')
  expect(refusal.unknown).toEqual(['http://evil.test/option'])
  expect(await leadsByEmail(request, spec.token, email)).toHaveLength(0)

  const res = await quote([])
  expect(res.status()).toBe(200)
  const lead = await waitForLead(request, spec.token, email, settled)
  const confirmation = await smtp.waitFor((m) => m.envelopeTo.includes(email))
  expect(confirmation.subject).toBe('Merci pour votre demande — WAMA Yachts')
  expect(confirmation.text).toContain('Madame, Monsieur,')
  expect(confirmation.attachments).toHaveLength(1)
  const seen = await visible(confirmation)
  expect(seen).toContain(lead.reference!)
  expect(seen).not.toContain(EVIL)
  expect(seen).not.toContain('evil')
  const sales = await smtp.waitFor((m) => m.envelopeTo.includes(SALES) && m.replyTo === email)
  expect(sales.subject).toBe(`WAMA 26 quote request #${lead.id} — WAMA Yachts`)
})

test('20 requests naming one address: 20 leads stored and mailed to sales, 3 confirmation mails', async ({
  request,
}) => {
  const email = uniqueEmail('flooded')
  // Each request from its own client, each asking something else: neither the rate limit nor the duplicate
  // check stands in the way, only the daily cap does.
  for (let n = 0; n < 20; n++) {
    const res = await post(request, '/api/send-email', {
      name: HOSTILE_NAME,
      email,
      interest: 'Catamarans',
      message: `${HOSTILE_MESSAGE} #${n}`,
    })
    expect(res.status()).toBe(200)
  }
  await expect
    .poll(async () => (await leadsByEmail(request, spec.token, email)).filter(settled).length, { timeout: 60_000 })
    .toBe(20)
  const leads = await leadsByEmail(request, spec.token, email)
  expect(leads).toHaveLength(20)
  expect(leads.filter((l) => l.confirmation_status === 'sent')).toHaveLength(3)
  const capped = leads.filter((l) => l.confirmation_status === 'skipped')
  expect(capped).toHaveLength(17)
  for (const lead of capped) expect(lead.confirmation_note).toContain('already had 3 confirmation mails')
  expect(salesMailsFor(email)).toHaveLength(20)
  expect(confirmationsTo(email)).toHaveLength(3)
  for (const mail of confirmationsTo(email)) expect(await visible(mail)).not.toContain(EVIL)

  // The next one, a moment later, is still stored and still reaches sales; the visitor's mail is not sent.
  const res = await post(request, '/api/send-email', {
    name: 'Ada',
    email,
    interest: 'Catamarans',
    message: 'One more, later',
  })
  expect(res.status()).toBe(200)
  const last = await waitForLead(request, spec.token, email, (l) => l.message === 'One more, later' && settled(l))
  expect(last.confirmation_status).toBe('skipped')
  await expect.poll(() => salesMailsFor(email).length).toBe(21)
  expect(confirmationsTo(email)).toHaveLength(3)

  // The same mailbox written in capitals is the same address to the cap.
  const shouted = email.toUpperCase()
  expect(
    (
      await post(request, '/api/send-email', { name: 'Ada', email: shouted, interest: 'Catamarans', message: 'Loud' })
    ).status(),
  ).toBe(200)
  expect((await waitForLead(request, spec.token, shouted, settled)).confirmation_status).toBe('skipped')
  expect(smtp.find((m) => m.envelopeTo.some((to) => to.toLowerCase() === email))).toHaveLength(3)
})

test('newsletter: a filled honeypot is told plainly (422, in French) and stored nowhere; a quick human sign-up is kept', async ({
  request,
}) => {
  const trapped = uniqueEmail('news-trap')
  const res = await request.post(`${BASE}/api/newsletter`, {
    data: { email: trapped, consent: true, locale: 'fr', ...humanMeta(), website: 'http://evil.test' },
    headers: fakeClient(),
  })
  expect(res.status()).toBe(422)
  expect(((await res.json()) as { error: string }).error).toContain('Cette inscription n’a pas été enregistrée')
  const quick = uniqueEmail('news-quick')
  const fast = await request.post(`${BASE}/api/newsletter`, {
    data: { email: quick, consent: true, ...humanMeta(), startedAt: Date.now() - 500 },
    headers: fakeClient(),
  })
  expect(fast.status()).toBe(200)
  await smtp.waitFor((m) => m.envelopeTo.includes(quick))
  expect(confirmationsTo(trapped)).toHaveLength(0)
  const stored = await request.get(`${BASE}/cms/api/subscribers`, {
    params: { 'where[email][equals]': trapped, depth: '0' },
    headers: { authorization: `JWT ${spec.token}` },
  })
  expect(((await stored.json()) as { totalDocs: number }).totalDocs).toBe(0)
})
