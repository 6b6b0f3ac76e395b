import {
  APIError,
  type CollectionAfterErrorHook,
  type CollectionBeforeLoginHook,
  type Endpoint,
  type Field,
  type PayloadRequest,
} from 'payload'
import { z } from 'zod'

import { createRateLimit, type RateLimit } from '@/lib/leads/rate-limit'
import { sharedRedis } from '@/lib/redis'

import { hasRole } from '../access'
import type { User } from '../payload-types'
import {
  type AcceptedCode,
  checkCode,
  enrolment,
  newRecoveryCodes,
  newSecret,
  openSecret,
  recoveryCodesLeft,
  sealSecret,
  twoFactorRequired,
} from '../two-factor'
import { TWO_FACTOR_MESSAGES, twoFactorCodeSchema, type TwoFactorStep } from '../two-factor-schema'

/** Kept by the server only: no API answer carries them and no request writes them (the endpoints below do). */
const serverOnly = {
  hidden: true,
  access: { create: () => false, update: () => false },
} as const

export const twoFactorFields: Field[] = [
  {
    name: 'two_factor',
    type: 'ui',
    admin: { components: { Field: '@/components/admin/TwoFactorField#TwoFactorField' } },
  },
  {
    name: 'totp_enabled',
    type: 'checkbox',
    defaultValue: false,
    access: { create: () => false, update: () => false },
    admin: { hidden: true },
  },
  { name: 'totp_secret', type: 'text', ...serverOnly },
  { name: 'totp_pending_secret', type: 'text', ...serverOnly },
  { name: 'totp_recovery_codes', type: 'json', ...serverOnly },
  { name: 'totp_last_step', type: 'number', ...serverOnly },
]

const stepError = (step: TwoFactorStep) => new APIError(TWO_FACTOR_MESSAGES[step], 401, { twoFactor: step }, true)

function codeIn(data: unknown): string {
  if (typeof data !== 'object' || data === null || !('code' in data) || typeof data.code !== 'string') return ''
  return data.code.trim().slice(0, 32)
}

/** An account as stored, with the fields no API answer carries. */
const withSecrets = (req: PayloadRequest, id: number) =>
  req.payload.findByID({ collection: 'users', id, overrideAccess: true, showHiddenFields: true, req, depth: 0 })

/** Writes the server's own fields of an account. */
const storeFor = (req: PayloadRequest, id: number, data: Partial<User>) =>
  req.payload.update({ collection: 'users', id, data, overrideAccess: true, req, depth: 0 })

/**
 * A sign-in to an account with two-factor on needs a valid code beside the password. Runs after Payload checked
 * the password, so "a code is needed" is only ever said to someone who knew it; Payload revokes the session it
 * opened when this throws. A password reset signs the account in too: the new password is kept, its session is
 * closed, and the next sign-in asks for the code.
 */
export const requireSecondFactor: CollectionBeforeLoginHook = async ({ req, user }) => {
  if (typeof user !== 'object' || user === null || !('totp_enabled' in user) || user.totp_enabled !== true) return user
  const id: unknown = 'id' in user ? user.id : null
  if (typeof id !== 'number') throw stepError('invalid')
  const data: unknown = req.data
  const isReset = typeof data === 'object' && data !== null && 'token' in data && !('email' in data)
  const given = codeIn(data)
  if (!given) {
    if (isReset) {
      await storeFor(req, id, { sessions: [] })
      return user
    }
    throw stepError('required')
  }
  const stored = await withSecrets(req, id)
  const checked = await checkCode(stored, stored.totp_secret, given)
  if (!checked.ok) throw stepError('invalid')
  await storeFor(req, id, checked.changes)
  if (checked.usedRecoveryCode) console.warn(`[cms] sign-in with a recovery code: account ${id}`)
  return user
}

const stepThrown = z.object({
  message: z.string(),
  status: z.literal(401),
  data: z.object({ twoFactor: z.enum(['required', 'invalid']) }),
})

/**
 * Keeps the step in the answer: Payload adds an APIError's data only to an `instanceof` its own class, and the
 * server bundles Payload once per kind of route (see lib/cms/hooks/field-errors.ts), so the sign-in form would
 * read a bare message and never show the code field.
 */
export const keepTwoFactorStep: CollectionAfterErrorHook = ({ error }) => {
  const parsed = stepThrown.safeParse(error)
  if (!parsed.success) return
  const { message, data } = parsed.data
  return { response: { errors: [{ name: 'APIError', message, data }] }, status: 401 }
}

let attempts: RateLimit | undefined
const codeAttempts = () =>
  (attempts ??= createRateLimit({ name: 'totp:account', limit: 8, windowMs: 15 * 60_000, redis: sharedRedis() }))

const answer = (body: Record<string, unknown>, status = 200) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store' } })
const refuse = (status: number, error: string) => answer({ error }, status)

type Target = { user: User; self: boolean }

