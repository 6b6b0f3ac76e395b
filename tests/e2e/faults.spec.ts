import http from 'node:http'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { expect, test } from '@playwright/test'

import { E2E } from './env'
import { humanMeta, TestSmtp } from './helpers/smtp'
import { signIn, startInstance, startSlowRelay } from './helpers/instance'

/** These servers mail through a port of their own: the shared server's specs start and stop theirs meanwhile. */
const SMTP_PORT = E2E.smtpPort + 60

/**
 * SIGKILL in the middle of a burst of lead submissions loses no lead that got a 2xx
 * (SQLite in WAL mode), and starting the server again serves the site with no manual step.
 */

test('a SIGKILL during a burst of leads loses none that was acknowledged; a restart serves again', async () => {
  test.setTimeout(240_000)
  // TRUST_PROXY=1: each submission is its own client, so the burst is not rate limited.
  const site = await startInstance('faults', E2E.port + 18, { TRUST_PROXY: '1', SMTP_URL: '' })
  try {
    const acknowledged = new Map<string, number>()
    let failed = 0
    let killed = false
    const tag = `burst-${Date.now().toString(36)}`
    let sequence = 0

    async function submitter(): Promise<void> {
      while (!killed) {
        const n = ++sequence
        const email = `${tag}-${n}@example.com`
        try {
          const res = await fetch(`${site.url}/api/send-email`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.77.${(n >> 8) & 255}.${n & 255}` },
            body: JSON.stringify({
              name: `Burst ${n}`,
              email,
              interest: 'Catamarans',
              message: `Lead ${n} of a burst`,
              ...humanMeta(),
            }),
          })
          const body = (await res.json()) as { id?: number }
          if (res.ok && typeof body.id === 'number') acknowledged.set(email, body.id)
          else failed++
        } catch {
          failed++ // the connection died with the server: never acknowledged, so it may or may not be stored
        }
      }
    }

    const workers = Array.from({ length: 16 }, submitter)
    await expect.poll(() => acknowledged.size, { timeout: 60_000, intervals: [20] }).toBeGreaterThanOrEqual(80)
    await site.kill('SIGKILL')
    killed = true
    await Promise.all(workers)
    expect(failed, 'requests in flight when the server died').toBeGreaterThan(0)

    // Start again: no manual step (no lock to remove, no WAL to replay by hand).
    await site.restart()
    expect((await fetch(`${site.url}/`)).status).toBe(200)
    expect((await fetch(`${site.url}/contact`)).status).toBe(200)

    const db = createClient({ url: `file:${path.join(site.dir, 'data/instance.db')}` })
    const rows = await db.execute({ sql: 'select id, email from leads where email like ?', args: [`${tag}-%`] })
    db.close()
    const stored = new Map(rows.rows.map((r) => [String(r.email), Number(r.id)]))
    const lost = [...acknowledged].filter(([email, id]) => stored.get(email) !== id)
    expect(lost, `${lost.length} of ${acknowledged.size} acknowledged leads lost`).toEqual([])
    expect(stored.size).toBeGreaterThanOrEqual(acknowledged.size)

    // And it takes new leads after the crash.
    const after = await fetch(`${site.url}/api/send-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.78.0.1' },
      body: JSON.stringify({
        name: 'After',
        email: `${tag}-after@example.com`,
        interest: 'Catamarans',
        message: 'After the crash',
        ...humanMeta(),
      }),
    })
    expect(after.status).toBe(200)
  } finally {
    await site.stop()
  }
})

test('a publish, then a SIGKILL before any visitor asks for the page: after the restart the first visit shows the edit; a scheduled publish its server died running still happens', async () => {
  test.setTimeout(180_000)
  // A lease of 5 s: a job its server left running is taken back after 10 s.
  const site = await startInstance('publish-kill', E2E.port + 19, { SMTP_URL: '', MAIL_LEASE_SECONDS: '5' })
  try {
    const token = await signIn(site.url, E2E.adminEmail, E2E.adminPassword)
    const before = await (await fetch(`${site.url}/about`)).text()
    expect(await (await fetch(`${site.url}/about`)).text()).toBe(before)

    const edited = `Edited before a crash ${Date.now().toString(36)}`
    const save = await fetch(`${site.url}/cms/api/globals/about`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
      // This instance starts with no content: the About page's first save must say it publishes.
      body: JSON.stringify({ hero_pretitle: edited, _status: 'published' }),
    })
    expect(save.status).toBe(200)

    // A draft post whose scheduled publish was due and taken by this server when it died.
    const title = `Scheduled before a crash ${Date.now().toString(36)}`
    const slug = title.toLowerCase().replaceAll(' ', '-')
    const draft = await fetch(`${site.url}/cms/api/posts?draft=true`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
      body: JSON.stringify({ title, slug, category: 'Shipyard', published_date: '2026-11-20', _status: 'draft' }),
    })
    expect(draft.status).toBe(201)
    const { doc } = (await draft.json()) as { doc: { id: number } }
    expect((await fetch(`${site.url}/blog/${slug}`)).status).toBe(404)
    await site.kill('SIGKILL')
    // The row Payload's runner leaves when its process dies mid-publish: taken ('processing'), never finished.
    const db = createClient({ url: `file:${path.join(site.dir, 'data/instance.db')}` })
    const taken = new Date(Date.now() - 60_000).toISOString()
    await db.execute({
      sql: `insert into payload_jobs (input, task_slug, queue, wait_until, processing, total_tried, has_error, created_at, updated_at)
            values (?, 'schedulePublish', 'default', ?, 1, 0, 0, ?, ?)`,
      args: [
        JSON.stringify({ type: 'publish', doc: { relationTo: 'posts', value: String(doc.id) } }),
        taken,
        taken,
        taken,
      ],
    })
    db.close()

    await site.restart()
    const first = await (await fetch(`${site.url}/about`)).text()
    expect(first).toContain(edited)
    expect(before).not.toContain(edited)

    await expect
      .poll(
        async () => {
          const res = await fetch(`${site.url}/blog/${slug}`)
          return res.status === 200 && (await res.text()).includes(title)
        },
        { timeout: 60_000, message: 'the post whose publish was cut by the crash goes live' },
      )
      .toBe(true)
    expect(site.output()).toMatch(/schedulePublish \d+ was left running by a server that stopped; queued again/)
  } finally {
    await site.stop()
  }
})

