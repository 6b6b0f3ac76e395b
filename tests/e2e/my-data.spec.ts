import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import type { Lead } from '@/lib/cms/payload-types'

import { BASE, cmsApi } from './env'
import { signInBrowser } from './helpers/admin'
import { expectNoViolations } from './helpers/axe'
import { fakeClient, humanMeta, leadSpec, mailed, uniqueEmail, waitForLead, type CapturedMail } from './helpers/smtp'

/**
 * A visitor's rights, self-served: "Your data" mails a link to the address typed in; the link shows what the site
 * holds about it, downloads it as JSON and erases it. After the erasure no table of the database holds the
 * address, while the requests stay counted. An administrator erases an address asked for by mail, and the
 * retention period anonymises what is older than it. A real SMTP server receives the site's mail; the database
 * is the server's own SQLite file, read directly.
 */

const spec = leadSpec()
const { smtp } = spec

/** The server's database file: the run's own folder, or the copy of the build the second stream serves from. */
const databaseFile = () =>
  path.resolve(
    process.env.E2E_SERVER_DIR ?? process.cwd(),
    (process.env.DATABASE_URL ?? 'file:./data/e2e/wama.db').replace(/^file:/, ''),
  )

/** Every table and column of the database in which `needle` appears, case-blind. */
async function tablesHolding(needle: string): Promise<string[]> {
  const db = createClient({ url: `file:${databaseFile()}` })
  try {
    const tables = await db.execute("select name from sqlite_master where type = 'table'")
    const found: string[] = []
    for (const { name } of tables.rows) {
      const rows = await db.execute(`select * from "${String(name)}"`)
      for (const row of rows.rows) {
        for (const [column, value] of Object.entries(row)) {
          if (typeof value === 'string' && value.toLowerCase().includes(needle.toLowerCase())) {
            found.push(`${String(name)}.${column}`)
          }
        }
      }
    }
    return found
  } finally {
    db.close()
  }
}

async function byId<T>(request: APIRequestContext, collection: string, id: number): Promise<T> {
  const res = await request.get(cmsApi(`/${collection}/${id}`), {
    params: { depth: '0' },
    headers: { authorization: `JWT ${spec.token}` },
  })
  expect(res.status()).toBe(200)
  return (await res.json()) as T
}

async function sendLead(request: APIRequestContext, email: string, message: string, locale = 'en') {
  const res = await request.post(`${BASE}/api/send-email`, {
    headers: fakeClient(),
    data: {
      name: 'Ada Lovelace',
      email,
      phone: '+216 71 000 000',
      interest: 'Catamarans',
      message,
      locale,
      ...humanMeta(),
    },
  })
  expect(res.status()).toBe(200)
  // Both mails sent: nothing changes the lead after this unless the test does.
  return waitForLead(request, spec.token, email, (l) => mailed(l) && l.confirmation_status === 'sent')
}

/** The link of the "Your data" mail sent to `email`, as a path on this site. */
async function myDataLink(email: string): Promise<{ mail: CapturedMail; path: string }> {
  const mail = await smtp.waitFor((m) => m.envelopeTo.includes(email) && /data/i.test(m.subject + m.text))
  const url = [...mail.text.matchAll(/https?:\/\/\S+/g)]
    .map((m) => new URL(m[0]))
    .find((u) => /my-data$/.test(u.pathname))
  expect(url, `a link to the data page in:\n${mail.text}`).toBeTruthy()
  return { mail, path: `${url!.pathname}${url!.search}` }
}

async function askForLink(page: Page, path: string, email: string, words: { label: string; send: string }) {
  await page.goto(path)
  await page.getByRole('textbox', { name: words.label }).fill(email)
  await page.waitForTimeout(2100) // the lead pipeline's minimum fill time
  await page.getByRole('button', { name: words.send }).click()
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
})