/** The account an endpoint acts on, as the signed-in user may act on it, with its hidden fields. */
async function target(req: PayloadRequest): Promise<Target | Response> {
  if (!req.user) return refuse(401, 'Please sign in to the admin.')
  const id = Number(req.routeParams?.id)
  const self = id === req.user.id
  if (!Number.isInteger(id) || (!self && !hasRole(req.user, 'admin'))) return refuse(403, 'This is not your account.')
  try {
    return { user: await withSecrets(req, id), self }
  } catch {
    return refuse(404, 'No such account.')
  }
}

/** The code a request carries, checked with the schema the account page uses, and whether it is right. */
async function verifiedCode(
  req: PayloadRequest,
  user: User,
  sealed: string | null | undefined,
): Promise<Response | AcceptedCode> {
  let body: unknown = null
  try {
    body = req.json ? await req.json() : null
  } catch {
    return refuse(400, 'Send the code as JSON: {"code": "123456"}.')
  }
  const parsed = twoFactorCodeSchema.safeParse(body)
  if (!parsed.success) return refuse(400, parsed.error.issues[0]?.message ?? 'Enter a code.')
  const key = String(user.id)
  const before = await codeAttempts().peek(key)
  if (!before.ok) return refuse(429, `Too many wrong codes. Try again in ${Math.ceil(before.retryAfter / 60)} minutes.`)
  const checked = await checkCode(user, sealed, parsed.data.code)
  if (!checked.ok) {
    await codeAttempts().hit(key)
    return refuse(400, TWO_FACTOR_MESSAGES.invalid)
  }
  await codeAttempts().reset(key)
  return checked
}

const status = (user: User, self: boolean) => ({
  enabled: user.totp_enabled === true,
  required: twoFactorRequired(user),
  recoveryCodesLeft: user.totp_enabled === true ? recoveryCodesLeft(user) : 0,
  self,
})

const onAccount = (
  method: 'get' | 'post',
  step: string,
  handler: (req: PayloadRequest, found: Target) => Promise<Response>,
): Endpoint => ({
  path: `/:id/two-factor${step}`,
  method,
  handler: async (req) => {
    const found = await target(req)
    return found instanceof Response ? found : handler(req, found)
  },
})

const selfOnly = 'Only the account holder can do this, signed in as themselves.'

export const twoFactorEndpoints: Endpoint[] = [
  onAccount('get', '', async (_req, { user, self }) => answer(status(user, self))),

  // A new secret, kept aside until a code made from it proves the app holds it.
  onAccount('post', '/start', async (req, { user, self }) => {
    if (!self) return refuse(403, selfOnly)
    if (user.totp_enabled) return refuse(409, 'Two-factor sign-in is already on.')
    const secret = newSecret()
    await storeFor(req, user.id, { totp_pending_secret: sealSecret(secret) })
    return answer(await enrolment(user.email, secret))
  }),

  onAccount('post', '/confirm', async (req, { user, self }) => {
    if (!self) return refuse(403, selfOnly)
    if (user.totp_enabled) return refuse(409, 'Two-factor sign-in is already on.')
    if (!openSecret(user.totp_pending_secret)) return refuse(409, 'Start again: scan a new code first.')
    const checked = await verifiedCode(req, user, user.totp_pending_secret)
    if (checked instanceof Response) return checked
    if (checked.usedRecoveryCode) return refuse(400, 'Enter the 6-digit code from your authenticator app.')
    const { codes, hashes } = newRecoveryCodes()
    await storeFor(req, user.id, {
      totp_enabled: true,
      totp_secret: user.totp_pending_secret,
      totp_pending_secret: null,
      totp_recovery_codes: hashes,
      ...checked.changes,
    })
    console.info(`[cms] two-factor sign-in turned on: account ${user.id}`)
    return answer({ enabled: true, recoveryCodes: codes })
  }),

  onAccount('post', '/recovery-codes', async (req, { user, self }) => {
    if (!self) return refuse(403, selfOnly)
    if (!user.totp_enabled) return refuse(409, 'Two-factor sign-in is off.')
    const checked = await verifiedCode(req, user, user.totp_secret)
    if (checked instanceof Response) return checked
    const { codes, hashes } = newRecoveryCodes()
    await storeFor(req, user.id, { ...checked.changes, totp_recovery_codes: hashes })
    return answer({ enabled: true, recoveryCodes: codes })
  }),

  // The holder turns it off with a code; an administrator turns it off for someone who lost their phone.
  onAccount('post', '/disable', async (req, { user, self }) => {
    if (!user.totp_enabled) return refuse(409, 'Two-factor sign-in is already off.')
    if (self) {
      if (twoFactorRequired(user)) return refuse(403, 'Your role must sign in with a code: it cannot be turned off.')
      const checked = await verifiedCode(req, user, user.totp_secret)
      if (checked instanceof Response) return checked
    }
    await storeFor(req, user.id, {
      totp_enabled: false,
      totp_secret: null,
      totp_pending_secret: null,
      totp_recovery_codes: null,
      totp_last_step: null,
      // Whoever held the lost phone's sessions signs in again.
      ...(self ? {} : { sessions: [] }),
    })
    console.info(`[cms] two-factor sign-in turned off: account ${user.id}${self ? '' : ` by account ${req.user?.id}`}`)
    return answer({ enabled: false })
  }),
]
