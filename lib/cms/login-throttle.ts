import 'server-only'

import { createHash } from 'node:crypto'

import { env } from '@/lib/env'
import { declaredOver, readCapped } from '@/lib/http/body'
import { clientAddress, UNKNOWN_CLIENT } from '@/lib/http/client-address'
import { tooLarge } from '@/lib/http/capped'
import { jsonError } from '@/lib/http/json'
import { pageLocale } from '@/lib/http/locale'
import { isJsonObject } from '@/lib/json'
import { createRateLimit, type RateLimit } from '@/lib/leads/rate-limit'
import { wording } from '@/lib/leads/wording'
import { sharedRedis } from '@/lib/redis'

import type { TwoFactorStep } from './two-factor-schema'

/**
 * Sign-in throttled, never locked: Payload's own lockout let anyone lock an editor out for good with wrong
 * passwords, and its "locked" answer told which addresses have accounts. Failures are counted per client and
 * per client+account (shared through Redis when REDIS_URL is set); a throttled sign-in gets exactly the answer
 * of a wrong password, no sooner than MIN_ANSWER_MS, so neither wording nor timing tells accounts apart.
 * A server that trusts no proxy cannot tell clients apart: its one unknown client is not counted as a client (a
 * stranger's guesses would throttle every editor), only per account, which slows guessing at the price that
 * someone reaching the server directly can hold one account's sign-in back; behind nginx with TRUST_PROXY it
 * is the guesser's own address that is throttled.
 */

export const LOGIN_RULES = {
  perClient: { limit: 30, windowMs: 15 * 60_000 },
  perAccount: { limit: 8, windowMs: 15 * 60_000 },
}
const LOGIN_BODY_MAX_BYTES = 16 * 1024
export const MIN_ANSWER_MS = 400
/** Payload's own wording for a wrong password, so that every refusal reads the same. */
export const SIGN_IN_REFUSED = 'The email or password provided is incorrect.'

const THROTTLED_PATH = /\/users\/(login|forgot-password)\/?$/

let limits: { client: RateLimit; account: RateLimit } | undefined
function loginLimits() {
  limits ??= {
    client: createRateLimit({ name: 'login:client', ...LOGIN_RULES.perClient, redis: sharedRedis() }),
    account: createRateLimit({ name: 'login:account', ...LOGIN_RULES.perAccount, redis: sharedRedis() }),
  }
  return limits
}

/** The account a sign-in names: `email` (or `username`) of a JSON body or of the admin form's `_payload`. */
async function accountOf(contentType: string, bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  let data: unknown = null
  try {
    if (contentType.startsWith('application/json')) {
      data = JSON.parse(new TextDecoder().decode(bytes))
    } else if (
      contentType.startsWith('multipart/form-data') ||
      contentType.startsWith('application/x-www-form-urlencoded')
    ) {
      const form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData()
      const packed = form.get('_payload')
      data = typeof packed === 'string' ? JSON.parse(packed) : Object.fromEntries(form)
    }
  } catch {
    return ''
  }
  if (!isJsonObject(data)) return ''
  const name = typeof data.email === 'string' ? data.email : typeof data.username === 'string' ? data.username : ''
  return name.trim().toLowerCase().slice(0, 320)
}

const accountKey = (client: string, account: string) =>
  `${client}|${createHash('sha256').update(account).digest('hex').slice(0, 32)}`

const uncounted: Pick<RateLimit, 'hit' | 'peek'> = {
  hit: () => Promise.resolve({ ok: true, remaining: Infinity, retryAfter: 0 }),
  peek: () => Promise.resolve({ ok: true, remaining: Infinity, retryAfter: 0 }),
}

const refused = () =>
  Response.json({ errors: [{ message: SIGN_IN_REFUSED }] }, { status: 401, headers: { 'cache-control': 'no-store' } })

/** Whether Payload refused a sign-in for its second factor (lib/cms/collections/users-two-factor.ts). */
async function twoFactorStep(response: Response): Promise<TwoFactorStep | null> {
  try {
    const body: unknown = await response.clone().json()
    if (!isJsonObject(body) || !Array.isArray(body.errors)) return null
    const [first]: unknown[] = body.errors
    const data = isJsonObject(first) ? first.data : null
    const step = isJsonObject(data) ? data.twoFactor : null
    return step === 'required' || step === 'invalid' ? step : null
  } catch {
    return null
  }
}

const waitUntil = (startedAt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, startedAt + MIN_ANSWER_MS - Date.now())))

/** Wraps the CMS API's POST: sign-in and password-reset requests are throttled, every other POST passes through. */
export function throttledLogin<A extends unknown[]>(
  handler: (request: Request, ...rest: A) => Promise<Response>,
): (request: Request, ...rest: A) => Promise<Response> {
  return async (request, ...rest) => {
    const match = THROTTLED_PATH.exec(new URL(request.url).pathname)
    if (!match) return handler(request, ...rest)
    const startedAt = Date.now()
    if (await declaredOver(request, LOGIN_BODY_MAX_BYTES)) return tooLarge(request)
    const bytes = await readCapped(request.body, LOGIN_BODY_MAX_BYTES)
    if (!bytes) return tooLarge(request, true)
    const contentType = (request.headers.get('content-type') ?? '').toLowerCase()
    const client = clientAddress(request.headers, env().trustProxy)
    const account = await accountOf(contentType, bytes)
    const key = accountKey(client, account)
    const limits = loginLimits()
    const perAccount = limits.account
    const perClient = client === UNKNOWN_CLIENT ? uncounted : limits.client
    const headers = new Headers(request.headers)
    headers.delete('transfer-encoding')
    headers.set('content-length', String(bytes.byteLength))
    const forward = () => handler(new Request(request.url, { method: 'POST', headers, body: bytes }), ...rest)

    if (match[1] === 'forgot-password') {
      // Each request may send a mail: every one counts, answered in Payload's words when allowed.
      const [c, a] = [await perClient.hit(client), await perAccount.hit(key)]
      if (!c.ok || !a.ok) {
        return jsonError(
          429,
          wording(pageLocale(request), 'Api')('tryLater'),
          {},
          {
            'retry-after': String(Math.max(c.retryAfter, a.retryAfter)),
          },
        )
      }
      return forward()
    }

    const [c, a] = [await perClient.peek(client), await perAccount.peek(key)]
    let answer: Response
    if (!c.ok || !a.ok) {
      console.warn(`[cms] sign-in throttled: client ${client}, account #${key.slice(-8)}`)
      answer = refused()
    } else {
      const response = await forward()
      const step = response.status === 401 ? await twoFactorStep(response) : null
      if (response.ok) {
        await perAccount.reset(key)
        answer = response
      } else if (response.status >= 500 || step === 'required') {
        // The password was right and the account asks for its code: the form shows the code field.
        answer = response
      } else if (step === 'invalid') {
        await Promise.all([perClient.hit(client), perAccount.hit(key)])
        console.warn(`[cms] sign-in code refused: client ${client}, account #${key.slice(-8)}`)
        answer = response
      } else {
        await Promise.all([perClient.hit(client), perAccount.hit(key)])
        console.warn(`[cms] sign-in failed (${response.status}): client ${client}, account #${key.slice(-8)}`)
        answer = refused()
      }
    }
    await waitUntil(startedAt)
    return answer
  }
}
