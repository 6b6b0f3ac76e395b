import 'server-only'

import type { Payload } from 'payload'

import { getSettings } from '@/lib/cms'
import { env } from '@/lib/env'
import { faultOf } from '@/lib/fault'
import { jsonError } from '@/lib/http/json'
import { requestedLocale } from '@/lib/http/locale'
import type { Locale } from '@/lib/i18n/config'

import { acceptSolution, newChallenge } from './challenge'
import { clientAddress, readJsonBody, UNKNOWN_CLIENT } from './http'
import { sharedRedis } from '../redis'

import { createRateLimit, type RateLimit } from './rate-limit'
import { leadsPayload } from './runtime'
import { fieldErrors, type LeadMeta } from './schemas'
import { ipHash } from './store'
import { wordFieldErrors, wording } from './wording'

/**
 * The one request pipeline of every form endpoint:
 * JSON body (415/413/400) → schema (400 with field errors) → per-client limit (429; for the unknown client of a
 * server that trusts no proxy, a proof-of-work challenge instead) → shared per-form budget
 * (FORMS_SHARED_PER_MINUTE over all clients, whatever address they claim; beyond it, 429 with a proof-of-work
 * challenge, and the same body with `altcha` solved passes) → handler. A filled honeypot gets a plain 422 before any limit.
 * Bad input never becomes a 500; a server fault is a 500 JSON without a stack. Every error is worded in the
 * language the request asks for (see requestedLocale), the body's `locale` first.
 */

type RateFamily = 'contact' | 'brochure' | 'configuration' | 'build' | 'newsletter' | 'privacy' | 'booking'

/** Per client and endpoint family (send-email and the CMS contact POST share 'contact'). */
const RATE_LIMIT = { perClient: 5, windowMs: 60_000 }

const limits = new Map<string, RateLimit>()
/** One limit per family and scope, shared by every server through Redis when REDIS_URL is set. */
function limiter(scope: 'client' | 'all', family: RateFamily, limit: number): RateLimit {
  const name = `${scope}:${family}`
  let l = limits.get(name)
  if (!l) limits.set(name, (l = createRateLimit({ name, limit, windowMs: RATE_LIMIT.windowMs, redis: sharedRedis() })))
  return l
}

export interface LeadContext {
  payload: Payload
  request: Request
  ipHash: string
  userAgent: string
  pageUrl?: string
  /** The language of the page the form is on: the lead's mails are written in it. */
  locale: Locale
  utm?: LeadMeta['utm']
  idempotencyKey?: string
}

type Parse<T> = (
  body: Record<string, unknown>,
) =>
  | { success: true; data: T }
  | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } }

const NO_STORE = { 'cache-control': 'no-store' }

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } })
}

function pageUrlOf(meta: Pick<LeadMeta, 'pageUrl'>, request: Request): string | undefined {
  if (meta.pageUrl) return meta.pageUrl
  const referer = request.headers.get('referer')
  return referer && /^https?:\/\/\S+$/.test(referer) && referer.length <= 2000 ? referer : undefined
}

export interface FormEndpoint<T extends Partial<LeadMeta>> {
  family: RateFamily
  parse: Parse<T>
  handle: (input: T, ctx: LeadContext) => Promise<Response>
}

/** Neither the database nor the spool kept a lead: the visitor is answered 503 with the addresses to reach sales. */
export class LeadNotKept extends Error {
  constructor() {
    super('The lead could not be kept')
    this.name = 'LeadNotKept'
  }
}

export const methodNotAllowed = (request: Request) =>
  jsonError(405, wording(requestedLocale(request), 'Api')('methodNotAllowed'), {}, { allow: 'POST' })

export function formEndpoint<T extends Partial<LeadMeta>>({ family, parse, handle }: FormEndpoint<T>) {
  async function POST(request: Request): Promise<Response> {
    let locale = requestedLocale(request)
    try {
      const e = env()
      const body = await readJsonBody(request)
      if (body.ok) locale = requestedLocale(request, body.value)
      const t = wording(locale, 'Api')
      // Nothing invalid spends a budget: junk must not lock real visitors out.
      if (!body.ok) return jsonError(body.status, t(`body.${body.fault}`), {}, body.headers)
      const parsed = parse(body.value)
      if (!parsed.success) {
        return jsonError(400, t('invalidFields'), {
          fields: wordFieldErrors(fieldErrors(parsed.error.issues), locale),
        })
      }

      // The hidden field filled in, as automated senders do: the sender is told plainly, nothing is kept, and
      // no budget is spent. (A quick fill alone proves nothing: browsers fill forms in for people.)
      if (parsed.data.website) return jsonError(422, t(family === 'newsletter' ? 'automatedSignUp' : 'automatedLead'))

      const client = clientAddress(request.headers, e.trustProxy)
      const own = await limiter('client', family, RATE_LIMIT.perClient).hit(client)
      // A client we can tell apart is refused past its budget; the unknown one stands for everybody, so past
      // that budget each of its requests pays with proof of work, as past the shared one.
      if (!own.ok && client !== UNKNOWN_CLIENT) {
        return jsonError(429, t('tooManyRequests'), {}, { 'retry-after': String(own.retryAfter) })
      }
      if (!(await acceptSolution(body.value.altcha))) {
        const shared = own.ok ? await limiter('all', family, e.formsSharedPerMinute).hit('*') : own
        if (!shared.ok) {
          return jsonError(
            429,
            t('challengeRequired'),
            { challenge: await newChallenge() },
            { 'retry-after': String(shared.retryAfter) },
          )
        }
      }
      const input = parsed.data
      const ctx: LeadContext = {
        payload: await leadsPayload(),
        request,
        ipHash: ipHash(client, e.ipHashSalt),
        userAgent: (request.headers.get('user-agent') ?? '').slice(0, 500),
        pageUrl: pageUrlOf(input, request),
        locale,
        utm: input.utm && Object.keys(input.utm).length ? input.utm : undefined,
        idempotencyKey: input.idempotencyKey,
      }
      return await handle(input, ctx)
    } catch (error) {
      const t = wording(locale, 'Api')
      if (error instanceof LeadNotKept) {
        const { info_email, phone } = await getSettings(locale)
        return jsonError(503, t('notKept', { email: info_email, phone }), {}, { 'retry-after': '60' })
      }
      // The fault's code only: a database error's message can quote the values of the lead.
      console.error(`[leads] ${family} submission failed (${faultOf(error)})`)
      return jsonError(500, t('serverError'))
    }
  }
  return { POST, GET: methodNotAllowed, PUT: methodNotAllowed, PATCH: methodNotAllowed, DELETE: methodNotAllowed }
}
