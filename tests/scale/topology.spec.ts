import { existsSync, readFileSync } from 'node:fs'
import http from 'node:http'

import { expect, test } from '@playwright/test'
import { Client } from 'pg'

import { startTopology } from '../../scripts/topology.mjs'
import { sendBody } from '../e2e/helpers/bodies'
import { signIn } from '../e2e/helpers/instance'
import { humanMeta, TestSmtp } from '../e2e/helpers/smtp'

/**
 * The production topology on loopback (scripts/topology.mjs): PostgreSQL, Redis, an S3-compatible server,
 * two instances of one build, each with its own copy of .next, and the shipped nginx in front.
 */

const BASE_PORT = Number(process.env.SCALE_PORT ?? 3600)
const SALES = process.env.SALES_EMAIL ?? 'sales@wama.test'
const ADMIN = {
  email: process.env.ADMIN_EMAIL ?? 'admin@wama.test',
  password: process.env.ADMIN_PASSWORD ?? 'e2e-admin-password-123',
}

type Topology = Awaited<ReturnType<typeof startTopology>>
let topology: Topology
const smtp = new TestSmtp(BASE_PORT + 12)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

test.describe.configure({ mode: 'serial' })
test.beforeAll(async () => {
  test.setTimeout(300_000)
  await smtp.start()
  topology = await startTopology({
    base: BASE_PORT,
    smtpUrl: `smtp://127.0.0.1:${BASE_PORT + 12}`,
    extraEnv: {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SALES_EMAIL: SALES,
      MAIL_FROM: 'no-reply@wama.test',
      // The killed instance's mails are taken over after 10 s instead of a minute, as an operator may choose.
      MAIL_LEASE_SECONDS: '10',
    },
  })
})
test.afterAll(async () => {
  test.setTimeout(60_000)
  await topology?.close()
  await smtp.stop()
})

const a = () => topology.instances[0]!
const b = () => topology.instances[1]!

async function saveAbout(url: string, token: string, pretitle: string): Promise<void> {
  const res = await fetch(`${url}/cms/api/globals/about`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify({ hero_pretitle: pretitle }),
  })
  expect(res.status).toBe(200)
}

/** Polls `url` until its page contains `text`; the milliseconds it took. */
async function visibleAfter(url: string, text: string, since: number, limitMs = 10_000): Promise<number> {
  for (;;) {
    const body = await (await fetch(url)).text()
    if (body.includes(text)) return Date.now() - since
    if (Date.now() - since > limitMs) throw new Error(`${url} did not show ${text} within ${limitMs} ms`)
    await sleep(20)
  }
}

function lead(i: number, tag: string, address: string) {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({
      name: `Scale ${i}`,
      email: `${tag}-${i}@example.com`,
      interest: 'Catamarans',
      message: `Lead ${i}`,
      ...humanMeta(),
    }),
  }
}

async function withDatabase<T>(fn: (db: Client) => Promise<T>): Promise<T> {
  const db = new Client({ connectionString: topology.databaseUrl })
  await db.connect()
  try {
    return await fn(db)
  } finally {
    await db.end()
  }
}

