/** Request plumbing of the form endpoints: body limits and JSON (shared with every endpoint), client address. */

export { isJsonContentType, MAX_BODY_BYTES, readJsonBody } from '@/lib/http/body'

/**
 * The visitor's address. Next.js route handlers get no socket; `next start` fills `X-Forwarded-For`
 * with the socket address only when the request has none (`??=` in base-server), so:
 * - TRUST_PROXY=1 (behind our reverse proxy): the right-most entry, the address our proxy saw;
 * - otherwise the same right-most entry, which is the socket address unless the client sent the
 *   header itself. That forgery is why the untrusted mode also has a global cap (see pipeline.ts).
 */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for') ?? ''
  const entries = forwarded
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  return normaliseAddress(entries[entries.length - 1] ?? '') || 'unknown'
}

function normaliseAddress(value: string): string {
  const v = value.slice(0, 100).toLowerCase()
  return v.startsWith('::ffff:') && v.includes('.') ? v.slice(7) : v
}
