/** @jest-environment node */
// Set before lib/env is read, so the test never generates secrets into the project's data/ folder.
Object.assign(process.env, {
  PAYLOAD_SECRET: 'test',
  REVALIDATE_SECRET: 'test',
  IP_HASH_SALT: 'test',
  TRUST_PROXY: '1',
})

import { z } from 'zod'

jest.mock('@/lib/redis', () => ({ sharedRedis: () => null }))

import { LOGIN_RULES, MIN_ANSWER_MS, SIGN_IN_REFUSED, throttledLogin } from '@/lib/cms/login-throttle'
import { TWO_FACTOR_MESSAGES } from '@/lib/cms/two-factor-schema'

const PASSWORD = 'right-password'
const ACCOUNTS = new Set(['editor@wama.test', 'guarded@wama.test'])
/** The account with two-factor sign-in on, and its one right code. */
const GUARDED = { email: 'guarded@wama.test', code: '246810' }
const calls: string[] = []

/** Stands in for Payload's REST POST: its own answers for a good, a wrong and an unknown sign-in. */
async function payloadPost(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname
  calls.push(path)
  if (!path.endsWith('/users/login')) return Response.json({ doc: { id: 1 } }, { status: 201 })
  const type = request.headers.get('content-type') ?? ''
  const body: unknown = type.startsWith('multipart/')
    ? JSON.parse(String((await request.formData()).get('_payload')))
    : await request.json()
  const { email, password, code } = z
    .object({ email: z.string(), password: z.string(), code: z.string().optional() })
    .parse(body)
  if (!ACCOUNTS.has(email)) return Response.json({ errors: [{ message: 'No such user' }] }, { status: 401 })
  if (password !== PASSWORD) return Response.json({ errors: [{ message: SIGN_IN_REFUSED }] }, { status: 401 })
  if (email === GUARDED.email && code !== GUARDED.code) {
    const step = code ? 'invalid' : 'required'
    return Response.json(
      { errors: [{ message: TWO_FACTOR_MESSAGES[step], data: { twoFactor: step } }] },
      { status: 401 },
    )
  }
  return Response.json({ user: { email }, token: 'jwt' })
}

const POST = throttledLogin(payloadPost)
let n = 0
const newClient = () => `198.51.100.${++n}`

function login(client: string, email: string, password: string, code?: string) {
  return POST(
    new Request('http://x/cms/api/users/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify({ email, password, code }),
    }),
  )
}

async function answer(response: Response) {
  const body: unknown = await response.json()
  return { status: response.status, body }
}

