import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto'

import { generateSecret, generateURI, verify } from 'otplib'
import { toString as qrSvg } from 'qrcode'

import { env } from '@/lib/env'

import type { User } from './payload-types'

/**
 * Two-factor sign-in with a time-based code (RFC 6238, any authenticator app) and ten single-use recovery
 * codes. The shared secret is kept encrypted with a key derived from PAYLOAD_SECRET, so a copy of the database
 * alone cannot produce codes; recovery codes are kept hashed. Off for everyone until they turn it on; required
 * for the roles named in TOTP_REQUIRED_ROLES.
 */

const TOTP_ISSUER = 'WAMA admin'
const RECOVERY_CODES = 10
/** One step either side: an authenticator whose clock is half a minute off still signs in. */
const EPOCH_TOLERANCE_S = 30

function key(): Buffer {
  return Buffer.from(hkdfSync('sha256', env().payloadSecret, 'wama-two-factor', 'totp-secret', 32))
}

export function sealSecret(secret: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key(), iv)
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.')
}

/** The secret, or null when it was sealed with another PAYLOAD_SECRET or altered. */
export function openSecret(sealed: string | null | undefined): string | null {
  const [version, iv, tag, body] = (sealed ?? '').split('.')
  if (version !== 'v1' || !iv || !tag || !body) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', key(), Buffer.from(iv, 'base64url'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}

export const newSecret = (): string => generateSecret()

/** What an authenticator app scans: the otpauth address as an SVG QR code, and the same secret to type in. */
export async function enrolment(email: string, secret: string) {
  const uri = generateURI({ issuer: TOTP_ISSUER, label: email, secret })
  return { uri, secret, qr: await qrSvg(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }) }
}

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex')
const normalise = (code: string) => code.replace(/[\s-]/g, '').toLowerCase()

/** Ten codes of 10 characters (50 bits each) from an alphabet without look-alikes, shown once, kept hashed. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789'
  const codes = Array.from({ length: RECOVERY_CODES }, () => {
    const chars = Array.from(randomBytes(10), (byte) => alphabet[byte % alphabet.length]).join('')
    return `${chars.slice(0, 5)}-${chars.slice(5)}`
  })
  return { codes, hashes: codes.map((code) => hashCode(normalise(code))) }
}

const storedHashes = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []

export const recoveryCodesLeft = (user: Pick<User, 'totp_recovery_codes'>) =>
  storedHashes(user.totp_recovery_codes).length

export type AcceptedCode = {
  ok: true
  changes: Pick<User, 'totp_last_step'> | Pick<User, 'totp_recovery_codes'>
  usedRecoveryCode: boolean
}
type Checked = AcceptedCode | { ok: false }

/**
 * Checks a code against a sealed secret: a time-based code is accepted once (a code already used, or an older
 * one, is refused), a recovery code once. `changes` is what to store so that neither can be used again.
 */
export async function checkCode(
  // PostgreSQL hands a numeric column back as text.
  user: { totp_recovery_codes?: User['totp_recovery_codes']; totp_last_step?: number | string | null },
  sealed: string | null | undefined,
  given: string,
): Promise<Checked> {
  const code = normalise(given)
  if (/^\d{6}$/.test(code)) {
    const secret = openSecret(sealed)
    if (!secret) return { ok: false }
    const lastStep = user.totp_last_step == null ? null : Number(user.totp_last_step)
    const result = await verify({
      secret,
      token: code,
      epochTolerance: EPOCH_TOLERANCE_S,
      ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
    })
    return result.valid && 'timeStep' in result
      ? { ok: true, changes: { totp_last_step: result.timeStep }, usedRecoveryCode: false }
      : { ok: false }
  }
  if (code.length !== 10) return { ok: false }
  const given32 = Buffer.from(hashCode(code), 'hex')
  const hashes = storedHashes(user.totp_recovery_codes)
  const match = hashes.find((hash) => {
    const stored = Buffer.from(hash, 'hex')
    return stored.length === given32.length && timingSafeEqual(stored, given32)
  })
  if (!match) return { ok: false }
  return { ok: true, changes: { totp_recovery_codes: hashes.filter((hash) => hash !== match) }, usedRecoveryCode: true }
}

/** Whether the operator requires two-factor sign-in of this account's role (TOTP_REQUIRED_ROLES). */
export const twoFactorRequired = (user: Pick<User, 'role'>): boolean => env().totpRequiredRoles.includes(user.role)

/** An account that must use two-factor sign-in and has not turned it on yet may only open its own account. */
export const awaitingTwoFactor = (user: Pick<User, 'role' | 'totp_enabled'>): boolean =>
  twoFactorRequired(user) && user.totp_enabled !== true
