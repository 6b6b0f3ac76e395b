import { rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { createClient, type Client, type Transaction } from '@libsql/client'
import { expect, test } from '@playwright/test'

import { E2E } from './env'
import { startInstance } from './helpers/instance'
import { fakeClient, humanMeta, TestSmtp, uniqueEmail } from './helpers/smtp'

/**
 * A database that stops taking writes (here another process holds SQLite's write lock, as a long migration or a
 * backup would; a full disk fails the same write) must not cost a lead: the lead is kept in the spool and
 * acknowledged, stored and mailed once the database takes writes again; and when even the spool cannot keep it,
 * the visitor is told how to reach sales instead of "sent", and sales get the lead by mail.
 */

const SMTP_PORT = E2E.smtpPort + 62
const PORT = E2E.port + 26

interface Health {
  status: string
  database: { status: string; writes?: string }
  spool?: { waiting: boolean }
}

test('leads the database refuses are kept, acknowledged and stored later; leads nobody can keep are never acknowledged', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000)
  const smtp = new TestSmtp(SMTP_PORT)
  await smtp.start()
  const spoolDir = path.join('/tmp', `wama-e2e-spool-${process.pid}`)
  rmSync(spoolDir, { recursive: true, force: true })
  const site = await startInstance('durability', PORT, {
    TRUST_PROXY: '1',
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    LEAD_SPOOL_DIR: spoolDir,
  })
  const db: Client = createClient({ url: `file:${path.join(site.dir, 'data/instance.db')}` })
  let lock: Transaction | null = null
  const health = async () => (await (await fetch(`${site.url}/api/health`)).json()) as Health
  const leadRows = async (email: string) =>
    (await db.execute({ sql: 'select id, name, kind from leads where email = ?', args: [email] })).rows
  const send = (body: Record<string, unknown>) =>
    fetch(`${site.url}/api/send-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...fakeClient() },
      body: JSON.stringify({ interest: 'Catamarans', ...humanMeta(), ...body }),
    })
  try {
    expect(await health()).toMatchObject({ status: 'ok', database: { writes: 'ok' }, spool: { waiting: false } })

    // Another process takes the write lock and keeps it: reads go on, every write of the server fails.
    lock = await db.transaction('write')
    await lock.execute('update leads set status = status where id = -1')

    const kept = uniqueEmail('spooled')
    const name = 'Ines Spooled-Lead'
    const res = await send({ name, email: kept, message: 'Kept while the database refused writes' })
    expect(res.status, 'acknowledged as kept, not yet stored').toBe(202)
    expect(await res.json()).toEqual({ ok: true, id: null })
    expect(await health()).toMatchObject({ status: 'degraded', database: { status: 'up', writes: 'failing' } })
    expect((await health()).spool).toEqual({ waiting: true })
    // Pages are still served meanwhile.
    expect((await fetch(`${site.url}/contact`)).status).toBe(200)

    // The log says what failed, never who wrote.
    expect(site.output()).toContain('kept in the spool')
    expect(site.output()).not.toContain(kept)
    expect(site.output()).not.toContain(name)

    // The database takes writes again: the lead is stored once and mailed like any other.
    await lock.rollback()
    lock = null
    await expect.poll(async () => (await leadRows(kept)).length, { timeout: 40_000 }).toBe(1)
    const sales = await smtp.waitFor((m) => m.replyTo === kept, 30_000)
    expect(sales.text).toContain('Kept while the database refused writes')
    await smtp.waitFor((m) => m.envelopeTo.includes(kept), 30_000)
    await expect
      .poll(async () => health(), { timeout: 20_000 })
      .toMatchObject({ status: 'ok', database: { writes: 'ok' }, spool: { waiting: false } })
    expect(await leadRows(kept)).toHaveLength(1)

    // Now neither the database nor the spool can keep a lead (the spool's folder is gone, a file in its place).
    lock = await db.transaction('write')
    await lock.execute('update leads set status = status where id = -1')
    rmSync(spoolDir, { recursive: true, force: true })
    writeFileSync(spoolDir, 'not a folder')

    // The addresses every page shows a visitor.
    await page.setExtraHTTPHeaders(fakeClient())
    await page.goto(`${site.url}/contact`)
    const shown = async (scheme: string) =>
      decodeURIComponent((await page.locator(`main a[href^="${scheme}:"]`).first().getAttribute('href')) ?? '').slice(
        scheme.length + 1,
      )
    const settings = {
      phone: await page.locator('main a[href^="tel:"]').first().innerText(),
      info_email: await shown('mailto'),
    }
    const lost = uniqueEmail('unkept')
    const refused = await send({ name: 'Omar Unkept', email: lost, message: 'Nobody could keep this', locale: 'fr' })
    expect(refused.status, 'never acknowledged').toBe(503)
    const { error } = (await refused.json()) as { error: string }
    expect(error).toContain('Nous n’avons pas pu enregistrer votre demande')
    expect(error).toContain(settings.info_email)
    expect(error).toContain(settings.phone)
    // Sales get the lead itself, marked as stored nowhere else.
    const alert = await smtp.waitFor((m) => m.subject.startsWith('NOT STORED') && m.text.includes(lost), 30_000)
    expect(alert.envelopeTo).toEqual([process.env.SALES_EMAIL ?? 'sales@wama-yachts.com'])
    expect(alert.text).toContain('Nobody could keep this')

    // A visitor of the contact page reads how to reach sales, not "sent".
    const form = page
      .locator('form')
      .filter({ has: page.getByLabel('Interest') })
      .first()
    await form.getByLabel('Full Name').fill('Ada Lovelace')
    await form.getByLabel('Email').fill(uniqueEmail('unkept-page'))
    await form.getByLabel('Message').fill('Is the WAMA 42 available for a sea trial?')
    await page.waitForTimeout(2_100)
    await form.getByRole('button', { name: /send/i }).click()
    await expect(page.getByText(`call ${settings.phone}`, { exact: false })).toBeVisible({ timeout: 20_000 })
    await expect(page.getByText('Thank you for your inquiry!')).toBeHidden()

    await lock.rollback()
    lock = null
    expect(await leadRows(lost)).toHaveLength(0)
  } catch (error) {
    // What the server said is the only account of a replay that never came.
    await testInfo.attach('server output', { body: site.output() })
    throw error
  } finally {
    await lock?.rollback().catch(() => undefined)
    db.close()
    await site.stop()
    await smtp.stop()
    rmSync(spoolDir, { recursive: true, force: true })
  }
})
