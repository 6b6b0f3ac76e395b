import { expect, test, type APIRequestContext } from '@playwright/test'
import { readSheet } from 'read-excel-file/node'

import type { Subscriber } from '@/lib/cms/payload-types'

import { BASE, cmsApi } from './env'
import { adminAuth, signInBrowser } from './helpers/admin'
import { expectNoViolations } from './helpers/axe'
import { pdfText } from './helpers/pdf'
import { fakeClient, humanMeta, leadsByEmail, leadSpec, mailed, uniqueEmail, waitForLead } from './helpers/smtp'

/**
 * The lead pipeline through its HTTP endpoints, with a real SMTP server on loopback.
 * The server under test runs with SMTP_URL=smtp://127.0.0.1:<E2E.smtpPort>, SALES_EMAIL=sales@wama.test,
 * MAIL_FROM=no-reply@wama.test and TRUST_PROXY=1 (each test is its own client through X-Forwarded-For).
 */

const WAKE_SURF = ['water-ballasts', 'wake-surf-tabs', 'surfboard-racks']
const SALES = process.env.SALES_EMAIL ?? 'sales@wama.test'
const FROM = process.env.MAIL_FROM ?? 'no-reply@wama.test'

const spec = leadSpec()
const { smtp } = spec

const post = (
  request: APIRequestContext,
  path: string,
  data: unknown,
  headers: Record<string, string> = fakeClient(),
) => request.post(`${BASE}${path}`, { data: data as Record<string, unknown>, headers })

/** Sends a visitor's form as the browser does, and answers its lead once mailed to sales. */
async function sendForm(request: APIRequestContext, path: string, form: { email: string } & Record<string, unknown>) {
  const res = await post(request, path, { ...form, ...humanMeta() })
  expect(res.status()).toBe(200)
  return waitForLead(request, spec.token, form.email, mailed)
}

function contactBody(email: string, extra: Record<string, unknown> = {}) {
  return {
    name: 'Ada <b>Lovelace</b>',
    email,
    phone: '+44 20 7946 0000',
    interest: 'Catamarans',
    message: '<script>alert("x")</script>\nA WAMA 42 for the Med & beyond.',
    pageUrl: `${BASE}/contact`,
    utm: { utm_source: 'newsletter', utm_campaign: 'spring' },
    ...humanMeta(),
    ...extra,
  }
}