test('the edge: Brotli scripts with the security headers, malformed paths answered by the app, 405 for TRACE, pages with the headers, pictures encoded once', async () => {
  const html = await (await fetch(`${topology.edge}/yachts/wama-26`)).text()
  const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(html)![1]!
  const raw = await new Promise<http.IncomingMessage & { body: Buffer }>((resolve, reject) => {
    http
      .get(`${topology.edge}${script}`, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } }, (res) => {
        const parts: Buffer[] = []
        res.on('data', (c: Buffer) => parts.push(c))
        res.on('end', () => resolve(Object.assign(res, { body: Buffer.concat(parts) })))
      })
      .on('error', reject)
  })
  expect(raw.headers['content-encoding']).toBe('br')
  expect(raw.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(raw.headers['content-security-policy']).toContain("frame-ancestors 'self'")
  expect(raw.body.equals(readFileSync(`${a().dir}/.next/static/${script.slice('/_next/static/'.length)}.br`))).toBe(
    true,
  )

  // nginx refuses a broken escape itself, and hands one that is no UTF-8 on as it came: the app answers it,
  // not with a bare 500.
  expect((await fetch(`${topology.edge}/api/cms/yachts/%E0%A4%A/`)).status).toBe(400)
  const unreadablePage = await fetch(`${topology.edge}/yachts/%ff`)
  expect(unreadablePage.status).toBe(404)
  expect(await unreadablePage.text()).toContain('Oops! Page not found')
  const unreadableApi = await fetch(`${topology.edge}/api/cms/yachts/%ff/`)
  expect(unreadableApi.status).toBe(400)
  expect(await unreadableApi.json()).toHaveProperty('error')
  expect((await fetch(`${topology.edge}/yachts/%C3%A9t%C3%A9`)).status).toBe(404)
  const trace = await new Promise<number>((resolve, reject) => {
    http
      .request(`${topology.edge}/api/send-email`, { method: 'TRACE' }, (res) => resolve(res.statusCode ?? 0))
      .on('error', reject)
      .end()
  })
  expect(trace).toBe(405)

  const page = await fetch(`${topology.edge}/`)
  expect(page.status).toBe(200)
  expect(page.headers.get('content-security-policy')).toContain("default-src 'self'")
  expect(page.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')

  // The seeded pictures live in the bucket, and every one a page shows answers through the edge.
  const pictures = [
    ...new Set(
      [...(await page.text()).matchAll(/(\/_next\/image\?url=[^"\s,]+)/g)].map((m) => m[1]!.replaceAll('&amp;', '&')),
    ),
  ]
  expect(pictures.length).toBeGreaterThan(3)
  for (const picture of pictures.slice(0, 12)) {
    const res = await fetch(`${topology.edge}${picture}`)
    expect(res.status, picture).toBe(200)
    expect(res.headers.get('content-type'), picture).toMatch(/^image\//)
  }

  // A picture is encoded once for the edge, in the format each browser takes.
  const picture = `${topology.edge}${pictures[0]!}`
  for (const [accept, type] of [
    ['image/avif,image/webp,image/*,*/*;q=0.8', 'image/avif'],
    ['image/webp,image/*,*/*;q=0.8', 'image/webp'],
  ] as const) {
    const first = await fetch(picture, { headers: { accept } })
    const again = await fetch(picture, { headers: { accept } })
    expect([first.headers.get('content-type'), again.headers.get('content-type')]).toEqual([type, type])
    expect(again.headers.get('x-cache-status')).toBe('HIT')
    expect(Buffer.from(await again.arrayBuffer()).equals(Buffer.from(await first.arrayBuffer()))).toBe(true)
  }
})

test('a publish on A shows on B and through nginx long before the edge would let its copy expire', async () => {
  const token = await signIn(a().url, ADMIN.email, ADMIN.password)
  // Each instance renders the page once before the measured edits, as instances in service have: the first render
  // of a page in a new process loads and compiles its code (0.6-1.1 s on a busy 2-core host, against 0.2 s after),
  // a cost of starting up, not of publishing. Instances share rendered pages, so each is asked right after an edit
  // of its own, before the other can store the page for it.
  for (const instance of [a(), b()]) {
    const warm = `Warm-up of ${instance.name} ${Date.now().toString(36)}`
    await saveAbout(a().url, token, warm)
    await visibleAfter(`${instance.url}/about`, warm, Date.now())
  }
  const onB: number[] = []
  const onEdge: number[] = []
  for (let i = 0; i < 5; i++) {
    // Both caches hold the current page before the edit; the edge keeps it for seconds, so only its
    // instances telling it of the publish can make the edit show there within one.
    await fetch(`${b().url}/about`)
    await fetch(`${topology.edge}/about`)
    expect((await fetch(`${topology.edge}/about`)).headers.get('x-cache-status')).toBe('HIT')
    const text = `Published on A ${Date.now().toString(36)}-${i}`
    const since = Date.now()
    await saveAbout(a().url, token, text)
    const [tb, te] = await Promise.all([
      visibleAfter(`${b().url}/about`, text, since),
      visibleAfter(`${topology.edge}/about`, text, since),
    ])
    onB.push(tb)
    onEdge.push(te)
  }
  console.log(`publish-to-visible ms, instance B: ${onB.join(' ')}; through nginx: ${onEdge.join(' ')}`)
  // Untold, the edge would serve its copy for 5 s and B the stored page until its next revalidation: every edit
  // showing within 4 s proves both were told. How fast is for `npm run bench` to measure, alone on the machine: here
  // other browser tests run alongside, and a typical 0.7 s became 1.2 s when they were busy.
  expect(Math.max(...onB, ...onEdge)).toBeLessThan(4000)
})

test('only the app hosts may tell the edge of a publish', async () => {
  const post = (localAddress: string, method = 'POST') =>
    new Promise<number>((resolve, reject) => {
      http
        .request(`${topology.edge}/_edge/publish`, { method, localAddress }, (res) => {
          res.resume()
          resolve(res.statusCode ?? 0)
        })
        .on('error', reject)
        .end()
    })
  expect(await post('127.0.0.2')).toBe(403)
  expect(await post('127.0.0.1', 'GET')).toBe(405)
  expect(await post('127.0.0.1')).toBe(204)
})

test('an edit, then a SIGKILL of the instance that made it, then a restart: the first request shows the edit', async () => {
  const token = await signIn(a().url, ADMIN.email, ADMIN.password)
  await fetch(`${a().url}/about`)
  const text = `Edited before a crash ${Date.now().toString(36)}`
  await saveAbout(a().url, token, text)
  await a().kill()
  await a().start()
  expect(await (await fetch(`${a().url}/about`)).text()).toContain(text)
})

test('a rate-limit burst split across A and B is limited as one, and the edge passes the real client address', async () => {
  const tag = `split-${Date.now().toString(36)}`
  const statuses: number[] = []
  for (let i = 0; i < 10; i++)
    statuses.push((await fetch(`${(i % 2 ? b() : a()).url}/api/send-email`, lead(i, tag, '10.90.0.1'))).status)
  expect(statuses.filter((s) => s === 200)).toHaveLength(5)
  expect(statuses.filter((s) => s === 429)).toHaveLength(5)

  // Through nginx a forged X-Forwarded-For changes nothing: the app counts the address nginx saw.
  const forged: number[] = []
  for (let i = 0; i < 7; i++)
    forged.push(
      (
        await fetch(`${topology.edge}/api/newsletter`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.91.0.${i}` },
          body: JSON.stringify({ email: `${tag}-n${i}@example.com`, consent: true, ...humanMeta() }),
        })
      ).status,
    )
  expect(forged.slice(0, 5).every((s) => s === 200 || s === 201)).toBe(true)
  expect(forged.slice(5)).toEqual([429, 429])

  // Past 10 form posts a minute from one address (any form), nginx itself answers, in JSON, before any instance.
  let edge: Response | undefined
  for (let i = 0; i < 6 && edge?.status !== 429; i++) {
    edge = await fetch(`${topology.edge}/api/send-brochure`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `${tag}-b${i}@example.com`, yacht: 'WAMA 26', ...humanMeta() }),
    })
  }
  expect(edge?.status).toBe(429)
  expect(edge?.headers.get('content-type')).toContain('application/json')
  expect(((await edge!.json()) as { error: string }).error).toBe(
    'Too many requests from this address. Please try again in a minute.',
  )
})

test('a newsletter subscriber joins on A, gets one mail, confirms on B and leaves in one click on A', async () => {
  const email = `news-${Date.now().toString(36)}@example.com`
  // Straight to A as a client of its own: the edge's limit for this machine's address is spent by the tests before.
  const joined = await fetch(`${a().url}/api/newsletter`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.94.0.1' },
    body: JSON.stringify({ email, consent: true, ...humanMeta() }),
  })
  expect(joined.status).toBe(200)
  const mail = await smtp.waitFor((m) => m.to === email)
  const linkTo = (page: string) => {
    const link = [...mail.text.matchAll(/https?:\/\/\S+/g)].map((m) => new URL(m[0])).find((u) => u.pathname === page)
    expect(link, `a link to ${page}`).toBeTruthy()
    return link!.searchParams
  }
  const statusOf = () =>
    withDatabase(
      async (db) =>
        (await db.query<{ status: string }>('select status from subscribers where email = $1', [email])).rows[0]
          ?.status,
    )

  // Signed with the secret both instances share: the link works on the one that did not send it.
  const confirmed = await fetch(`${b().url}/api/newsletter/confirm`, {
    method: 'POST',
    body: linkTo('/newsletter/confirm'),
    redirect: 'manual',
  })
  expect(confirmed.status).toBe(303)
  expect(await statusOf()).toBe('subscribed')

  const left = await fetch(`${a().url}/api/newsletter/unsubscribe?${linkTo('/newsletter/unsubscribe')}`, {
    method: 'POST',
    body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }),
  })
  expect(left.status).toBe(200)
  expect(await statusOf()).toBe('unsubscribed')
  // The two instances both run the mail queue: still one mail.
  await sleep(2_000)
  expect(smtp.find((m) => m.to === email)).toHaveLength(1)
})

test('the last places of a sea trial, booked at once on A and B: never more bookings than places, each booker mailed once', async () => {
  const token = await signIn(a().url, ADMIN.email, ADMIN.password)
  const startsAt = new Date(Date.now() + 3 * 24 * 3_600_000)
  startsAt.setUTCHours(9, 0, 0, 0)
  const title = `Rush ${Date.now().toString(36)}`
  const created = await fetch(`${a().url}/cms/api/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify({
      title,
      kind: 'sea-trial',
      starts_on: startsAt.toISOString(),
      ends_on: startsAt.toISOString(),
      place: 'WAMA yard, Megrine',
      slots: [{ starts_at: startsAt.toISOString(), starts_at_tz: 'Africa/Tunis', minutes: 90, capacity: 3 }],
    }),
  })
  expect(created.status).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number; slots: Array<{ id: string }> } }
  const slot = doc.slots[0]!.id
  const tag = `rush-${Date.now().toString(36)}`
  const answers = await Promise.all(
    Array.from({ length: 10 }, async (_, i) => {
      const res = await fetch(`${(i % 2 === 0 ? a() : b()).url}/api/events/book`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.95.0.${i + 1}` },
        body: JSON.stringify({
          name: `Rush ${i}`,
          email: `${tag}-${i}@example.com`,
          consent: true,
          event: doc.id,
          slot,
          ...humanMeta(),
        }),
      })
      return { status: res.status, email: `${tag}-${i}@example.com` }
    }),
  )
  const booked = answers.filter((r) => r.status === 201)
  expect(answers.map((r) => r.status).sort()).toEqual([201, 201, 201, 409, 409, 409, 409, 409, 409, 409])
  const held = await withDatabase(
    async (db) =>
      (await db.query<{ n: string }>('select count(*) as n from leads where slot = $1 and seat is not null', [slot]))
        .rows[0]?.n,
  )
  expect(Number(held)).toBe(3)
  // Both instances run the mail queue: each booker's confirmation leaves once.
  for (const { email } of booked) await smtp.waitFor((m) => m.to === email && m.subject.startsWith('Your appointment'))
  await sleep(2_000)
  for (const { email } of booked) expect(smtp.find((m) => m.to === email)).toHaveLength(1)
  // The page B serves, and the edge's, say the time is full.
  for (const url of [b().url, topology.edge]) {
    await expect.poll(async () => (await fetch(`${url}/events`)).text()).toContain(`— Fully booked`)
  }
})

test('100 leads across both instances, one SIGKILLed mid-burst: every acknowledged lead is stored and mailed exactly once', async () => {
  test.setTimeout(240_000)
  const tag = `burst-${Date.now().toString(36)}`
  const acknowledged = new Map<string, number>()
  let next = 0
  let killed = false
  const submit = async () => {
    while (next < 100) {
      const i = next++
      const target = i % 2 === 0 ? a() : b()
      if (killed && target === a()) continue
      try {
        const res = await fetch(`${target.url}/api/send-email`, lead(i, tag, `10.92.${i >> 8}.${i & 255}`))
        const body = (await res.json()) as { id?: number }
        if (res.ok && typeof body.id === 'number') acknowledged.set(`${tag}-${i}@example.com`, body.id)
      } catch {
        // died with the instance: never acknowledged
      }
    }
  }
  const workers = Array.from({ length: 8 }, submit)
  await expect.poll(() => acknowledged.size, { intervals: [10], timeout: 60_000 }).toBeGreaterThanOrEqual(30)
  killed = true
  await a().kill()
  await Promise.all(workers)
  expect(acknowledged.size).toBeGreaterThanOrEqual(60)

  const stored = await withDatabase(
    async (db) =>
      (await db.query<{ id: number; email: string }>('select id, email from leads where email like $1', [`${tag}-%`]))
        .rows,
  )
  const byEmail = new Map(stored.map((r) => [r.email, Number(r.id)]))
  expect([...acknowledged].filter(([email, id]) => byEmail.get(email) !== id)).toEqual([])

  await a().start()
  // A mail counts once per Message-ID, as a mailbox keeps it: a server SIGKILLed between the SMTP server's
  // acceptance and the lead's record sends that mail again, with the same Message-ID, once its claim lapses.
  const messages = (found: { raw: string }[]) =>
    new Set(found.map((m) => /^Message-ID: *(.+)$/im.exec(m.raw)?.[1]?.trim() ?? m.raw)).size
  const mailsOf = (email: string) => ({
    confirmation: messages(smtp.find((m) => m.envelopeTo.includes(email))),
    sales: messages(smtp.find((m) => m.envelopeTo.includes(SALES) && m.raw.includes(email))),
  })
  const emails = [...byEmail.keys()]
  await expect
    .poll(() => emails.filter((e) => mailsOf(e).confirmation < 1 || mailsOf(e).sales < 1).length, { timeout: 150_000 })
    .toBe(0)
  // With the restart before it, long enough for the killed instance's claims (10 s) and the jobs it left
  // processing (two leases) to be taken over: a mail sent again then must carry the same Message-ID.
  await sleep(12_000)
  expect(emails.map((e) => ({ e, ...mailsOf(e) })).filter((m) => m.confirmation !== 1 || m.sales !== 1)).toEqual([])
})

test('a rolling restart (SIGTERM A, start A, SIGTERM B, start B) under steady load through nginx fails no request and loses no lead', async () => {
  test.setTimeout(240_000)
  const tag = `rolling-${Date.now().toString(36)}`
  let stop = false
  let ok = 0
  const failures: string[] = []
  const paths = ['/', '/yachts/wama-26', '/about', '/api/cms/yachts/', '/blog']
  const load = async (w: number) => {
    for (let n = 0; !stop; n++) {
      const path = paths[(n + w) % paths.length]!
      try {
        const res = await fetch(`${topology.edge}${path}`)
        await res.arrayBuffer()
        if (res.status === 200) ok++
        else failures.push(`${res.status} ${path}`)
      } catch (error) {
        failures.push(`${String(error)} ${path}`)
      }
    }
  }
  let leadsSent = 0
  const acknowledged: string[] = []
  // Visitors reach instances through nginx; these posts go to an instance directly (one connection each,
  // as nginx's own upstream connections are renewed) so that each is its own client for the rate limit.
  const postOnce = (url: string, init: ReturnType<typeof lead>) =>
    new Promise<number>((resolve, reject) => {
      const req = http.request(
        url,
        {
          method: 'POST',
          agent: false,
          headers: { ...init.headers, 'content-length': String(Buffer.byteLength(init.body)) },
        },
        (res) => {
          res.resume()
          res.on('end', () => resolve(res.statusCode ?? 0))
        },
      )
      req.on('error', reject)
      req.end(init.body)
    })
  const leadLoad = async () => {
    while (!stop) {
      const i = leadsSent++
      const target = i % 2 === 0 ? a() : b()
      try {
        const status = await postOnce(`${target.url}/api/send-email`, lead(i, tag, `10.93.${i >> 8}.${i & 255}`))
        if (status === 200) acknowledged.push(`${tag}-${i}@example.com`)
      } catch {
        // refused while that instance restarts: never acknowledged
      }
      await sleep(100)
    }
  }
  const workers = [...Array.from({ length: 6 }, (_, w) => load(w)), leadLoad()]
  await sleep(1_000)
  for (const instance of [a(), b()]) {
    const t0 = Date.now()
    const code = await instance.stopGracefully()
    const stopped = Date.now() - t0
    await instance.start()
    console.log(
      `rolling restart of ${instance.name}: stopped in ${stopped} ms (exit ${code}), serving again after ${Date.now() - t0} ms`,
    )
    expect(stopped, 'a stop under load takes seconds, not minutes').toBeLessThan(30_000)
    await sleep(1_000)
  }
  stop = true
  await Promise.all(workers)
  expect(failures, `${failures.length} failed of ${ok + failures.length}`).toEqual([])
  expect(ok).toBeGreaterThan(200)

  const stored = await withDatabase(async (db) =>
    (await db.query<{ email: string }>('select email from leads where email like $1', [`${tag}-%`])).rows.map(
      (r) => r.email,
    ),
  )
  expect(acknowledged.filter((e) => !stored.includes(e))).toEqual([])
  const notOnce = () => acknowledged.filter((e) => smtp.find((m) => m.envelopeTo.includes(e)).length !== 1)
  await expect
    .poll(() => notOnce().length, { timeout: 90_000 })
    .toBe(0)
    .catch(async (error: unknown) => {
      // What each instance and the database say about the leads not mailed once, to tell a lost mail from a twice-sent one.
      const leads = await withDatabase(
        async (db) =>
          (
            await db.query(
              'select id, email, confirmation_status, delivery_status, delivery_error from leads where email = any($1)',
              [notOnce()],
            )
          ).rows,
      )
      const jobs = await withDatabase(
        async (db) =>
          (await db.query('select id, input, total_tried, processing, has_error, wait_until, error from payload_jobs'))
            .rows,
      )
      const lines = [a(), b()].flatMap((i) =>
        i
          .output()
          .split('\n')
          .filter((l) => /\[leads\]|starting at|error/i.test(l))
          .map((l) => `${i.name}: ${l}`),
      )
      console.log(
        JSON.stringify(
          { leads, mails: notOnce().map((e) => [e, smtp.find((m) => m.envelopeTo.includes(e)).length]), jobs },
          null,
          1,
        ),
      )
      console.log(lines.join('\n'))
      throw error
    })
})

test('media uploaded through A is served by B, from the object store', async () => {
  const token = await signIn(a().url, ADMIN.email, ADMIN.password)
  const png = readFileSync('public/art/fallback.webp')
  const form = new FormData()
  form.append('file', new Blob([png], { type: 'image/webp' }), `scale-${Date.now()}.webp`)
  form.append('_payload', JSON.stringify({ alt: 'Uploaded through instance A' }))
  const upload = await fetch(`${a().url}/cms/api/media`, {
    method: 'POST',
    headers: { authorization: `JWT ${token}` },
    body: form,
  })
  expect(upload.status).toBe(201)
  const { doc } = (await upload.json()) as { doc: { url: string; filename: string } }
  const fromB = await fetch(`${b().url}${doc.url}`)
  expect(fromB.status).toBe(200)
  expect(fromB.headers.get('content-type')).toMatch(/^image\//)
  const served = Buffer.from(await fromB.arrayBuffer())
  expect(served.length).toBeGreaterThan(100)
  // The bytes B serves are the object A stored in the bucket; neither instance keeps a copy on its disk.
  expect(served.equals(readFileSync(`${topology.work}/s3/wama-media/${doc.filename}._S3rver_object`))).toBe(true)
  for (const instance of [a(), b()]) expect(existsSync(`${instance.dir}/data/uploads/${doc.filename}`)).toBe(false)
})

test('the edge refuses a body over its route limit in JSON, and eight 49 MB bodies leave both instances up', async () => {
  test.setTimeout(120_000)
  const MB = 1024 * 1024
  // The sign-in takes 16 KB at the edge: 5 MB never reaches an instance, declared or chunked.
  const declared = await sendBody(`${topology.edge}/cms/api/users/login`, 5 * MB)
  expect(declared.status).toBe(413)
  expect(declared.json).toEqual({ error: 'The request is too large.' })
  const chunked = await sendBody(`${topology.edge}/cms/api/users/login`, 5 * MB, {
    chunked: true,
    headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
  })
  expect(chunked.status).toBe(413)
  expect(chunked.json).toEqual({ error: 'La requête est trop volumineuse.' })
  const form = await sendBody(`${topology.edge}/api/send-email`, 64 * 1024)
  expect(form.status).toBe(413)

  // The upload route takes 51 MB at the edge, so these reach the instances, which read 2 MB of each (no session).
  const started = Date.now()
  const answers = await Promise.all(
    Array.from({ length: 8 }, (_, i) => sendBody(`${topology.edge}/cms/api/${i % 2 ? 'media' : 'documents'}`, 49 * MB)),
  )
  console.log(`eight 49 MB bodies through the edge refused in ${Date.now() - started} ms`)
  for (const answer of answers) {
    expect(answer.status).toBe(413)
    expect(answer.json).toEqual({ error: 'The request is too large.' })
  }
  for (const instance of [a(), b()]) expect((await fetch(`${instance.url}/api/health`)).status).toBe(200)
  expect((await fetch(`${topology.edge}/about`)).status).toBe(200)
})

// Last: it spends this address's sign-in allowance at the edge.
test('past ten sign-ins a minute from one address the edge answers 429 in JSON; the editor signs in from another', async () => {
  const statuses: number[] = []
  for (let i = 0; i < 14; i++) {
    const res = await fetch(`${topology.edge}/cms/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `guess-${i}@example.com`, password: 'wrong' }),
    })
    statuses.push(res.status)
    if (res.status === 429) {
      expect(res.headers.get('content-type')).toContain('application/json')
      expect(((await res.json()) as { error: string }).error).toBe(
        'Too many requests from this address. Please try again in a minute.',
      )
    } else await res.body?.cancel()
  }
  // The burst of ten passes to the app (which refuses the wrong passwords); the rest never reach it.
  expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true)
  expect(statuses.slice(11)).toEqual([429, 429, 429])
  // The limit is the address's, not the account's: the editor's own instance address still signs in.
  expect(await signIn(a().url, ADMIN.email, ADMIN.password)).toBeTruthy()
})
