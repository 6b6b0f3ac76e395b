import { existsSync, readdirSync, readFileSync } from 'node:fs'
import http from 'node:http'

import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test'

import { BASE, E2E } from './env'
import { adminToken } from './helpers/admin'
import { fakeClient, humanMeta, leadsByEmail, TestSmtp, uniqueEmail } from './helpers/smtp'

/**
 * Hundreds of malformed and hostile requests against every POST endpoint and every GET route
 * that takes an id. Each answer must be a 4xx (or a harmless 2xx), never a 5xx, never a stack trace; the server
 * must still be up after each; no injected address may ever receive mail.
 */

const ATTACKER = 'attacker@evil.test'
const STACK = /\bat [\w$.<>]+ \(|node_modules|\/work\/|\.next\/server|[A-Za-z]+Error: /

const smtp = new TestSmtp(E2E.smtpPort)
test.beforeAll(async () => smtp.start())
test.afterAll(async () => smtp.stop())

type Body = string | Buffer | undefined
interface Attempt {
  label: string
  method?: string
  headers?: Record<string, string>
  body?: Body
}

const JSON_TYPE = { 'content-type': 'application/json' }
const json = (value: unknown) => JSON.stringify(value)

async function send(request: APIRequestContext, path: string, a: Attempt): Promise<APIResponse> {
  return request.fetch(`${BASE}${path}`, {
    method: a.method ?? 'POST',
    headers: { ...fakeClient(), ...(a.headers ?? JSON_TYPE) },
    data: a.body,
    maxRedirects: 0,
    failOnStatusCode: false,
  })
}

/**
 * One request names nothing we serve yet makes Next itself fail before any of our code runs: the TRACE method
 * (its Request object refuses it). The edge (nginx, deploy/) answers it 405, and the scale-out suite proves
 * it; `npm start` alone gives Next's bare 500 page.
 */
const EDGE_ONLY_METHODS = new Set(['TRACE'])
function expectBareNextFailure(status: number, text: string, where: string) {
  expect(status, where).toBe(500)
  expect(text.trim(), `${where}: Next's bare page, nothing else`).toBe('Internal Server Error')
}

/** The answer a client gets for a bad request: a 4xx (or a 2xx for harmless input), readable, without internals. */
async function expectHandled(res: APIResponse, where: string, { ours = true, method = 'POST' } = {}): Promise<string> {
  const status = res.status()
  const text = await res.text()
  if (EDGE_ONLY_METHODS.has(method)) {
    expectBareNextFailure(status, text, where)
    return text
  }
  expect(status, `${where}: status ${status} ${text.slice(0, 200)}`).toBeLessThan(500)
  expect(text, `${where}: leaks internals`).not.toMatch(STACK)
  if (ours && status >= 400 && status !== 405 && method !== 'HEAD') {
    expect(res.headers()['content-type'] ?? '', `${where}: JSON error`).toContain('application/json')
    const body = JSON.parse(text) as { error?: unknown }
    expect(typeof body.error === 'string' && body.error.length > 0, `${where}: readable error ${text}`).toBe(true)
  }
  return text
}

async function expectUp(request: APIRequestContext, after: string) {
  const res = await request.get(`${BASE}/api/health`)
  expect(res.status(), `server down after ${after}`).toBe(200)
}

/** Malformed transport: wrong types, broken or huge bodies, odd encodings. Same for every POST endpoint. */
function transportBattery(valid: Record<string, unknown>): Attempt[] {
  const deep = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000)
  const oneMb = json({ ...valid, name: 'a'.repeat(1024 * 1024) })
  return [
    { label: 'invalid JSON', body: '{"name":' },
    { label: 'JSON with trailing garbage', body: `${json(valid)} trailing` },
    { label: 'empty body', body: '' },
    { label: 'text/plain', headers: { 'content-type': 'text/plain' }, body: json(valid) },
    {
      label: 'form-urlencoded',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=a&email=b%40c.d',
    },
    {
      label: 'multipart',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--',
    },
    { label: 'no content type', headers: {}, body: json(valid) },
    {
      label: 'content type with odd parameters',
      headers: { 'content-type': 'application/json; charset=utf-7; boundary="--"' },
      body: json(valid),
    },
    { label: 'JSON array', body: '[1,2,3]' },
    { label: 'JSON null', body: 'null' },
    { label: 'JSON number', body: '12345' },
    { label: 'JSON string', body: '"hello"' },
    { label: 'byte-order mark', body: `\uFEFF${json(valid)}` },
    { label: '1 MB body', body: oneMb },
    { label: '10 MB body', body: Buffer.alloc(10 * 1024 * 1024, 0x61) },
    { label: 'invalid UTF-8', body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]) },
    { label: '5000 levels of nesting', body: deep },
    { label: 'just over the 32 KB cap', body: json({ ...valid, pad: 'x'.repeat(33 * 1024) }) },
  ]
}