test.describe('mail arrives with the right fields', () => {
  test('contact form: stored, mailed to sales (reply-to visitor, escaped) and confirmed to the visitor', async ({
    request,
  }) => {
    const email = uniqueEmail('contact')
    const res = await post(request, '/api/send-email', contactBody(email))
    expect(res.status()).toBe(200)
    const body = (await res.json()) as { ok: boolean; id: number }
    expect(body.ok).toBe(true)

    const [stored] = await leadsByEmail(request, spec.token, email)
    expect(stored).toMatchObject({
      id: body.id,
      kind: 'inquiry',
      name: 'Ada <b>Lovelace</b>',
      phone: '+44 20 7946 0000',
      interest: 'Catamarans',
      page_url: `${BASE}/contact`,
      utm: { utm_source: 'newsletter', utm_campaign: 'spring' },
      spam: false,
    })
    expect(stored?.ip_hash).toMatch(/^[0-9a-f]{32}$/)
    expect(stored?.user_agent).toBeTruthy()

    const sales = await smtp.waitFor((m) => m.envelopeTo.includes(SALES) && m.replyTo === email)
    expect(sales.from).toContain(FROM)
    expect(sales.to).toBe(SALES)
    expect(sales.subject).toBe(`Inquiry #${body.id} — WAMA Yachts`)
    expect(sales.text).toContain('Name: Ada <b>Lovelace</b>')
    expect(sales.text).toContain(`Email: ${email}`)
    expect(sales.text).toContain('Phone: +44 20 7946 0000')
    expect(sales.text).toContain('<script>alert("x")</script>\nA WAMA 42 for the Med & beyond.')
    expect(sales.text).toContain('utm_source=newsletter, utm_campaign=spring')
    expect(sales.html).not.toContain('<script>')
    expect(sales.html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;<br>A WAMA 42 for the Med &amp; beyond.',
    )
    expect(sales.html).toContain('Ada &lt;b&gt;Lovelace&lt;/b&gt;')

    const confirmation = await smtp.waitFor((m) => m.envelopeTo.includes(email))
    expect(confirmation.from).toContain(FROM)
    expect(confirmation.subject).toBe('Thank you for your inquiry — WAMA Yachts')
    expect(confirmation.text).toContain('Dear customer,')
    expect(confirmation.text).not.toContain('Ada')
    expect(confirmation.text).not.toContain('script')
    await waitForLead(
      request,
      spec.token,
      email,
      (l) => l.delivery_status === 'sent' && l.confirmation_status === 'sent',
    )
  })

  test('yacht information form: interest is the yacht, consent stored with its exact wording', async ({ request }) => {
    const email = uniqueEmail('info')
    const lead = await sendForm(request, '/api/send-email', {
      name: 'Grace Hopper',
      email,
      phone: '',
      interest: 'WAMA 42',
      yachtName: 'WAMA 42',
      consent: true,
    })
    expect(lead).toMatchObject({
      kind: 'information',
      yacht: 'WAMA 42',
      interest: 'WAMA 42',
      consent: true,
      consent_text: 'I consent to WAMA 42 contacting me regarding this inquiry.',
    })
    const sales = await smtp.waitFor((m) => m.replyTo === email)
    expect(sales.subject).toBe(`Yacht information request #${lead.id} — WAMA Yachts`)
    expect(sales.text).toContain('Consent: Yes: “I consent to WAMA 42 contacting me regarding this inquiry.”')
  })

  test('every request keeps a consent record sales can show: purpose, the words ticked and their version, language, page, time', async ({
    page,
    request,
  }) => {
    const information = (email: string, locale: 'en' | 'fr') =>
      sendForm(request, '/api/send-email', {
        name: 'Grace Hopper',
        email,
        yachtName: 'WAMA 42',
        consent: true,
        locale,
        pageUrl: `${BASE}${locale === 'fr' ? '/fr' : ''}/yachts/wama-42`,
      })
    const english = await information(uniqueEmail('consent-en'), 'en')
    const again = await information(uniqueEmail('consent-en'), 'en')
    const french = await information(uniqueEmail('consent-fr'), 'fr')
    expect(english).toMatchObject({
      consent_purpose: 'reply',
      consent: true,
      consent_text: 'I consent to WAMA 42 contacting me regarding this inquiry.',
      locale: 'en',
      page_url: `${BASE}/yachts/wama-42`,
    })
    expect(english.consent_version).toMatch(/^[0-9a-f]{12}$/)
    expect(english.createdAt).toBeTruthy()
    // The same words are the same version; other words (here the French sentence) another.
    expect(again.consent_version).toBe(english.consent_version)
    expect(french).toMatchObject({
      consent_purpose: 'reply',
      consent_text: 'J’accepte que WAMA 42 me contacte au sujet de cette demande.',
      locale: 'fr',
      page_url: `${BASE}/fr/yachts/wama-42`,
    })
    expect(french.consent_version).not.toBe(english.consent_version)
    const sales = await smtp.waitFor((m) => m.replyTo === english.email)
    expect(sales.text).toContain(`(version ${english.consent_version})`)

    // A form without a box records what the details were given for, and no consent.
    const asked = uniqueEmail('consent-contact')
    expect((await post(request, '/api/send-email', contactBody(asked))).status()).toBe(200)
    const contact = await waitForLead(request, spec.token, asked, mailed)
    expect(contact).toMatchObject({ consent_purpose: 'reply', consent: false })
    expect(contact.consent_version ?? null).toBeNull()

    await signInBrowser(page.context(), spec.token)
    await page.goto(`/admin/collections/leads/${french.id}`)
    await expect(page.getByText('Consent record', { exact: true })).toBeVisible()
    await expect(page.getByText('To answer this request')).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Wording version' })).toHaveValue(french.consent_version!)
    await expect(page.getByRole('textbox', { name: 'Consent text' })).toHaveValue(french.consent_text!)
  })

  test('brochure request: sales mail and a confirmation with the brochure link from the CMS', async ({ request }) => {
    const email = uniqueEmail('brochure')
    const lead = await sendForm(request, '/api/send-brochure', {
      yachtName: 'WAMA 42',
      yachtSlug: 'wama-42',
      email,
      firstName: 'Hedy',
      lastName: 'Lamarr',
      phone: '+33 1 23 45 67 89',
    })
    expect(lead).toMatchObject({ kind: 'brochure', first_name: 'Hedy', last_name: 'Lamarr', yacht: 'WAMA 42' })
    const sales = await smtp.waitFor((m) => m.replyTo === email)
    expect(sales.subject).toBe(`Brochure request #${lead.id} — WAMA Yachts`)
    expect(sales.text).toContain('First name: Hedy')
    expect(sales.text).toContain('Last name: Lamarr')
    const confirmation = await smtp.waitFor((m) => m.envelopeTo.includes(email))
    expect(confirmation.subject).toBe('Your WAMA 42 brochure — WAMA Yachts')
    expect(confirmation.text).toContain('Dear customer,')
    expect(confirmation.text).not.toContain('Hedy')
    if (lead.brochure_url) {
      expect(confirmation.text).toContain(new URL(lead.brochure_url, `${BASE}/`).toString())
      expect(confirmation.html).toContain('Download the brochure')
    }
  })

  test('configuration quote: re-priced on the server, every item with its price and the total in the mail, and a PDF spec sheet to sales and to the visitor', async ({
    page,
    request,
  }) => {
    const catalogue = (await (await request.get(`${BASE}/api/cms/configurator/current/`)).json()) as {
      basePrice: number
      colors: Array<{ id: string; name: string; price: number }>
      floorings: Array<{ id: string; name: string; price: number }>
      engines: Array<{ id: string; name: string; price: number }>
      options: Array<{ id: string; name: string; price: number }>
    }
    const color = catalogue.colors.find((c) => c.price > 0)!
    const flooring = catalogue.floorings[catalogue.floorings.length - 1]!
    const engine = catalogue.engines[0]!
    const options = catalogue.options.slice(0, 3)
    const expected =
      catalogue.basePrice + color.price + flooring.price + engine.price + options.reduce((s, o) => s + o.price, 0)
    const email = uniqueEmail('quote')
    const answered = await post(request, '/api/send-configuration', {
      name: 'Katherine Johnson',
      email,
      country: 'France',
      consent: true,
      totalPrice: 1,
      total: 1,
      selection: {
        colorId: color.id,
        flooringId: flooring.id,
        engineId: engine.id,
        optionIds: options.map((o) => o.id),
      },
      ...humanMeta(),
    })
    expect(answered.status()).toBe(200)
    const { code, url } = (await answered.json()) as { code: string; url: string }
    expect(url).toBe(`${BASE}/yachts/wama-26/configure/${code}`)
    const lead = await waitForLead(request, spec.token, email, mailed)
    expect(lead.kind).toBe('configuration')
    expect(lead.total_price).toBe(expected)
    const sales = await smtp.waitFor((m) => m.replyTo === email)
    const euro = (n: number) => `€${new Intl.NumberFormat('en-US').format(n)}`
    for (const item of [color, flooring, engine, ...options])
      expect(sales.text).toContain(`${item.name} — ${euro(item.price)}`)
    expect(sales.text).toContain(`Total: ${euro(expected)}`)
    expect(sales.text).toContain('Country: France')

    // The spec sheet: the same PDF with both mails, named and headed by the build's code, which both mails link.
    expect(lead.reference).toBe(code)
    expect(code).toMatch(/^W26-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/)
    expect(sales.text).toContain(`Reference: ${code}`)
    expect(sales.text).toContain(`Build: ${url}`)
    const confirmation = await smtp.waitFor((m) => m.envelopeTo.includes(email))
    expect(confirmation.text).toContain(`reference ${code}`)
    expect(confirmation.text).toContain(`open it again at any time: ${url}`)
    for (const mail of [sales, confirmation]) {
      expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
        [`WAMA-26-${lead.reference}.pdf`, 'application/pdf'],
      ])
    }
    expect(confirmation.attachments[0]!.content.equals(sales.attachments[0]!.content)).toBe(true)
    const sheet = await pdfText(sales.attachments[0]!.content)
    expect(sheet.text).toContain(lead.reference!)
    for (const item of [color, flooring, engine, ...options]) {
      expect(sheet.text).toContain(item.name)
      expect(sheet.text).toContain(euro(item.price))
    }
    expect(sheet.text).toMatch(
      new RegExp(`Total \\(excluding VAT\\)\\s+${euro(expected).replace(/[€,]/g, (c) => `\\${c}`)}`),
    )
    expect(sheet.text.replace(/\s+/g, '')).toContain(url)

    // Sales find the reference in the lead's record in the admin.
    await signInBrowser(page.context(), spec.token)
    await page.goto(`/admin/collections/leads/${lead.id}`)
    await expect(page.locator('#field-reference')).toHaveValue(lead.reference!)
  })

  test("a quoted build keeps its code: its page and GET /api/builds/{code} show it as priced then, however the code is typed, and say so when today's list prices it differently", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    const name = 'Grace Hopper'
    const email = uniqueEmail('build')
    const selection = {
      colorId: 'white',
      flooringId: 'standard',
      engineId: 'volvo-350hp-inboard',
      optionIds: ['bimini'],
    }
    const answered = await post(request, '/api/send-configuration', {
      name,
      email,
      country: 'Malta',
      consent: true,
      selection,
      ...humanMeta(),
    })
    expect(answered.status()).toBe(200)
    const { code, url, total } = (await answered.json()) as { code: string; url: string; total: number }

    type Kept = { code: string; yacht: string; total: number; vat: string; lines: Array<{ id: string; price: number }> }
    const kept = await request.get(`${BASE}/api/builds/${code}`)
    expect(kept.status()).toBe(200)
    const raw = await kept.text()
    const build = JSON.parse(raw) as Kept
    expect(build).toMatchObject({ code, yacht: 'WAMA 26', total, vat: 'excluded' })
    expect(build.lines.map((l) => l.id)).toEqual(['white', 'standard', 'volvo-350hp-inboard', 'bimini'])
    // Anyone holding the code reads the build, never who asked for it.
    expect(raw).not.toContain(email)
    expect(raw).not.toContain(name)
    // Read out on the phone or typed in lower case, without dashes: the same build.
    const typed = await request.get(`${BASE}/api/builds/${code.toLowerCase().replace(/-/g, '')}`)
    expect(((await typed.json()) as Kept).code).toBe(code)

    const unknown = await request.get(`${BASE}/api/builds/W26-0000-0000-0000`, { headers: { 'accept-language': 'fr' } })
    expect(unknown.status()).toBe(404)
    expect(((await unknown.json()) as { error: string }).error).toContain('Aucune configuration ne porte la référence')
    const malformed = await request.get(`${BASE}/api/builds/${encodeURIComponent('<script>')}`)
    expect(malformed.status()).toBe(400)
    expect(((await malformed.json()) as { error: string }).error).toContain('This is not a build code')
    expect((await request.get(`${BASE}/yachts/wama-26/configure/W26-0000-0000-0000`)).status()).toBe(404)

    const euro = (n: number) => `€${new Intl.NumberFormat('en-US').format(n)}`
    await page.goto(new URL(url).pathname)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your WAMA 26')
    await expect(page.getByText(code, { exact: true })).toBeVisible()
    const choices = page.getByRole('region', { name: 'Your choices' })
    await expect(choices.getByRole('row', { name: /Bimini/ })).toBeVisible()
    await expect(choices.getByRole('row', { name: 'Total' })).toContainText(euro(total))
    await expect(page.getByText('Today’s price list prices this build the same.')).toBeVisible()
    await expectNoViolations(page, 'a kept build')

    // The yard raises its base price: the build keeps its price and says what today's list would make it.
    const auth = await adminAuth(request)
    const catalogue = cmsApi('/globals/configurator-catalogue')
    const before = (await (await request.get(`${catalogue}?depth=0`, { headers: auth })).json()) as {
      base_price: number
    }
    try {
      const raised = await request.post(catalogue, { headers: auth, data: { base_price: before.base_price + 1000 } })
      expect(raised.status(), await raised.text()).toBe(200)
      const changed = `At today’s prices this build comes to ${euro(total + 1000)} (+€1,000).`
      await expect(async () => {
        await page.reload()
        await expect(page.getByText(changed)).toBeVisible({ timeout: 1000 })
      }).toPass({ timeout: 20_000 })
      await expect(choices.getByRole('row', { name: 'Total' })).toContainText(euro(total))
      await page.getByRole('link', { name: 'Re-price at today’s list' }).click()
      await expect(page).toHaveURL(/\/yachts\/wama-26\/configure\?c=1\.white\.standard\.volvo-350hp-inboard\.bimini$/)
      await expect(page.getByTestId('total-price')).toHaveText(euro(total + 1000))
    } finally {
      await request.post(catalogue, { headers: auth, data: { base_price: before.base_price } })
    }

    // A build kept without a quote (Save): the same checks as a quote, nothing about who keeps it.
    const keep = (selection: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
      post(request, '/api/builds', { selection, website: '', ...extra })
    const saved = await keep({ ...selection, optionIds: [] })
    expect(saved.status()).toBe(201)
    const savedCode = ((await saved.json()) as { code: string }).code
    expect(((await (await request.get(`${BASE}/api/builds/${savedCode}`)).json()) as Kept).lines).toHaveLength(3)
    const invented = await keep({ ...selection, optionIds: ['jacuzzi'] }, { locale: 'fr' })
    expect(invented.status()).toBe(400)
    expect(((await invented.json()) as { error: string }).error).toBe(
      'Cette configuration ne peut pas être gardée\u00a0: ces choix ne figurent pas au catalogue (jacuzzi). Rechargez le configurateur pour voir les choix du jour.',
    )
    const clash = await keep({ ...selection, engineId: 'mercury-f300xl', optionIds: ['bimini', 'carbon-sun-awning'] })
    expect(clash.status()).toBe(400)
    expect(((await clash.json()) as { conflicts: unknown[] }).conflicts).toHaveLength(1)
    expect((await keep({ ...selection, optionIds: ['x'.repeat(100_000)] })).status()).toBe(413)
    expect((await keep(selection, { website: 'https://spam.test' })).status()).toBe(422)

    await page.goto(`/fr/yachts/wama-26/configure/${code.toLowerCase()}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre WAMA 26')
    await expect(page.getByText(code, { exact: true })).toBeVisible()
    // Priced on an English page, the build reads in French on a French one, at the prices it was given.
    const french = (await (await request.get(`${BASE}/api/cms/configurator/current/?locale=fr`)).json()) as {
      options: Array<{ id: string; name: string }>
    }
    const bimini = page.getByRole('region', { name: 'Vos choix' }).getByRole('row', { name: /Bimini/ })
    await expect(bimini).toContainText(french.options.find((o) => o.id === 'bimini')!.name)
    await expect(bimini).not.toContainText('Bimini Top')
    await expect(bimini).toContainText('3\u202f000\u00a0€')
    await expectNoViolations(page, 'a kept build, in French')
  })

  test('configuration quote: a build the option rules forbid is refused with the clash and its reason, and nothing is stored; a package is quoted with its contents included', async ({
    request,
  }) => {
    const quote = (email: string, engineId: string, optionIds: string[]) =>
      post(request, '/api/send-configuration', {
        name: 'Ada Lovelace',
        email,
        country: 'Tunisia',
        consent: true,
        selection: { colorId: 'white', flooringId: 'standard', engineId, optionIds },
        ...humanMeta(),
      })

    const refused = uniqueEmail('clash')
    const res = await quote(refused, 'mercury-f300xl', ['bimini', 'carbon-sun-awning', 'wake-surf-tabs'])
    expect(res.status()).toBe(400)
    const body = (await res.json()) as { error: string; conflicts: Array<{ problem: string; explanation: string }> }
    expect(body.error).toContain('Bimini Top cannot be fitted with Carbon Pole Sun Awning.')
    expect(body.conflicts.map((c) => c.problem)).toEqual([
      'Wake Surf Tab System requires Water Ballasts.',
      'Wake Surf Tab System needs an inboard or forward-drive engine; the build has the Mercury F300 XL V8 Outboard.',
      'Bimini Top cannot be fitted with Carbon Pole Sun Awning.',
    ])
    for (const conflict of body.conflicts) expect(conflict.explanation.length).toBeGreaterThan(20)
    expect(JSON.stringify(body)).not.toMatch(/at \w+ \(|node_modules/)
    expect(await leadsByEmail(request, spec.token, refused)).toHaveLength(0)

    const email = uniqueEmail('package')
    const ok = await quote(email, 'volvo-350hp-inboard', ['carbon-roll-bar', 'wake-surf-package'].concat(WAKE_SURF))
    expect(ok.status()).toBe(200)
    const lead = await waitForLead(request, spec.token, email, mailed)
    // Base, the inboard, the roll bar and the package: its three options add nothing more.
    expect(lead.total_price).toBe(125000 + 55071 + 21589 + 9900)
    const sales = await smtp.waitFor((m) => m.replyTo === email)
    expect(sales.text).toContain('Wake-Surf Package — €9,900')
    expect(sales.text).toContain('Water Ballasts — Included in Wake-Surf Package')
    const sheet = await pdfText(sales.attachments[0]!.content)
    expect(sheet.text).toContain('Included in Wake-Surf Package')
  })

  test('POST /api/cms/contact/ answers 201 { id, created_at } and stores a contact lead', async ({ request }) => {
    const email = uniqueEmail('cms')
    const res = await post(request, '/api/cms/contact/', {
      name: 'Alan Turing',
      email,
      interest: 'Monohulls',
      message: 'Hello',
    })
    expect(res.status()).toBe(201)
    const body = (await res.json()) as { id: number; created_at: string }
    expect(body.id).toBeTruthy()
    expect(Number.isNaN(Date.parse(body.created_at))).toBe(false)
    const lead = await waitForLead(request, spec.token, email, mailed)
    expect(lead).toMatchObject({ id: body.id, kind: 'contact' })
  })

  test('newsletter: stored once however often the visitor joins', async ({ request }) => {
    const email = uniqueEmail('news')
    for (let i = 0; i < 2; i++) {
      const res = await post(request, '/api/newsletter', { email: email.toUpperCase(), consent: true, ...humanMeta() })
      expect(res.status()).toBe(200)
    }
    const res = await request.get(`${BASE}/cms/api/subscribers`, {
      params: { 'where[email][equals]': email.toLowerCase(), depth: '0' },
      headers: { authorization: `JWT ${spec.token}` },
    })
    const body = (await res.json()) as { totalDocs: number; docs: Subscriber[] }
    expect(body.totalDocs).toBe(1)
    expect(body.docs[0]).toMatchObject({
      consent: true,
      consent_purpose: 'newsletter',
      consent_text: expect.stringContaining('newsletter'),
      consent_version: expect.stringMatching(/^[0-9a-f]{12}$/),
    })
  })
})

test.describe('bad input gets its 4xx and creates no lead', () => {
  test('header injection in the name or email: 400 with field errors', async ({ request }) => {
    const email = uniqueEmail('inject')
    const byName = await post(
      request,
      '/api/send-email',
      contactBody(email, { name: 'Mallory\r\nBcc: victim@example.com' }),
    )
    expect(byName.status()).toBe(400)
    expect(await byName.json()).toMatchObject({ error: expect.any(String), fields: { name: expect.any(String) } })
    const byEmail = await post(request, '/api/send-email', contactBody(`${email}\r\nBcc: victim@example.com`))
    expect(byEmail.status()).toBe(400)
    expect(((await byEmail.json()) as { fields: Record<string, string> }).fields.email).toBeTruthy()
    const brochure = await post(request, '/api/send-brochure', {
      yachtName: 'WAMA 42\r\nBcc: x@y.z',
      email,
      firstName: 'M',
      lastName: 'X',
      ...humanMeta(),
    })
    expect(brochure.status()).toBe(400)
    expect(await leadsByEmail(request, spec.token, email)).toHaveLength(0)
    expect(smtp.find((m) => m.raw.includes('victim@example.com'))).toHaveLength(0)
  })

  test('a 1 MB body: 413', async ({ request }) => {
    const email = uniqueEmail('huge')
    const res = await post(request, '/api/send-email', contactBody(email, { message: 'x'.repeat(1024 * 1024) }))
    expect(res.status()).toBe(413)
    expect(await res.json()).toMatchObject({ error: expect.any(String) })
    expect(await leadsByEmail(request, spec.token, email)).toHaveLength(0)
  })

  test('wrong types: 400 naming the fields', async ({ request }) => {
    const email = uniqueEmail('types')
    const res = await post(
      request,
      '/api/send-email',
      contactBody(email, { name: 42, phone: ['+1'], interest: { $ne: null }, message: true }),
    )
    expect(res.status()).toBe(400)
    const { fields } = (await res.json()) as { fields: Record<string, string> }
    expect(Object.keys(fields).sort()).toEqual(['interest', 'message', 'name', 'phone'])
    expect(await leadsByEmail(request, spec.token, email)).toHaveLength(0)
  })

  test('a missing field: 400 with the message next to it', async ({ request }) => {
    const email = uniqueEmail('missing')
    const { message: _m, ...rest } = contactBody(email)
    const res = await post(request, '/api/send-email', rest)
    expect(res.status()).toBe(400)
    expect(await res.json()).toMatchObject({ fields: { message: 'Please enter a message.' } })
    expect(await leadsByEmail(request, spec.token, email)).toHaveLength(0)
  })

  test('wrong content type 415, broken JSON 400, other methods 405 — never a 500', async ({ request }) => {
    const email = uniqueEmail('proto')
    const form = await request.post(`${BASE}/api/send-email`, {
      form: { name: 'A', email, interest: 'Monohulls', message: 'x' },
      headers: fakeClient(),
    })
    expect(form.status()).toBe(415)
    const broken = await request.post(`${BASE}/api/send-email`, {
      data: '{"name":',
      headers: { ...fakeClient(), 'content-type': 'application/json' },
    })
    expect(broken.status()).toBe(400)
    const array = await request.post(`${BASE}/api/send-brochure`, {
      data: '[1,2,3]',
      headers: { ...fakeClient(), 'content-type': 'application/json' },
    })
    expect(array.status()).toBe(400)
    const get = await request.get(`${BASE}/api/send-email`, { headers: fakeClient() })
    expect(get.status()).toBe(405)
    expect(get.headers().allow).toBe('POST')
    expect(await leadsByEmail(request, spec.token, email)).toHaveLength(0)
  })
})

test.describe('abuse', () => {
  test('the sixth request in a minute from one client gets 429 with Retry-After', async ({ request }) => {
    const client = fakeClient()
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      const res = await post(request, '/api/send-email', contactBody(uniqueEmail(`rate${i}`)), client)
      statuses.push(res.status())
      if (i === 5) {
        expect(Number(res.headers()['retry-after'])).toBeGreaterThan(0)
        expect(await res.json()).toMatchObject({ error: expect.any(String) })
      }
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
    // The CMS contact POST shares the family; another client is unaffected.
    expect((await post(request, '/api/cms/contact/', contactBody(uniqueEmail('rate-cms')), client)).status()).toBe(429)
    expect((await post(request, '/api/send-email', contactBody(uniqueEmail('rate-other')))).status()).toBe(200)
  })

  test('a honeypot hit is told plainly (422, in the page’s language) and kept nowhere; an instant submit is a lead like any other', async ({
    request,
  }) => {
    const trap = uniqueEmail('honeypot')
    const res = await post(request, '/api/send-email', contactBody(trap, { website: 'http://spam.example' }))
    expect(res.status()).toBe(422)
    expect(((await res.json()) as { error: string }).error).toMatch(
      /^This message was not sent: a field people never see/,
    )
    const french = await post(
      request,
      '/api/send-email',
      contactBody(uniqueEmail('honeypot-fr'), { website: 'x', locale: 'fr' }),
    )
    expect(french.status()).toBe(422)
    expect(((await french.json()) as { error: string }).error).toMatch(/^Ce message n’a pas été envoyé/)
    expect(await leadsByEmail(request, spec.token, trap)).toHaveLength(0)

    // Filled in at once, as a browser's autofill does: timing alone decides nothing.
    const fast = uniqueEmail('instant')
    const brochure = await post(request, '/api/send-brochure', {
      yachtName: 'WAMA 26',
      email: fast,
      firstName: 'B',
      lastName: 'Ot',
      startedAt: Date.now(),
    })
    expect(brochure.status()).toBe(200)
    const [instant] = await leadsByEmail(request, spec.token, fast)
    expect(instant).toMatchObject({ spam: false })
    await smtp.waitFor((m) => m.envelopeTo.includes(fast))
    expect(smtp.find((m) => m.raw.includes(trap))).toHaveLength(0)
  })

  test('duplicates within a minute collapse into one lead (same key, or same content)', async ({ request }) => {
    const email = uniqueEmail('dup')
    const body = contactBody(email)
    const [a, b] = await Promise.all([post(request, '/api/send-email', body), post(request, '/api/send-email', body)])
    const c = await post(request, '/api/send-email', { ...body, idempotencyKey: 'another-key-123' })
    const ids = await Promise.all([a, b, c].map(async (r) => ((await r.json()) as { id: number }).id))
    expect(new Set(ids).size).toBe(1)
    expect(await leadsByEmail(request, spec.token, email)).toHaveLength(1)
    await smtp.waitFor((m) => m.replyTo === email)
    await new Promise((r) => setTimeout(r, 1000))
    expect(smtp.find((m) => m.replyTo === email)).toHaveLength(1)
  })
})

test.describe('delivery', () => {
  test('SMTP down: the visitor gets OK, the lead waits as pending, the mail goes out when SMTP is back', async ({
    request,
  }) => {
    await smtp.stop()
    const email = uniqueEmail('outage')
    try {
      const res = await post(request, '/api/send-email', contactBody(email))
      expect(res.status()).toBe(200)
      // The first attempt runs right after the response and fails against the closed port.
      const pending = await waitForLead(request, spec.token, email, (l) => (l.delivery_attempts ?? 0) >= 1)
      expect(pending.delivery_status).toBe('pending')
      expect(pending.delivery_error).toBeTruthy()
    } finally {
      await smtp.start()
    }
    const mail = await smtp.waitFor((m) => m.replyTo === email, 45_000)
    expect(mail.subject).toMatch(/^Inquiry #\d+ — WAMA Yachts$/)
    const lead = await waitForLead(request, spec.token, email, mailed)
    expect(lead.delivery_attempts).toBeGreaterThanOrEqual(2)
  })

  test('a permanent refusal marks the lead failed; the admin resend delivers it', async ({ request }) => {
    const email = uniqueEmail('refused')
    smtp.reject = (m) => (m.replyTo === email ? { code: 550, message: 'Mailbox unavailable' } : null)
    try {
      expect((await post(request, '/api/send-email', contactBody(email))).status()).toBe(200)
      const failed = await waitForLead(request, spec.token, email, (l) => l.delivery_status === 'failed')
      expect(failed.delivery_error).toContain('550')
    } finally {
      smtp.reject = () => null
    }
    const [lead] = await leadsByEmail(request, spec.token, email)
    const unauth = await request.post(`${BASE}/cms/api/leads/${lead!.id}/resend`)
    expect(unauth.status()).toBe(401)
    const resend = await request.post(`${BASE}/cms/api/leads/${lead!.id}/resend`, {
      headers: { authorization: `JWT ${spec.token}` },
    })
    expect(resend.status()).toBe(202)
    expect(await resend.json()).toMatchObject({ queued: ['sales'] })
    await smtp.waitFor((m) => m.replyTo === email)
    await waitForLead(request, spec.token, email, mailed)
  })
})

test.describe('admin', () => {
  test('CSV export of the leads (admin only)', async ({ request }) => {
    const email = uniqueEmail('csv')
    await post(request, '/api/send-email', contactBody(email, { name: '=HYPERLINK("http://evil")' }))
    expect((await request.get(`${BASE}/cms/api/leads/export`)).status()).toBe(401)
    const res = await request.get(`${BASE}/cms/api/leads/export`, {
      params: { 'where[email][equals]': email },
      headers: { authorization: `JWT ${spec.token}` },
    })
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toContain('text/csv')
    expect(res.headers()['content-disposition']).toMatch(/attachment; filename="wama-leads-\d{4}-\d{2}-\d{2}\.csv"/)
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toMatch(/^"id","created_at","kind","status","owner",/)
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain(email)
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`)
    // The team's clock, with its offset: Tunis is an hour ahead of UTC all year.
    expect(lines[1]).toMatch(
      /^"\d+","\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+01:00","Inquiry \(contact form\)","New",/,
    )

    // The same rows as an Excel workbook, for people: French Excel opens it in columns.
    const excel = await request.get(`${BASE}/cms/api/leads/export`, {
      params: { 'where[email][equals]': email, format: 'xlsx' },
      headers: { authorization: `JWT ${spec.token}` },
    })
    expect(excel.status()).toBe(200)
    expect(excel.headers()['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    expect(excel.headers()['content-disposition']).toMatch(/filename="wama-leads-\d{4}-\d{2}-\d{2}\.xlsx"/)
    const [header, row, ...rest] = await readSheet(await excel.body())
    expect(rest).toEqual([])
    const cell = (title: string) => row?.[header?.indexOf(title) ?? -1]
    expect(cell('Email')).toBe(email)
    expect(cell('Name')).toBe('=HYPERLINK("http://evil")')
    expect(cell('Kind')).toBe('Inquiry (contact form)')
    expect(cell('Received (Africa/Tunis)')).toBeInstanceOf(Date)
    const other = await request.get(`${BASE}/cms/api/leads/export`, {
      params: { format: 'pdf' },
      headers: { authorization: `JWT ${spec.token}` },
    })
    expect(other.status()).toBe(400)
    expect(await other.json()).toEqual({ error: 'The export comes as csv or xlsx.' })
  })
})
