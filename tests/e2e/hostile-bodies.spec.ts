import { expect, test } from '@playwright/test'
import sharp from 'sharp'

import { E2E } from './env'
import { memoryMb, percentile, sendBody, serverPid, timePages, type BodyAnswer } from './helpers/bodies'
import { signIn, startInstance } from './helpers/instance'

/**
 * Bodies an attacker sends to kill the server (issue 56): tens of MB of JSON to the CMS API, declared or chunked,
 * many at once. The server, with production's 256 MB heap, refuses each with a readable 413 before reading it,
 * stays alive and keeps serving pages, while an editor's upload of several MB still goes through.
 */

const MB = 1024 * 1024
const EN = { error: 'The request is too large.' }
const FR = { error: 'La requête est trop volumineuse.' }
/**
 * How much the server's peak resident memory may grow under the attack. It serves pages from about 350 MB; an
 * 80 MB body read whole is 80 MB of bytes and 80 MB or more of string, and ten of them end the 256 MB heap.
 */
const GROWTH_MB = 100

test.describe.configure({ mode: 'serial' })

let site: Awaited<ReturnType<typeof startInstance>>
let pid = 0
let baselineMb = 0
const port = E2E.port + 40

test.beforeAll(async () => {
  test.setTimeout(180_000)
  // Its own address as the public one: Payload accepts a session cookie only from a request of that origin.
  site = await startInstance('hostile-bodies', port, {
    SMTP_URL: '',
    SERVER_HEAP_MB: '256',
    PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
  })
  pid = serverPid(port)
  for (const path of ['/', '/about', '/contact']) expect((await fetch(`${site.url}${path}`)).status).toBe(200)
  baselineMb = memoryMb(pid).peak
  console.log(`server before any hostile body: peak RSS ${baselineMb} MB`)
})

test.afterAll(async () => {
  await site?.stop()
})

const refused = (answer: BodyAnswer, json: unknown = EN) => {
  expect(answer.status, `answered after ${answer.sent} bytes`).toBe(413)
  expect(answer.json).toEqual(json)
}