/** A value whose `length` cannot be compared with a number: a length limit that reads it throws. */
const UNREADABLE_LENGTH = { length: { valueOf: 1, toString: 1 } }

/** Wrong and hostile field values for the lead forms, built on a valid body. */
function fieldBattery(valid: Record<string, unknown>, textField: string): Attempt[] {
  const withField = (label: string, value: unknown): Attempt => ({
    label,
    body: json({ ...valid, [textField]: value }),
  })
  const withEmail = (label: string, value: unknown): Attempt => ({ label, body: json({ ...valid, email: value }) })
  const omit = (key: string) => Object.fromEntries(Object.entries(valid).filter(([k]) => k !== key))
  return [
    { label: 'empty object', body: '{}' },
    { label: 'missing email', body: json(omit('email')) },
    { label: `missing ${textField}`, body: json(omit(textField)) },
    {
      label: 'extra fields',
      body: json({ ...valid, id: 1, isAdmin: true, spam: false, delivery_status: 'sent', role: 'admin' }),
    },
    withField('array for a string', ['Ada', 'Lovelace']),
    withField('object for a string', { toString: 'x', valueOf: 1 }),
    withField('object with an unreadable length', UNREADABLE_LENGTH),
    withField('number for a string', 42),
    withField('null for a string', null),
    withField('boolean for a string', true),
    withEmail('array of emails', ['a@example.com', ATTACKER]),
    withField('CR/LF with a Bcc header in the name', `Ada\r\nBcc: ${ATTACKER}`),
    withField('bare LF with a To header in the name', `Ada\nTo: ${ATTACKER}`),
    withEmail('CR/LF with a Bcc header in the email', `ada@example.com\r\nBcc: ${ATTACKER}`),
    withEmail('comma-separated recipients in the email', `ada@example.com, ${ATTACKER}`),
    withEmail('semicolon-separated recipients in the email', `ada@example.com;${ATTACKER}`),
    withEmail('display name with an address in the email', `"Ada" <${ATTACKER}>`),
    withEmail('URL-encoded CR/LF in the email', `ada@example.com%0d%0abcc:${ATTACKER}`),
    withField('NUL byte', 'Ada\u0000Lovelace'),
    withField('line separator U+2028', 'Ada\u2028Bcc: x'),
    withField('10 000 characters', 'A'.repeat(10_000)),
    withField('lone surrogate', 'Ada \ud800 Lovelace'),
    withField('right-to-left override, zero-width and emoji', 'Ada \u202egnirts\u202c \u200d\u200b 🛥️👩‍🚀 Z̷̢a̸l̷g̶o'),
    withField('script tag', '<script>alert(document.cookie)</script>'),
    withField('SQL', "'; DROP TABLE leads; --"),
    { label: '__proto__ key', body: `{"__proto__":{"polluted":"yes","isAdmin":true},${json(valid).slice(1)}` },
    {
      label: 'constructor.prototype key',
      body: `{"constructor":{"prototype":{"polluted":"yes"}},${json(valid).slice(1)}`,
    },
    {
      label: 'hostile meta fields',
      body: json({
        ...valid,
        pageUrl: 'javascript:alert(1)',
        utm: { utm_source: { $gt: '' }, __proto__: { x: 1 } },
        idempotencyKey: '../../etc',
        startedAt: 'yesterday',
        website: { a: 1 },
      }),
    },
    { label: 'duplicate keys', body: `{"email":"${ATTACKER}",${json(valid).slice(1)}` },
  ]
}

const METHODS: Attempt[] = ['GET', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'PROPFIND', 'TRACE'].map((method) => ({
  label: `method ${method}`,
  method,
  body: undefined,
}))

let catalogue: {
  colors: Array<{ id: string }>
  floorings: Array<{ id: string }>
  engines: Array<{ id: string }>
  options: Array<{ id: string }>
}

/** The first choice of each list: a build the catalogue prices. */
const firstBuild = () => ({
  colorId: catalogue.colors[0]!.id,
  flooringId: catalogue.floorings[0]!.id,
  engineId: catalogue.engines[0]!.id,
  optionIds: [catalogue.options[0]!.id],
})

