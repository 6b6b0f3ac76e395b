/** @jest-environment node */
// A server that trusts no proxy (TRUST_PROXY unset): whatever X-Forwarded-For says, every request is one unknown
// client. Set before lib/env is read, so the test never generates secrets into the project's data/ folder.
Object.assign(process.env, {
  PAYLOAD_SECRET: 'test',
  REVALIDATE_SECRET: 'test',
  IP_HASH_SALT: 'test',
  ALTCHA_HMAC_KEY: 'test-hmac',
  TRUST_PROXY: '',
  FORMS_SHARED_PER_MINUTE: '100',
})

import { solveChallenge } from 'altcha-lib/v1'
import { z } from 'zod'

import { created } from './lead-routes-stubs'

import { LOGIN_RULES, SIGN_IN_REFUSED, throttledLogin } from '@/lib/cms/login-throttle'
import { challengeAnswerSchema, solvedChallenge } from '@/lib/leads/challenge-schema'
import { sendEmail } from '@/lib/leads/routes'

let n = 0
const forgedAddress = () => `203.0.113.${++n % 250}, 10.9.${n % 250}.1`

function inquire(body: Record<string, unknown>) {
  return sendEmail.POST(
    new Request('http://x/api/send-email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forgedAddress() },
      body: JSON.stringify(body),
    }),
  )
}
const inquiry = (i: number) => ({
  name: 'Ada Lovelace',
  email: `ada${i}@example.com`,
  interest: 'Catamarans',
  message: 'Hello',
})

it('a new X-Forwarded-For per request buys nothing: past five a minute each submission pays with proof of work', async () => {
  const statuses: number[] = []
  for (let i = 0; i < 8; i++) statuses.push((await inquire(inquiry(i))).status)
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429])
  expect(created).toHaveLength(5)

  // Not refused like one person over their budget: asked for a challenge, and a solved one goes through.
  const asked = challengeAnswerSchema.parse(await (await inquire(inquiry(8))).json())
  const { challenge, salt, algorithm, maxnumber } = asked.challenge
  const solution = await solveChallenge(challenge, salt, algorithm, maxnumber).promise
  const altcha = solvedChallenge(asked.challenge, solution?.number ?? -1)
  expect((await inquire({ ...inquiry(8), altcha })).status).toBe(200)
  expect(created).toHaveLength(6)
})

const PASSWORD = 'right-password'
async function payloadLogin(request: Request): Promise<Response> {
  const { email, password } = z.object({ email: z.string(), password: z.string() }).parse(await request.json())
  if (email === 'editor@wama.test' && password === PASSWORD) return Response.json({ user: { email }, token: 'jwt' })
  return Response.json({ errors: [{ message: SIGN_IN_REFUSED }] }, { status: 401 })
}
const POST = throttledLogin(payloadLogin)
const signIn = (email: string, password: string) =>
  POST(
    new Request('http://x/cms/api/users/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forgedAddress() },
      body: JSON.stringify({ email, password }),
    }),
  )

it('sign-in: guesses at one account are throttled whatever address they claim; guesses elsewhere throttle nobody', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
  try {
    // More failures than the per-client rule allows, spread over other accounts: the one unknown client is
    // everybody, so it is not throttled as one.
    for (let i = 0; i <= LOGIN_RULES.perClient.limit; i++) {
      expect((await signIn(`guess${i}@wama.test`, 'x')).status).toBe(401)
    }
    expect((await signIn('editor@wama.test', PASSWORD)).status).toBe(200)

    for (let i = 0; i < LOGIN_RULES.perAccount.limit; i++) {
      expect((await signIn('editor@wama.test', 'nope')).status).toBe(401)
    }
    // A new forged address per guess did not reset the count: the right password waits out the window too.
    expect((await signIn('editor@wama.test', PASSWORD)).status).toBe(401)
  } finally {
    warn.mockRestore()
  }
}, 60_000)
