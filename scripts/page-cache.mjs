// The prerendered pages, kept in memory in front of Next's router (preloaded into `next start` by
// scripts/request-guard.mjs). A prerendered page is the same bytes for every visitor, yet Next spends
// about 1.3 ms of CPU on each request (routing, an ETag hashed over 150 KB, headers); under 50
// concurrent visitors on one core that queueing is the whole p99. Here a repeat request is one buffer
// write. Only what Next itself answers from its ISR cache is kept: a 200 text/html page with a public
// `s-maxage` and no cookie, never a STALE copy. Every revalidation empties it (lib/http/page-cache.ts),
// then nothing is stored for QUIET_MS while Next finishes applying the tags; entries also expire after
// their s-maxage or ttlMs, whichever is sooner. Draft mode, logged-in editors, RSC and prefetch
// requests, queries and conditional requests always go to Next.
// Next compresses pages with gzip only; for a browser that accepts Brotli the cache keeps its own copy,
// compressed once in the background (a third smaller than gzip), and serves that from then on.
import { brotliCompress, gunzipSync, inflateSync } from 'node:zlib'

import { acceptsBrotli, brotliBest } from './static-br.mjs'

export const PAGE_CACHE = Symbol.for('wama.pageCache')
const QUIET_MS = 3000
const BYPASS_HEADERS = [
  'rsc',
  'next-router-prefetch',
  'next-router-state-tree',
  'next-router-segment-prefetch',
  'next-action',
  'next-url',
  'x-prerender-revalidate',
  'x-middleware-subrequest',
  'range',
  'if-none-match',
  'if-modified-since',
  'authorization',
]
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length'])

/** The cache key of a request that may be answered from memory, or null when it must go to Next. */
export function cacheKey(req) {
  if (req.method !== 'GET') return null
  const url = req.url ?? ''
  if (!url.startsWith('/') || url.includes('?') || url.includes('#') || url.length > 200) return null
  if (/^\/(api|cms|admin|_next)(\/|$)/.test(url) || (url.length > 1 && url.endsWith('/'))) return null
  for (const h of BYPASS_HEADERS) if (req.headers[h] !== undefined) return null
  const cookie = req.headers.cookie ?? ''
  if (cookie.includes('__prerender_bypass') || cookie.includes('__next_preview_data') || cookie.includes('payload-token')) return null
  const accepted = req.headers['accept-encoding'] ?? ''
  return `${url}\n${acceptsBrotli(accepted) ? 'br' : accepted}`
}

const DECODE = { gzip: gunzipSync, 'x-gzip': gunzipSync, deflate: inflateSync, identity: (b) => b, '': (b) => b }

/** How long a finished response may be kept (ms), or 0 when it must not be. */
export function keepFor(statusCode, headers, ttlMs) {
  if (statusCode !== 200 || headers['set-cookie'] !== undefined) return 0
  if (!String(headers['content-type'] ?? '').startsWith('text/html')) return 0
  const cache = String(headers['x-nextjs-cache'] ?? '')
  if (!/^(HIT|MISS|REVALIDATED)$/.test(cache)) return 0
  const maxAge = /^s-maxage=(\d+)(?:,|$)/.exec(String(headers['cache-control'] ?? ''))
  if (!maxAge) return 0
  return Math.min(Number(maxAge[1]) * 1000, ttlMs)
}