const bodies = (): Record<string, { valid: Record<string, unknown>; textField?: string }> => ({
  '/api/send-email': {
    valid: {
      name: 'Ada Lovelace',
      email: uniqueEmail('abuse'),
      phone: '+44 20 7946 0000',
      interest: 'Catamarans',
      message: 'Hello',
      ...humanMeta(),
    },
    textField: 'name',
  },
  '/api/cms/contact/': {
    valid: {
      name: 'Ada Lovelace',
      email: uniqueEmail('abuse'),
      interest: 'Monohulls',
      message: 'Hello',
      ...humanMeta(),
    },
    textField: 'name',
  },
  '/api/send-brochure': {
    valid: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: uniqueEmail('abuse'),
      yachtName: 'WAMA 42',
      yachtSlug: 'wama-42',
      ...humanMeta(),
    },
    textField: 'firstName',
  },
  '/api/send-configuration': {
    valid: {
      name: 'Ada Lovelace',
      email: uniqueEmail('abuse'),
      country: 'France',
      consent: true,
      selection: firstBuild(),
      ...humanMeta(),
    },
    textField: 'name',
  },
  // A build to keep: no field a person writes, nothing mailed.
  '/api/builds': { valid: { selection: firstBuild(), website: '' } },
  '/api/newsletter': { valid: { email: uniqueEmail('abuse'), consent: true, ...humanMeta() }, textField: 'email' },
  '/api/my-data': { valid: { email: uniqueEmail('abuse'), ...humanMeta() }, textField: 'email' },
})

