import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { parse } from 'csv-parse/sync'

import type { Subscriber } from '@/lib/cms/payload-types'

import { BASE, cmsApi } from './env'
import { signInBrowser } from './helpers/admin'
import { expectNoViolations } from './helpers/axe'
import { fakeClient, humanMeta, leadSpec, uniqueEmail, type CapturedMail } from './helpers/smtp'

/**
 * The newsletter's double opt-in with a real SMTP server: the footer's Join mails a link, the address is on
 * the list once that link's button is pressed, and the mail's unsubscribe link or a mail client's one-click
 * POST takes it off again. The stored subscriber is read through the admin's REST API. The tests tagged @cms
 * run again on PostgreSQL, whose migration adds the statuses and the mail job's name as enum values.
 */

const spec = leadSpec()
const { smtp } = spec

/** The mailing list as the admin's export gives it: one row per subscribed address, by address. */
async function mailingList(request: APIRequestContext): Promise<Map<string, Record<string, string>>> {
  const res = await request.get(cmsApi('/subscribers/export'), { headers: { authorization: `JWT ${spec.token}` } })
  expect(res.status()).toBe(200)
  expect(res.headers()['content-disposition']).toMatch(
    /^attachment; filename="wama-mailing-list-\d{4}-\d{2}-\d{2}\.csv"$/,
  )
  const text = await res.text()
  expect(text.split('\r\n')[0]).toBe('\uFEFF"email","language","confirmed_at","unsubscribe_url"')
  const rows: Array<Record<string, string>> = parse(text, { bom: true, columns: true })
  return new Map(rows.map((cells) => [cells.email ?? '', cells]))
}

async function subscriber(request: APIRequestContext, email: string): Promise<Subscriber> {
  const res = await request.get(cmsApi('/subscribers'), {
    params: { 'where[email][equals]': email, depth: '0' },
    headers: { authorization: `JWT ${spec.token}` },
  })
  const { docs } = (await res.json()) as { docs: Subscriber[] }
  expect(docs, `one subscriber for ${email}`).toHaveLength(1)
  return docs[0]!
}

/** The mail's header block as a client reads it: folded lines joined. */
const headerOf = (mail: CapturedMail, name: string) => {
  const head = mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ')
  return new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]
}

/** The links of the mail's text part, by the page they open. */
function linksOf(mail: CapturedMail) {
  const links = [...mail.text.matchAll(/https?:\/\/\S+/g)].map((m) => new URL(m[0]))
  const find = (path: RegExp) => {
    const link = links.find((l) => path.test(l.pathname))
    expect(link, `a link to ${path} in:\n${mail.text}`).toBeTruthy()
    return `${link!.pathname}${link!.search}`
  }
  return { confirm: find(/\/newsletter\/confirm$/), unsubscribe: find(/\/newsletter\/unsubscribe$/) }
}

/** Joins through the endpoint the footer posts to (in English) and waits for the confirmation mail. */
async function joinByApi(request: APIRequestContext, email: string): Promise<CapturedMail> {
  const joined = await request.post(`${BASE}/api/newsletter`, {
    data: { email, consent: true, ...humanMeta() },
    headers: fakeClient(),
  })
  expect(joined.status()).toBe(200)
  return smtp.waitFor((m) => m.to === email)
}

async function joinFromFooter(page: Page, email: string, words: { label: string; join: string; joined: string }) {
  const footer = page.getByRole('contentinfo')
  await footer.getByRole('textbox', { name: words.label }).fill(email)
  await page.waitForTimeout(2100) // the minimum fill time of the lead pipeline (a faster submission is treated as a bot)
  await footer.getByRole('button', { name: words.join }).click()
  await expect(footer.getByText(words.joined)).toBeVisible()
}

// The banner and reveal animations start transparent; reduced motion shows the settled page axe must judge.
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
})

const FRENCH = {
  label: 'Adresse e-mail',
  join: 'S’inscrire',
  joined: 'Merci\u00a0! Pour confirmer, ouvrez le lien que nous envoyons dans votre boîte de réception.',
}