export function createPageCache({ maxBytes = 16 * 1024 * 1024, maxEntryBytes = 1024 * 1024, ttlMs = 60_000, now = Date.now } = {}) {
  const entries = new Map()
  const compressing = new Set()
  let bytes = 0
  let generation = 0
  let quietUntil = 0

  const drop = (key) => {
    const e = entries.get(key)
    if (!e) return
    bytes -= e.body.length
    entries.delete(key)
  }

  return {
    get generation() {
      return generation
    },
    get size() {
      return entries.size
    },
    get bytes() {
      return bytes
    },
    /** After a revalidation: forget every page, and store nothing until Next has applied the tags. */
    clear() {
      entries.clear()
      bytes = 0
      generation++
      quietUntil = now() + QUIET_MS
    },
    get(key) {
      const e = entries.get(key)
      if (!e) return undefined
      if (e.expires <= now()) {
        drop(key)
        return undefined
      }
      // Least recently used goes first: a hit moves to the end of the Map's order.
      entries.delete(key)
      entries.set(key, e)
      return e
    },
    /** Stores what Next answered, unless a revalidation happened since the request began. */
    set(key, startedAt, statusCode, headers, body) {
      if (startedAt !== generation || now() < quietUntil || body.length > maxEntryBytes) return false
      const ttl = keepFor(statusCode, headers, ttlMs)
      if (ttl <= 0) return false
      const kept = {}
      for (const [name, value] of Object.entries(headers)) if (!HOP_BY_HOP.has(name) && value !== undefined) kept[name] = value
      kept['content-length'] = String(body.length)
      kept['x-page-cache'] = 'HIT'
      drop(key)
      entries.set(key, { headers: kept, body, expires: now() + ttl })
      bytes += body.length
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break
        drop(oldest)
      }
      return true
    },
    /** Stores a Brotli copy of what Next answered (in whichever encoding it chose), once compressed. */
    setBrotli(key, startedAt, statusCode, headers, body) {
      const decode = DECODE[String(headers['content-encoding'] ?? '').toLowerCase()]
      if (!decode || compressing.has(key) || keepFor(statusCode, headers, ttlMs) <= 0 || body.length > maxEntryBytes) return
      let html
      try {
        html = decode(body)
      } catch {
        return
      }
      compressing.add(key)
      brotliCompress(html, brotliBest(html.length), (err, br) => {
        compressing.delete(key)
        if (!err) this.set(key, startedAt, statusCode, { ...headers, 'content-encoding': 'br' }, br)
      })
    },
  }
}

const lowerCaseHeaders = (h) => Object.fromEntries(Object.entries(h).map(([k, v]) => [k.toLowerCase(), v]))

/** Wraps an http 'request' listener: answers repeat requests for prerendered pages from the cache. */
export function withPageCache(listener, cache) {
  return function cached(req, res) {
    const key = cacheKey(req)
    if (key === null) return listener.call(this, req, res)
    const hit = cache.get(key)
    if (hit) {
      res.writeHead(200, hit.headers)
      res.end(hit.body)
      return
    }
    const startedAt = cache.generation
    const chunks = []
    let size = 0
    let headHeaders = null
    const collect = (chunk, encoding) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function' || size < 0) return
      // A copy: the caller may reuse its buffer once write() returns.
      const buf = typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : Buffer.from(chunk)
      size += buf.length
      if (size > 1024 * 1024) size = -1
      else chunks.push(buf)
    }
    const { write, end, writeHead } = res
    res.writeHead = function (statusCode, reason, headers) {
      const given = typeof reason === 'object' ? reason : headers
      if (given) headHeaders = Array.isArray(given) ? false : lowerCaseHeaders(given)
      return writeHead.apply(this, arguments)
    }
    res.write = function (chunk, encoding) {
      collect(chunk, encoding)
      return write.apply(this, arguments)
    }
    res.end = function (chunk, encoding) {
      collect(chunk, encoding)
      return end.apply(this, arguments)
    }
    res.once('finish', () => {
      if (size < 0 || headHeaders === false) return
      const headers = { ...res.getHeaders(), ...(headHeaders ?? {}) }
      if (key.endsWith('\nbr') && headers['content-encoding'] !== 'br') cache.setBrotli(key, startedAt, res.statusCode, headers, Buffer.concat(chunks))
      else cache.set(key, startedAt, res.statusCode, headers, Buffer.concat(chunks))
    })
    return listener.call(this, req, res)
  }
}