test('an 80 MB JSON body to the login or to the leads API is refused with a readable 413, declared or chunked', async () => {
  for (const route of ['/cms/api/users/login', '/cms/api/leads']) {
    const declared = await sendBody(`${site.url}${route}`, 80 * MB)
    refused(declared)
    const chunked = await sendBody(`${site.url}${route}`, 80 * MB, { chunked: true })
    refused(chunked)
    // Refused long before 80 MB went up: by its declared length at once, chunked after the first 2 MB.
    expect(declared.sent).toBeLessThan(16 * MB)
    expect(chunked.sent).toBeLessThan(16 * MB)
    console.log(`${route}: refused in ${declared.ms} ms (declared), ${chunked.ms} ms (chunked)`)
  }
  const french = { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' }
  refused(await sendBody(`${site.url}/cms/api/users/login`, 80 * MB, { headers: french }), FR)
  refused(await sendBody(`${site.url}/cms/api/leads`, 80 * MB, { chunked: true, headers: french }), FR)
  refused(await sendBody(`${site.url}/cms/api/leads`, 10 * MB, { headers: { referer: `${site.url}/fr/contact` } }), FR)

  // The login still works for a body of its own size.
  expect(await signIn(site.url, E2E.adminEmail, E2E.adminPassword)).toBeTruthy()
})

test('ten 80 MB bodies at once, and eight of 49 MB, leave the server alive, its memory bounded and its pages served', async () => {
  test.setTimeout(180_000)
  const routes = ['/cms/api/users/login', '/cms/api/leads', '/cms/api/media', '/cms/api/pages', '/api/send-email']
  let attacking = true
  const pages = timePages(`${site.url}/about`, () => !attacking)
  const answers: BodyAnswer[] = []
  const started = Date.now()
  let waves = 0
  // Wave after wave for 10 s, so that the pages are timed all through an attack, not around one burst.
  while (Date.now() - started < 10_000) {
    waves++
    const ten = Array.from({ length: 10 }, (_, i) =>
      sendBody(`${site.url}${routes[i % routes.length]}`, 80 * MB, { chunked: i % 2 === 1 }),
    )
    answers.push(...(await Promise.all(ten)))
    const eight = Array.from({ length: 8 }, (_, i) => sendBody(`${site.url}${routes[i % routes.length]}`, 49 * MB))
    answers.push(...(await Promise.all(eight)))
  }
  const attackMs = Date.now() - started
  attacking = false
  const times = await pages

  // A server that stops reading a body and closes makes the kernel reset the connection while the client still
  // writes, and the reset can overtake the 413 on its way (deploy/'s nginx lingers to prevent it): under this
  // load, one in a few dozen. The rest are read as answers, in JSON.
  const readable = answers.filter((answer) => answer.status !== null)
  expect(readable.length / answers.length).toBeGreaterThanOrEqual(0.9)
  for (const answer of readable) {
    expect([413, 429], `answered after ${answer.sent} bytes`).toContain(answer.status)
    expect(answer.json).toMatchObject({ error: expect.any(String) })
  }
  const memory = memoryMb(pid)
  console.log(
    `${waves} waves of ten 80 MB and eight 49 MB bodies, ${answers.length} refused in ${attackMs} ms ` +
      `(median ${percentile(
        answers.map((a) => a.ms),
        50,
      )} ms, slowest ${Math.max(...answers.map((a) => a.ms))} ms); ` +
      `server RSS ${memory.rss} MB, peak ${memory.peak} MB; ` +
      `page during the attack: ${times.length} loads, p50 ${percentile(times, 50)} ms, p99 ${percentile(times, 99)} ms`,
  )
  expect(serverPid(port), 'the same server process still runs').toBe(pid)
  expect(memory.peak - baselineMb).toBeLessThan(GROWTH_MB)
  // Every page asked for during the attack came, half of them as quick as on a quiet server; the p99 above is the
  // figure to watch (the benchmark's business: beside the other browser stream, one slow load in 40 is noise).
  expect(times.length).toBeGreaterThan(0)
  expect(Math.max(...times)).toBeLessThan(5000)
  expect(percentile(times, 50)).toBeLessThan(1000)
  const after = await fetch(`${site.url}/contact`)
  expect(after.status).toBe(200)
})

test('a signed-in editor still uploads a picture of several MB; the same upload without a session is refused', async () => {
  test.setTimeout(120_000)
  const token = await signIn(site.url, E2E.adminEmail, E2E.adminPassword)
  const email = `uploader-${Date.now().toString(36)}@wama.test`
  const password = 'uploader-password-123'
  const created = await fetch(`${site.url}/cms/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify({ email, password, role: 'editor', name: 'Uploader' }),
  })
  expect(created.status).toBe(201)
  const editorToken = await signIn(site.url, email, password)

  // Noise does not compress: a 1600×1200 PNG of it is about 5.5 MB.
  const width = 1600
  const height = 1200
  const noise = Buffer.alloc(width * height * 3)
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24
  const png = await sharp(noise, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer()
  expect(png.length).toBeGreaterThan(4 * MB)

  const form = () => {
    const data = new FormData()
    data.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'noise.png')
    data.append('_payload', JSON.stringify({ alt: 'Noise, to test large uploads' }))
    return data
  }
  const anonymous = await fetch(`${site.url}/cms/api/media`, { method: 'POST', body: form() })
  expect(anonymous.status).toBe(413)

  const upload = await fetch(`${site.url}/cms/api/media`, {
    method: 'POST',
    headers: { cookie: `payload-token=${editorToken}`, origin: site.url },
    body: form(),
  })
  const body = (await upload.json()) as { doc?: { id: number; url: string; filesize: number } }
  expect(upload.status, JSON.stringify(body)).toBe(201)
  expect(body.doc?.url).toBeTruthy()
  const file = await fetch(`${site.url}${body.doc?.url ?? ''}`)
  expect(file.status).toBe(200)
  expect((await file.arrayBuffer()).byteLength).toBe(body.doc?.filesize)

  // A signed-in editor's JSON stays under the JSON cap.
  const oversized = await sendBody(`${site.url}/cms/api/pages`, 3 * MB, {
    headers: { cookie: `payload-token=${editorToken}`, origin: site.url },
  })
  refused(oversized)
  expect(serverPid(port)).toBe(pid)
})

test('a request’s own mistake is one line in the log, without a stack: an invalid document, a wrong password, a missing file', async () => {
  const token = await signIn(site.url, E2E.adminEmail, E2E.adminPassword)
  const before = site.output().length
  const invalid = await fetch(`${site.url}/cms/api/posts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify({ title: 'A post without its required fields', slug: 'Not a slug!' }),
  })
  expect(invalid.status).toBe(400)
  const wrong = await fetch(`${site.url}/cms/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: E2E.adminEmail, password: 'not-the-password' }),
  })
  expect(wrong.status).toBe(401)
  expect((await fetch(`${site.url}/cms/api/media/file/no-such-picture.webp`)).status).toBe(404)
  await new Promise((r) => setTimeout(r, 500))

  const log = site.output().slice(before)
  expect(log).toMatch(/400 The following fields? (is|are) invalid/)
  expect(log).toContain('[cms] sign-in failed (401)')
  expect(log).not.toMatch(/^\s+at /m)
  expect(log).not.toMatch(/"stack"/)
})