test('a visitor sees, downloads and erases their data from a mailed link, and no table keeps their address', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('privacy')
  const typed = email.replace('privacy', 'Privacy')
  const message = 'We sail from Monastir; is the WAMA 42 ready for a crossing to Malta?'
  const lead = await sendLead(request, typed, message)
  const joined = await request.post(`${BASE}/api/newsletter`, {
    data: { email, consent: true, ...humanMeta() },
    headers: fakeClient(),
  })
  expect(joined.status()).toBe(200)
  await smtp.waitFor((m) => m.envelopeTo.includes(email) && /confirm/i.test(m.subject))
  const other = uniqueEmail('privacy-other')
  const otherLead = await sendLead(request, other, 'Please keep my request.')
  // And a sea trial booked at the yard, three days from now.
  const trial = `Privacy trial ${Date.now().toString(36)}`
  const startsAt = new Date(Date.now() + 3 * 86_400_000)
  startsAt.setUTCHours(9, 0, 0, 0)
  const created = await request.post(cmsApi('/events'), {
    headers: { authorization: `JWT ${spec.token}` },
    data: {
      title: trial,
      kind: 'sea-trial',
      starts_on: startsAt.toISOString(),
      ends_on: startsAt.toISOString(),
      place: 'WAMA yard',
      slots: [{ starts_at: startsAt.toISOString(), starts_at_tz: 'Africa/Tunis', minutes: 60, capacity: 1 }],
    },
  })
  expect(created.status()).toBe(201)
  const { doc: event } = (await created.json()) as { doc: { id: number; slots: Array<{ id: string }> } }
  const booked = await request.post(`${BASE}/api/events/book`, {
    headers: fakeClient(),
    data: { name: 'Ada Lovelace', email, consent: true, event: event.id, slot: event.slots[0]!.id, ...humanMeta() },
  })
  expect(booked.status()).toBe(201)
  const booking = (await booked.json()) as { id: number }

  await askForLink(page, '/my-data', email.toUpperCase(), { label: 'Your e-mail address', send: 'Mail me the link' })
  await expect(page.getByRole('status')).toHaveText(
    `Check your inbox: the link is on its way to ${email.toUpperCase()}. It works for 24 hours.`,
  )
  const { mail, path: link } = await myDataLink(email)
  expect(mail.subject).toBe('Your data at WAMA Yachts')
  expect(link).not.toContain(email.split('@')[0]!)

  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`What we hold about ${email}`)
  const inquiry = page.getByRole('listitem').filter({ hasText: message })
  await expect(inquiry).toContainText('Inquiry')
  await expect(inquiry).toContainText('+216 71 000 000')
  const trialItem = page.getByRole('listitem').filter({ hasText: trial })
  await expect(trialItem).toContainText('Booking')
  await expect(trialItem).toContainText('10:00 (Tunis time)')
  await expect(page.getByRole('region', { name: 'Newsletter' })).toContainText('Awaiting your confirmation')
  await expectNoViolations(page, 'the data a link opens')

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download my data (JSON)' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^wama-my-data-\d{4}-\d{2}-\d{2}\.json$/)
  const exported = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    address: string
    requests: Array<{ email: string; message: string; phone: string; booking: unknown }>
    newsletter: Array<{ status: string }>
  }
  expect(exported.address).toBe(email)
  expect(exported.requests).toHaveLength(2)
  expect(exported.requests).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ email: typed, message, phone: '+216 71 000 000', booking: null }),
      expect.objectContaining({
        email,
        booking: { event: trial, starts_at: startsAt.toISOString(), status: 'booked' },
      }),
    ]),
  )
  expect(exported.newsletter).toEqual([expect.objectContaining({ status: 'pending' })])

  // The erasure asks to be confirmed: the box must be ticked.
  const erase = page.getByRole('button', { name: 'Erase my data' })
  await erase.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`What we hold about ${email}`)
  await page.getByRole('checkbox', { name: 'I understand that this cannot be undone' }).check()
  await erase.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your data is erased')
  await expect(page.getByText('No request from this address.')).toBeVisible()
  await expect(page.getByText('This address is not on our newsletter list.')).toBeVisible()

  // The request is still counted, with nothing that says who sent it; the other visitor's is untouched.
  const erased = await byId<Lead>(request, 'leads', lead.id)
  expect(erased).toMatchObject({ kind: 'inquiry', interest: 'Catamarans', name: null, phone: null, message: null })
  expect(erased.email).toMatch(/@erased\.invalid$/)
  expect(erased.erased_at).toBeTruthy()
  // The erased booking gives its place back.
  expect(await byId<Lead>(request, 'leads', booking.id)).toMatchObject({ seat: null, name: null })
  expect(await byId<Lead>(request, 'leads', otherLead.id)).toMatchObject({ email: other, name: 'Ada Lovelace' })
  expect(await tablesHolding(email)).toEqual([])
  expect(await tablesHolding(other)).not.toEqual([])
})