test('a French visitor joins from the footer, confirms from the mail, leaves in one click and may join again @phone @cms', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('news-fr')
  await page.goto('/fr/contact')
  await joinFromFooter(page, email, FRENCH)

  const mail = await smtp.waitFor((m) => m.to === email)
  expect(mail.subject).toBe('Merci de confirmer votre inscription — WAMA Yachts')
  expect(mail.text).toContain('Vous avez demandé à recevoir la newsletter WAMA à cette adresse.')
  expect(mail.text).not.toContain(email)
  expect(headerOf(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
  const links = linksOf(mail)
  expect(links.confirm).toMatch(/^\/fr\/newsletter\/confirm\?/)
  await expect.poll(async () => (await subscriber(request, email)).mail_status).toBe('sent')
  expect(await subscriber(request, email)).toMatchObject({ status: 'pending', locale: 'fr', consent: true })

  // Opening the link shows what it will do; only the button does it (a scanner following links subscribes no one).
  await page.goto(links.confirm)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirmez votre inscription')
  await expect(page.getByText(`Recevez la newsletter WAMA à l’adresse ${email}.`)).toBeVisible()
  expect((await subscriber(request, email)).status).toBe('pending')
  await expectNoViolations(page, 'the French confirm page')
  const confirm = page.getByRole('button', { name: 'Confirmer mon inscription' })
  await confirm.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bienvenue à bord')
  expect(new URL(page.url()).pathname).toBe('/fr/newsletter/confirm')
  const confirmed = await subscriber(request, email)
  expect(confirmed.status).toBe('subscribed')
  expect(Date.parse(confirmed.confirmed_at ?? '')).toBeGreaterThan(Date.now() - 60_000)

  // On the mailing list the admin exports, with the link that unsubscribes it (the same page as the mail's).
  const row = (await mailingList(request)).get(email)
  expect(row).toMatchObject({ language: 'fr', confirmed_at: confirmed.confirmed_at })
  const listed = new URL(row!.unsubscribe_url!)
  expect(`${listed.pathname}${listed.search}`).toBe(links.unsubscribe)

  // A mail client's "Unsubscribe": RFC 8058's POST to the List-Unsubscribe address, no page involved.
  const oneClick = /^<(.+)>$/.exec(headerOf(mail, 'List-Unsubscribe') ?? '')?.[1]
  expect(oneClick, 'a List-Unsubscribe address').toBeTruthy()
  const { pathname, search } = new URL(oneClick!)
  expect(pathname).toBe('/api/newsletter/unsubscribe')
  const left = await request.post(`${BASE}${pathname}${search}`, { form: { 'List-Unsubscribe': 'One-Click' } })
  expect(left.status()).toBe(200)
  expect(await left.json()).toEqual({ ok: true, status: 'unsubscribed' })
  expect(await subscriber(request, email)).toMatchObject({
    status: 'unsubscribed',
    unsubscribed_at: expect.any(String),
  })
  expect((await mailingList(request)).has(email)).toBe(false)
  await page.goto(links.unsubscribe)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Désinscription confirmée')
  await expect(page.getByRole('main').getByRole('button')).toHaveCount(0)

  // Joining again asks for a new confirmation.
  await page.goto('/fr/blog')
  await joinFromFooter(page, email, FRENCH)
  await expect.poll(() => smtp.find((m) => m.to === email).length).toBe(2)
  expect((await subscriber(request, email)).status).toBe('pending')
})

test('the unsubscribe link of the mail takes an English subscriber off the list from its page', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('news-en')
  const mail = await joinByApi(request, email)
  expect(mail.subject).toBe('Please confirm your subscription — WAMA Yachts')
  const { unsubscribe } = linksOf(mail)
  expect(unsubscribe).toMatch(/^\/newsletter\/unsubscribe\?/)

  // A mail client without one-click opens the List-Unsubscribe address in the browser: it leads to the same page.
  const oneClick = new URL(/^<(.+)>$/.exec(headerOf(mail, 'List-Unsubscribe') ?? '')?.[1] ?? 'missing:')
  const opened = await request.get(`${BASE}${oneClick.pathname}${oneClick.search}`, { maxRedirects: 0 })
  expect(opened.status()).toBe(303)
  expect(opened.headers().location).toBe(unsubscribe)
  expect((await subscriber(request, email)).status).toBe('pending')

  await page.goto(unsubscribe)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leave the WAMA newsletter?')
  await expect(page.getByText(`No more newsletters will be sent to ${email}.`)).toBeVisible()
  await expectNoViolations(page, 'the unsubscribe page')
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You have left the newsletter')
  expect((await subscriber(request, email)).status).toBe('unsubscribed')

  // The old confirm link no longer puts the address back: only joining again does.
  await page.goto(linksOf(mail).confirm)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You have left the newsletter')
})