test('two servers running the mail queue on one database mail each lead exactly once', async () => {
  test.setTimeout(240_000)
  const smtp = new TestSmtp(SMTP_PORT)
  await smtp.start()
  const shared = {
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    TRUST_PROXY: '1',
    DATABASE_URL: `file:/tmp/wama-e2e-two-runners-${process.pid}.db`,
  }
  const a = await startInstance('runner-a', E2E.port + 20, shared)
  const b = await startInstance('runner-b', E2E.port + 21, shared)
  try {
    const tag = `twice-${Date.now().toString(36)}`
    const emails: string[] = []
    await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const email = `${tag}-${i}@example.com`
        const site = i % 2 === 0 ? a : b
        const res = await fetch(`${site.url}/api/send-email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.79.0.${i + 1}` },
          body: JSON.stringify({
            name: `Runner ${i}`,
            email,
            interest: 'Catamarans',
            message: `Lead ${i}`,
            ...humanMeta(),
          }),
        })
        expect(res.status, email).toBe(200)
        emails.push(email)
      }),
    )
    const sales = process.env.SALES_EMAIL ?? 'sales@wama.test'
    const mailsOf = (email: string) => ({
      confirmation: smtp.find((m) => m.envelopeTo.includes(email)).length,
      sales: smtp.find((m) => m.envelopeTo.includes(sales) && m.raw.includes(email)).length,
    })
    await expect
      .poll(() => emails.every((e) => mailsOf(e).confirmation >= 1 && mailsOf(e).sales >= 1), { timeout: 90_000 })
      .toBe(true)
    // Another turn of both servers' queues (they tick together, every 10 s): nothing is sent again.
    await new Promise((resolve) => setTimeout(resolve, 11_000))
    const twice = emails
      .filter((e) => mailsOf(e).confirmation !== 1 || mailsOf(e).sales !== 1)
      .map((e) => ({ e, ...mailsOf(e) }))
    expect(twice).toEqual([])
  } finally {
    await a.stop()
    await b.stop()
    await smtp.stop()
  }
})