test('a link that was altered or is not one opens nothing, and the endpoints say why in the page’s language', async ({
  page,
  request,
}) => {
  await page.goto('/fr/my-data?t=not-a-real-link-but-long-enough-to-look-like-one-0000')
  // Next's route announcer is an alert too, once the page is hydrated: the one that speaks is ours.
  await expect(page.getByRole('alert').filter({ hasText: 'Ce lien n’est pas valide' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Votre adresse e-mail' })).toBeVisible()
  await expectNoViolations(page, 'the French page of a broken link')

  const exported = await request.get(
    `${BASE}/api/my-data/export?t=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA&locale=fr`,
  )
  expect(exported.status()).toBe(400)
  expect(await exported.json()).toEqual({
    error:
      'Ce lien n’est pas valide ou date de plus de 24\u00a0heures\u00a0: demandez-en un nouveau sur la page Vos données.',
  })
  const erased = await request.post(`${BASE}/api/my-data/erase`, { form: { t: 'x'.repeat(50), confirm: 'yes' } })
  expect(erased.status()).toBe(400)
  expect(await erased.json()).toHaveProperty('error')
  const huge = await request.post(`${BASE}/api/my-data/erase`, { form: { t: 'x'.repeat(5000) } })
  expect(huge.status()).toBe(413)

  // Asking tells nobody whether an address wrote to us: a known and an unknown one get the same answer.
  const ask = (email: string) =>
    request.post(`${BASE}/api/my-data`, { headers: fakeClient(), data: { email, ...humanMeta() } })
  const unknown = await ask(uniqueEmail('privacy-unknown'))
  const known = await ask('sales@wama.test')
  expect([unknown.status(), known.status()]).toEqual([202, 202])
  expect(await unknown.json()).toEqual(await known.json())
  const invalid = await request.post(`${BASE}/api/my-data`, {
    headers: fakeClient(),
    data: { email: 'not an address', locale: 'fr', ...humanMeta() },
  })
  expect(invalid.status()).toBe(400)
  expect(await invalid.json()).toMatchObject({ fields: { email: expect.stringContaining('adresse') } })
})

test('an administrator erases an address asked for by mail, and the retention period anonymises old requests', async ({
  page,
  context,
  request,
}) => {
  const byMail = uniqueEmail('privacy-admin')
  const asked = await sendLead(request, byMail, 'Please erase me later.')
  const old = uniqueEmail('privacy-old')
  const oldLead = await sendLead(request, old, 'A request from three years ago.')
  const recent = uniqueEmail('privacy-recent')
  const recentLead = await sendLead(request, recent, 'A request from today.')
  // Three years and a month ago, as far as the database knows.
  const db = createClient({ url: `file:${databaseFile()}` })
  try {
    await db.execute({
      sql: 'update leads set updated_at = ? where id = ?',
      args: ['2023-11-01T09:00:00.000Z', oldLead.id],
    })
  } finally {
    db.close()
  }

  await signInBrowser(context, spec.token)
  await page.goto('/admin/globals/privacy')
  await expect(page.getByLabel('Retention period (months)')).toHaveValue('36')
  await page.getByLabel('E-mail address').fill(byMail)
  page.once('dialog', (dialog) => void dialog.accept())
  await page.getByRole('button', { name: 'Erase this address' }).click()
  await expect(page.getByText('Erased: 1 leads, 0 replies, 0 newsletter entries, 0 outbox mails.')).toBeVisible()
  expect((await byId<Lead>(request, 'leads', asked.id)).email).toMatch(/@erased\.invalid$/)

  await page.getByRole('button', { name: 'Apply the retention period now' }).click()
  await expect(
    page.getByText(/^Anonymised \d+ leads and \d+ newsletter addresses older than 36 months\.$/),
  ).toBeVisible()
  expect(await byId<Lead>(request, 'leads', oldLead.id)).toMatchObject({ message: null, name: null })
  expect(await byId<Lead>(request, 'leads', recentLead.id)).toMatchObject({
    email: recent,
    message: 'A request from today.',
  })
  await page.reload()
  await expect(page.getByLabel('What it did')).toHaveValue(/anonymised: older than 36 months\.$/)
  expect(await tablesHolding(old)).toEqual([])
})