test.describe('malformed requests never break an endpoint', () => {
  test.beforeAll(async ({ request }) => {
    catalogue = await (await request.get(`${BASE}/api/cms/configurator/current/`)).json()
  })

  for (const path of [
    '/api/send-email',
    '/api/cms/contact/',
    '/api/send-brochure',
    '/api/send-configuration',
    '/api/builds',
    '/api/newsletter',
    '/api/my-data',
  ]) {
    test(`POST ${path}: malformed transport, wrong and hostile fields, other methods`, async ({ request }) => {
      const { valid, textField } = bodies()[path]!
      const fields = textField ? fieldBattery(valid, textField) : []
      const attempts = [...transportBattery(valid), ...fields, ...METHODS]
      if (valid.selection) {
        const U = UNREADABLE_LENGTH
        const selection = { colorId: U, flooringId: U, engineId: U, optionIds: U }
        attempts.push({ label: 'a selection of unreadable lengths', body: json({ ...valid, selection }) })
      }
      expect(attempts.length).toBeGreaterThanOrEqual(textField ? 50 : 20)
      const statuses: string[] = []
      for (const attempt of attempts) {
        const where = `${path} · ${attempt.label}`
        const res = await send(request, path, attempt)
        const text = await expectHandled(res, where, {
          ours: !['PROPFIND', 'OPTIONS'].includes(attempt.method ?? ''),
          method: attempt.method,
        })
        expect(text, `${where}: pollution echoed`).not.toContain('polluted')
        statuses.push(`${res.status()} ${attempt.label}`)
        await expectUp(request, where)
      }
      // The input that is plainly wrong is refused with the specific status, not just "not a 5xx".
      const statusOf = (label: string) => Number(statuses.find((s) => s.endsWith(` ${label}`))?.split(' ')[0])
      expect(statusOf('invalid JSON')).toBe(400)
      expect(statusOf('text/plain')).toBe(415)
      expect(statusOf('1 MB body')).toBe(413)
      expect(statusOf('10 MB body')).toBe(413)
      if (textField) {
        expect(statusOf('empty object')).toBe(400)
        expect(statusOf('array for a string')).toBe(400)
        expect(statusOf('object with an unreadable length')).toBe(400)
      }
      if (valid.selection) expect(statusOf('a selection of unreadable lengths')).toBe(400)
      for (const label of [
        'CR/LF with a Bcc header in the email',
        'comma-separated recipients in the email',
        'display name with an address in the email',
      ].filter(() => textField)) {
        expect(statusOf(label), label).toBe(400)
      }
      expect(statusOf('method GET')).toBe(405)
      expect(statusOf('method DELETE')).toBe(405)
    })
  }

  test('POST /api/not-found-log and /api/revalidate: the same battery', async ({ request }) => {
    const secret = process.env.REVALIDATE_SECRET || readFileSync('data/.revalidate-secret', 'utf8').trim()
    const targets = [
      { path: '/api/not-found-log', valid: { path: '/missing', referrer: '' }, extra: {} as Record<string, string> },
      { path: '/api/revalidate', valid: { tags: ['yachts'] }, extra: { 'x-revalidate-secret': secret } },
    ]
    for (const { path, valid, extra } of targets) {
      const attempts = [
        ...transportBattery(valid),
        { label: 'path without a slash', body: json({ path: 'http://evil.test/', referrer: 1 }) },
        { label: 'CR/LF in the logged path', body: json({ path: '/x\r\n[404] path=/forged', referrer: '\u001b[31m' }) },
        { label: 'hostile tags', body: json({ tags: ['../../', '<script>'], paths: ['//evil.test'] }) },
        { label: '__proto__ key', body: '{"__proto__":{"polluted":"yes"},"tags":["x"]}' },
        { label: 'unreadable lengths', body: json({ path: UNREADABLE_LENGTH, tags: UNREADABLE_LENGTH }) },
        { label: 'an unreadable length in a list', body: json({ tags: [UNREADABLE_LENGTH], paths: ['/'] }) },
        ...METHODS,
      ]
      for (const attempt of attempts) {
        const where = `${path} · ${attempt.label}`
        const res = await send(request, path, { ...attempt, headers: { ...(attempt.headers ?? JSON_TYPE), ...extra } })
        await expectHandled(res, where, {
          ours: !['PROPFIND', 'OPTIONS', 'HEAD'].includes(attempt.method ?? '') && res.status() !== 204,
          method: attempt.method,
        })
        await expectUp(request, where)
      }
      // Without the secret nothing is even read.
      expect((await send(request, '/api/revalidate', { label: 'no secret', body: '{"tags":' })).status()).toBe(401)
    }
  })

  test('POST to the CMS API (login, create, password reset): no 5xx, no stack', async ({ request }) => {
    for (const path of [
      '/cms/api/users/login',
      '/cms/api/users/forgot-password',
      '/cms/api/leads',
      '/cms/api/yachts',
      '/cms/api/subscribers',
    ]) {
      const attempts = [
        ...transportBattery({ email: 'a@example.com', password: 'x' }),
        { label: 'operators in the login', body: json({ email: { $ne: null }, password: { $gt: '' } }) },
        { label: '__proto__ key', body: '{"__proto__":{"polluted":"yes"},"email":"a@example.com","password":"x"}' },
      ]
      for (const attempt of attempts) {
        const where = `${path} · ${attempt.label}`
        const res = await send(request, path, attempt)
        expect(res.status(), `${where}: ${(await res.text()).slice(0, 200)}`).toBeLessThan(500)
        expect(await res.text(), where).not.toMatch(STACK)
        expect(
          [200, 201].includes(res.status()) && path !== '/cms/api/users/forgot-password',
          `${where} was accepted`,
        ).toBe(false)
        await expectUp(request, where)
      }
    }
  })

  test('a client whose over-long body was cut off mid-way gets its next request answered', async () => {
    // One keep-alive connection, as a browser's: a refusal after part of a chunked body must not leave it hanging.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const post = (path: string, chunks: string[]) =>
      new Promise<{ status: number; connection: string }>((resolve, reject) => {
        const req = http.request(`${BASE}${path}`, {
          method: 'POST',
          agent,
          timeout: 10_000,
          headers: { 'content-type': 'application/json', ...fakeClient() },
        })
        req.on('response', (res) => {
          res.resume()
          res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection ?? '' }))
        })
        req.on('timeout', () => req.destroy(new Error(`${path}: no answer in 10 s`)))
        req.on('error', reject)
        for (const chunk of chunks) req.write(chunk)
        req.end()
      })
    const endless = Array.from({ length: 160 }, () => 'a'.repeat(16 * 1024)) // past every JSON cap (2 MB)
    try {
      for (const path of ['/cms/api/users/login', '/api/send-email', '/cms/api/leads']) {
        const cut = await post(path, endless)
        expect(cut, path).toEqual({ status: 413, connection: 'close' })
        const next = await post('/api/not-found-log', [json({ path: '/after-a-cut-off-body' })])
        expect(next.status, `the request after ${path}'s`).toBe(204)
      }
    } finally {
      agent.destroy()
    }
  })

  test('no injected address ever got mail, and accepted leads carry no smuggled field', async ({ request }) => {
    const token = await adminToken(request)
    // Mail of the accepted submissions above goes out within seconds; give the queue time to run.
    const email = uniqueEmail('abuse-probe')
    const res = await send(request, '/api/send-email', {
      label: 'probe',
      body: json({
        name: 'Probe',
        email,
        interest: 'Catamarans',
        message: 'probe',
        ...humanMeta(),
        isAdmin: true,
        spam: false,
      }),
    })
    expect(res.status()).toBe(200)
    await smtp.waitFor((m) => m.envelopeTo.includes(email), 30_000)
    for (const mail of smtp.messages) {
      expect(mail.envelopeTo.join(','), 'recipient').not.toContain('evil.test')
      expect(mail.raw, 'raw message').not.toMatch(/^(bcc|cc|to):.*evil\.test/im)
      expect(mail.raw).not.toContain(ATTACKER)
    }
    const [stored] = await leadsByEmail(request, token, email)
    expect(stored).toBeDefined()
    expect(stored).not.toHaveProperty('isAdmin')
    expect(stored).not.toHaveProperty('polluted')
  })
})

