/**
 * The visitor's address for rate limits. Route handlers get no socket: `next start` writes the socket address
 * into `X-Forwarded-For` only when the request has no such header (`??=`), so every entry a client may have
 * written itself is still there. TRUST_PROXY says which entries were written by a proxy we run:
 * - unset / `0`: none. The header is not read at all: whatever a client writes there would be believed, and a
 *   route handler has no documented way to the socket address. Every client is then `UNKNOWN_CLIENT`, one
 *   client that callers must not refuse or throttle as if it were one person.
 * - a hop count `N` (1–10): N proxies each add one entry, so the client is the N-th entry from the right. Our
 *   nginx overwrites the header with `$remote_addr` (one entry), so `TRUST_PROXY=1` behind it.
 * - a list of proxy addresses / CIDRs (`10.0.0.0/8,127.0.0.1`): walking from the right, entries that are our
 *   proxies are skipped; the first one that is not is the client.
 * The app must then be reachable only through the proxy: anyone reaching it directly writes the header.
 */
import { BlockList, isIP } from 'node:net'

export type TrustProxy = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'list'; proxies: BlockList }

const MAX_HOPS = 10

/** Parses TRUST_PROXY; a value that is neither a hop count nor addresses/CIDRs throws with the reason. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const v = value?.trim() ?? ''
  if (!v || v === '0' || v.toLowerCase() === 'false') return { kind: 'none' }
  if (/^\d+$/.test(v)) {
    const hops = Number(v)
    if (hops < 1 || hops > MAX_HOPS) throw new Error(`TRUST_PROXY hop count must be 1 to ${MAX_HOPS}: ${v}`)
    return { kind: 'hops', hops }
  }
  const proxies = new BlockList()
  for (const item of v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [address = '', prefix, extra] = item.split('/')
    const family = isIP(address)
    const bits = prefix === undefined ? undefined : Number(prefix)
    const maxBits = family === 6 ? 128 : 32
    if (
      !family ||
      extra !== undefined ||
      (bits !== undefined && !(Number.isInteger(bits) && bits >= 0 && bits <= maxBits))
    ) {
      throw new Error(
        `TRUST_PROXY must be a hop count (e.g. 1) or a comma-separated list of proxy addresses/CIDRs: ${JSON.stringify(item)}`,
      )
    }
    const type = family === 6 ? 'ipv6' : 'ipv4'
    if (bits === undefined) proxies.addAddress(address, type)
    else proxies.addSubnet(address, bits, type)
  }
  return { kind: 'list', proxies }
}

function normalise(value: string): string {
  const v = value.slice(0, 100).toLowerCase()
  return v.startsWith('::ffff:') && v.includes('.') ? v.slice(7) : v
}

function isProxy(list: BlockList, entry: string): boolean {
  const family = isIP(entry)
  return family !== 0 && list.check(entry, family === 6 ? 'ipv6' : 'ipv4')
}

/** The client of every request when no proxy is trusted, or when the trusted proxy named nobody. */
export const UNKNOWN_CLIENT = 'unknown'

export function clientAddress(headers: Headers, trust: TrustProxy = { kind: 'none' }): string {
  if (trust.kind === 'none') return UNKNOWN_CLIENT
  const entries = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => normalise(s.trim()))
    .filter(Boolean)
  if (!entries.length) return UNKNOWN_CLIENT
  if (trust.kind === 'hops') return entries[Math.max(0, entries.length - trust.hops)] ?? UNKNOWN_CLIENT
  for (let i = entries.length - 1; i >= 0; i--) {
    const entry = entries[i]
    if (entry && !isProxy(trust.proxies, entry)) return entry
  }
  // Every entry is one of our proxies: the furthest one is the nearest thing to a client.
  return entries[0] ?? UNKNOWN_CLIENT
}