let warn: jest.SpyInstance
beforeEach(() => {
  calls.length = 0
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => warn.mockRestore())

describe('throttledLogin', () => {
  it('answers a wrong password and an unknown account alike, never sooner than the minimum time', async () => {
    const client = newClient()
    const started = Date.now()
    const [wrong, unknown] = await Promise.all([
      login(client, 'editor@wama.test', 'nope').then(answer),
      login(client, 'nobody@wama.test', 'nope').then(answer),
    ])
    expect(Date.now() - started).toBeGreaterThanOrEqual(MIN_ANSWER_MS - 5)
    expect(wrong).toEqual({ status: 401, body: { errors: [{ message: SIGN_IN_REFUSED }] } })
    expect(unknown).toEqual(wrong)
    // One line per failure, naming the client but not the address tried, and no stack.
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
      expect.stringMatching(/^\[cms\] sign-in failed \(401\): client 198\.51\.100\.\d+, account #[0-9a-f]{8}$/),
      expect.stringMatching(/^\[cms\] sign-in failed \(401\): client 198\.51\.100\.\d+, account #[0-9a-f]{8}$/),
    ])
  })

  it(`throttles one client's guesses at one account after ${LOGIN_RULES.perAccount.limit}, not the account itself`, async () => {
    const attacker = newClient()
    const guesses = Array.from({ length: LOGIN_RULES.perAccount.limit }, () =>
      login(attacker, 'editor@wama.test', 'nope'),
    )
    await Promise.all(guesses)
    calls.length = 0
    // Even the right password is refused from that client now, in the same words, without asking Payload.
    expect(await answer(await login(attacker, 'editor@wama.test', PASSWORD))).toEqual({
      status: 401,
      body: { errors: [{ message: SIGN_IN_REFUSED }] },
    })
    expect(calls).toEqual([])
    // The editor, from their own address, signs in.
    expect((await login(newClient(), 'editor@wama.test', PASSWORD)).status).toBe(200)
  })

  it(`throttles a client after ${LOGIN_RULES.perClient.limit} failures over any accounts`, async () => {
    const attacker = newClient()
    await Promise.all(
      Array.from({ length: LOGIN_RULES.perClient.limit }, (_, i) => login(attacker, `guess${i}@wama.test`, 'x')),
    )
    calls.length = 0
    expect((await login(attacker, 'editor@wama.test', PASSWORD)).status).toBe(401)
    expect(calls).toEqual([])
  })

  it('a success clears the account count: a typo later does not add up to a throttle', async () => {
    const client = newClient()
    for (let round = 0; round < 3; round++) {
      await Promise.all(Array.from({ length: 5 }, () => login(client, 'editor@wama.test', 'typo')))
      expect((await login(client, 'editor@wama.test', PASSWORD)).status).toBe(200)
    }
  })

  it('reads the account from the admin form (multipart with _payload)', async () => {
    const client = newClient()
    const form = () => {
      const data = new FormData()
      data.set('_payload', JSON.stringify({ email: 'editor@wama.test', password: 'nope' }))
      return data
    }
    for (let i = 0; i < LOGIN_RULES.perAccount.limit; i++) {
      await POST(
        new Request('http://x/cms/api/users/login', {
          method: 'POST',
          body: form(),
          headers: { 'x-forwarded-for': client },
        }),
      )
    }
    calls.length = 0
    expect((await login(client, 'editor@wama.test', PASSWORD)).status).toBe(401)
    expect(calls).toEqual([])
    expect((await login(client, 'other@wama.test', 'x')).status).toBe(401)
    expect(calls).toEqual(['/cms/api/users/login'])
  })

  it('after the right password, asks for the code without counting a failure; wrong codes count', async () => {
    const client = newClient()
    for (let i = 0; i < LOGIN_RULES.perAccount.limit + 2; i++) {
      expect(await answer(await login(client, GUARDED.email, PASSWORD))).toEqual({
        status: 401,
        body: { errors: [{ message: TWO_FACTOR_MESSAGES.required, data: { twoFactor: 'required' } }] },
      })
    }
    expect((await login(client, GUARDED.email, PASSWORD, GUARDED.code)).status).toBe(200)
    const wrong = await answer(await login(client, GUARDED.email, PASSWORD, '000000'))
    expect(wrong.body).toEqual({ errors: [{ message: TWO_FACTOR_MESSAGES.invalid, data: { twoFactor: 'invalid' } }] })
    await Promise.all(
      Array.from({ length: LOGIN_RULES.perAccount.limit }, () => login(client, GUARDED.email, PASSWORD, '111111')),
    )
    calls.length = 0
    // Guessing codes is throttled like guessing passwords: the right code is refused, in the usual words.
    expect(await answer(await login(client, GUARDED.email, PASSWORD, GUARDED.code))).toEqual({
      status: 401,
      body: { errors: [{ message: SIGN_IN_REFUSED }] },
    })
    expect(calls).toEqual([])
  })

  it('refuses a body over 16 KB with 413 before Payload sees it', async () => {
    const response = await login(newClient(), 'editor@wama.test', 'x'.repeat(17 * 1024))
    expect(response.status).toBe(413)
    expect(calls).toEqual([])
  })

  it('limits password-reset requests per client and account; other POSTs pass through', async () => {
    const client = newClient()
    const reset = () =>
      POST(
        new Request('http://x/cms/api/users/forgot-password', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
          body: JSON.stringify({ email: 'editor@wama.test' }),
        }),
      )
    const statuses: number[] = []
    for (let i = 0; i <= LOGIN_RULES.perAccount.limit; i++) statuses.push((await reset()).status)
    expect(statuses.slice(0, -1).every((s) => s === 201)).toBe(true)
    expect(statuses.at(-1)).toBe(429)

    const other = await POST(new Request('http://x/cms/api/posts', { method: 'POST', body: '{}' }))
    expect(other.status).toBe(201)
  })
})