test('a link that is not valid changes nothing and says so, on the page and to a client', async ({ page, request }) => {
  const email = uniqueEmail('news-bad')
  const mail = await joinByApi(request, email)
  const confirm = new URL(linksOf(mail).confirm, BASE)
  const signature = confirm.searchParams.get('t')!
  const forged = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`

  confirm.searchParams.set('t', forged)
  await page.goto(`${confirm.pathname}${confirm.search}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link is not valid')
  await expect(page.getByRole('main').getByRole('button')).toHaveCount(0)
  await page.goto('/fr/newsletter/unsubscribe?s=1')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ce lien n’est pas valide')

  const s = confirm.searchParams.get('s')!
  const refused = await request.post(`${BASE}/api/newsletter/confirm`, { form: { s, t: forged, locale: 'fr' } })
  expect(refused.status()).toBe(400)
  expect(await refused.json()).toEqual({
    error: 'Ce lien n’est pas valide\u00a0: ouvrez-le à nouveau depuis le message que nous vous avons envoyé.',
  })
  const oversized = await request.post(`${BASE}/api/newsletter/unsubscribe?s=${s}&t=${signature}`, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: `List-Unsubscribe=One-Click&pad=${'x'.repeat(4096)}`,
  })
  expect(oversized.status()).toBe(413)
  expect(await oversized.json()).toEqual({ error: 'The request is too large.' })
  const garbled = await request.post(`${BASE}/api/newsletter/confirm`, {
    headers: { 'content-type': 'multipart/form-data; boundary=x' },
    data: '--x\r\nnot a part at all',
  })
  expect(garbled.status()).toBe(400)
  expect(await garbled.json()).toEqual({ error: expect.stringMatching(/^This link is not valid/) })
  const asPut = await request.put(`${BASE}/api/newsletter/unsubscribe?s=${s}&t=${signature}`)
  expect(asPut.status()).toBe(405)
  expect(await asPut.json()).toEqual({ error: 'Method not allowed. Use POST.' })
  expect((await subscriber(request, email)).status).toBe('pending')
})

test('the admin lists each subscriber with its status and exports the subscribed ones only @cms', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('news-admin')
  await joinByApi(request, email)
  expect((await mailingList(request)).has(email), 'an address awaiting confirmation').toBe(false)

  await signInBrowser(page.context(), spec.token)
  await page.goto('/admin/collections/subscribers?where[status][equals]=pending')
  await expect(page.getByRole('columnheader', { name: /^Status Sort/ })).toBeVisible()
  await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText('Awaiting confirmation')
  const exportLink = page.getByRole('link', { name: 'Export the mailing list (CSV)' })
  await expect(exportLink).toHaveAttribute('href', '/cms/api/subscribers/export')
  // The list settles its address and rows after it is drawn; a navigation then would cancel the download.
  await page.waitForLoadState('networkidle')
  const download = page.waitForEvent('download')
  await exportLink.click()
  expect((await download).suggestedFilename()).toMatch(/^wama-mailing-list-\d{4}-\d{2}-\d{2}\.csv$/)
})