const HOSTILE_IDS = [
  '..%2F..%2F..%2Fetc%2Fpasswd',
  "'%20OR%201=1--",
  '1%20OR%201=1',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '__proto__',
  'constructor',
  'toString',
  'NaN',
  '-1',
  '0',
  '99999999999999999999',
  '1e309',
  '%00',
  '%ff%fe',
  '%E0%A4%A',
  'a'.repeat(5000),
  '%E2%80%AE%F0%9F%9B%A5%EF%B8%8F',
  '%25',
  'wama-26%00.json',
  '%5Bobject%20Object%5D',
  '%24%7B7*7%7D',
]

const GET_ROUTES: Array<{ route: string; ok?: number[] }> = [
  { route: '/yachts/{id}' },
  { route: '/blog/{id}' },
  { route: '/{id}' },
  { route: '/api/cms/yachts/{id}/' },
  { route: '/api/cms/blog/{id}/' },
  { route: '/api/cms/pages/{id}/' },
  { route: '/api/cms/{id}/' },
  { route: '/cms/api/yachts/{id}' },
  { route: '/cms/api/posts/{id}' },
  { route: '/cms/api/pages/{id}' },
  { route: '/cms/api/media/{id}' },
  { route: '/cms/api/leads/{id}' },
  { route: '/yachts/wama-26/configure?c={id}', ok: [200] },
  { route: '/blog?category={id}', ok: [200] },
  { route: '/api/draft?slug={id}&collection={id}' },
  { route: '/og/yachts/{id}' },
  { route: '/og/blog/{id}' },
]

test.describe('hostile ids on every GET route', () => {
  test('made-up slugs leave nothing behind: no data-cache entry, no prerendered page', async ({ request }) => {
    const count = (dir: string) => (existsSync(dir) ? readdirSync(dir, { recursive: true }).length : 0)
    const dirs = ['.next/cache', '.next/server/app/yachts', '.next/server/app/blog', '.next/server/app/og']
    const stamp = Date.now().toString(36)
    const visit = async (i: number) => {
      for (const route of [
        '/yachts/{id}',
        '/blog/{id}',
        '/{id}',
        '/api/cms/yachts/{id}/',
        '/api/cms/blog/{id}/',
        '/api/cms/pages/{id}/',
        '/og/yachts/{id}',
        '/og/blog/{id}',
      ]) {
        const res = await request.get(`${BASE}${route.replace('{id}', `made-up-${stamp}-${i}`)}`, { maxRedirects: 0 })
        expect(res.status(), route).toBe(404)
      }
    }
    // One round first: the not-found pages' own reads (settings, lists) are cached once, as they should be.
    await visit(0)
    const before = dirs.map(count)
    for (let i = 1; i <= 10; i++) await visit(i)
    expect(dirs.map(count)).toEqual(before)
  })

  for (const { route, ok = [] } of GET_ROUTES) {
    test(`GET ${route}`, async ({ request }) => {
      for (const id of HOSTILE_IDS) {
        const path = route.replaceAll('{id}', id)
        const where = `GET ${path.slice(0, 120)}`
        const res = await request.get(`${BASE}${path}`, { maxRedirects: 0, failOnStatusCode: false })
        const status = res.status()
        const text = await res.text()
        expect([400, 401, 403, 404, 308, ...ok], `${where}: ${status}`).toContain(status)
        expect(text, where).not.toMatch(STACK)
        expect(text, `${where}: script reflected`).not.toContain('<script>alert(1)</script>')
      }
      await expectUp(request, route)
    })
  }
})
