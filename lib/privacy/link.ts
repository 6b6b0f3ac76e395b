import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'

import { z } from 'zod'

import { localizedPath, type Locale } from '@/lib/i18n/config'

/**
 * The link that opens a visitor's own data. It carries the address and an expiry sealed with AES-256-GCM under a
 * key derived from the server's secret: nobody can forge one for another address or stretch its life, and the
 * address does not appear in the link, so it stays out of access logs and browser history in readable form.
 */

export const MY_DATA_LINK_MS = 24 * 60 * 60 * 1000
export const MY_DATA_PATH = '/my-data'

const IV_BYTES = 12
const TAG_BYTES = 16
const keyOf = (secret: string) => createHash('sha256').update(`my-data-link:${secret}`).digest()

/** A sealed link's token, as the page's query and the erase form carry it. */
const myDataTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{40,600}$/)

const sealed = z.object({ e: z.email(), x: z.number().int() })

export function sealMyDataToken(email: string, secret: string, now = Date.now()): string {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv)
  const body = Buffer.concat([
    cipher.update(JSON.stringify({ e: email.trim().toLowerCase(), x: now + MY_DATA_LINK_MS })),
    cipher.final(),
  ])
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')
}

export type OpenedToken = { ok: true; email: string; expiresAt: number } | { ok: false; reason: 'invalid' | 'expired' }

/** The address a token was sealed for, unless it was altered, sealed under another secret, or is past its day. */
export function openMyDataToken(token: unknown, secret: string, now = Date.now()): OpenedToken {
  const parsed = myDataTokenSchema.safeParse(token)
  if (!parsed.success) return { ok: false, reason: 'invalid' }
  const raw = Buffer.from(parsed.data, 'base64url')
  if (raw.length <= IV_BYTES + TAG_BYTES) return { ok: false, reason: 'invalid' }
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), raw.subarray(0, IV_BYTES))
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES))
    const text = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString()
    const content = sealed.safeParse(JSON.parse(text))
    if (!content.success) return { ok: false, reason: 'invalid' }
    if (content.data.x < now) return { ok: false, reason: 'expired' }
    return { ok: true, email: content.data.e, expiresAt: content.data.x }
  } catch {
    return { ok: false, reason: 'invalid' }
  }
}

/** The page of a visitor's data in their language, opened by a new link for `email`. */
export function myDataUrl(email: string, locale: Locale, settings: { publicSiteUrl: string; secret: string }) {
  const query = new URLSearchParams({ t: sealMyDataToken(email, settings.secret) })
  return `${settings.publicSiteUrl}${localizedPath(locale, MY_DATA_PATH)}?${query}`
}