test('SIGTERM while requests and lead mails are in flight: every request gets its answer, every lead its mails, then the server exits', async () => {
  test.setTimeout(180_000)
  const smtp = new TestSmtp(SMTP_PORT)
  await smtp.start()
  // A slow SMTP server keeps mails in flight when the stop comes.
  const slowSmtp = await startSlowRelay(SMTP_PORT + 1, SMTP_PORT, 400)
  const site = await startInstance('sigterm', E2E.port + 22, {
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT + 1}`,
    TRUST_PROXY: '1',
  })
  try {
    const tag = `term-${Date.now().toString(36)}`
    const leads = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        const email = `${tag}-${i}@example.com`
        const res = await fetch(`${site.url}/api/send-email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.80.0.${i + 1}` },
          body: JSON.stringify({
            name: `Term ${i}`,
            email,
            interest: 'Catamarans',
            message: `Lead ${i}`,
            ...humanMeta(),
          }),
        })
        expect(res.status).toBe(200)
        return email
      }),
    )
    // Form posts whose bodies are still arriving when the stop comes: each must be answered and stored.
    const slow = Array.from({ length: 5 }, (_, i) => {
      const email = `${tag}-slow-${i}@example.com`
      const body = JSON.stringify({
        name: `Slow ${i}`,
        email,
        interest: 'Catamarans',
        message: `Slow lead ${i}`,
        ...humanMeta(),
      })
      const req = http.request(`${site.url}/api/send-email`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'x-forwarded-for': `10.81.0.${i + 1}`,
        },
      })
      const answer = new Promise<number>((resolve, reject) => {
        req.on('response', (res) => {
          res.resume()
          res.on('end', () => resolve(res.statusCode ?? 0))
        })
        req.on('error', reject)
      })
      req.write(body.slice(0, 20))
      return { email, finish: () => req.end(body.slice(20)), answer }
    })
    await new Promise((resolve) => setTimeout(resolve, 300))
    const code = site.stopGracefully()
    await new Promise((resolve) => setTimeout(resolve, 500))
    for (const s of slow) s.finish()
    expect(await Promise.all(slow.map((s) => s.answer))).toEqual(slow.map(() => 200))
    leads.push(...slow.map((s) => s.email))
    expect(await code).not.toBeNull()
    await expect(fetch(`${site.url}/api/health`)).rejects.toThrow()

    // Nothing was cut mid-send: after a restart, each lead has exactly its two mails.
    await site.restart()
    const mailsOf = (email: string) => smtp.find((m) => m.raw.includes(email)).length
    await expect.poll(() => leads.map(mailsOf), { timeout: 90_000 }).toEqual(leads.map(() => 2))
  } finally {
    await site.stop()
    await slowSmtp.close()
    await smtp.stop()
  }
})

test('a server whose database cannot be reached exits, saying why, and never answers', async () => {
  const start = startInstance('no-database', E2E.port + 24, { DATABASE_URL: 'postgres://wama@127.0.0.1:1/wama' })
  const error = await start.then(
    () => new Error('the instance started'),
    (reason: unknown) => (reason instanceof Error ? reason : new Error(String(reason))),
  )
  // The reason and the refusal are written to stderr and stdout, whose lines can interleave in either order.
  expect(error.message).toMatch(/^instance no-database exited/)
  expect(error.message).toContain('cannot connect to Postgres')
  expect(error.message).toContain('the database could not be made ready; not serving')
})
