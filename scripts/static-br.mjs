// Next compresses its static scripts and stylesheets with gzip on every request. A browser that accepts
// Brotli gets instead the copy `npm run build` made at quality 11 (scripts/precompress.mjs), from memory:
// about 14 % fewer bytes before a phone can run the page, and no compression work per request. The
// security headers are the ones next.config.ts sets (scripts/security-headers.mjs). Anything else, and
// conditional or range requests, go to Next as before.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { constants } from 'node:zlib'

import { securityHeaders } from './security-headers.mjs'

export const STATIC_DIR = '.next/static'
export const PRECOMPRESSED = /\.(js|css)$/
const TYPES = { js: 'application/javascript; charset=UTF-8', css: 'text/css; charset=UTF-8' }
const PASS_TO_NEXT = ['range', 'if-none-match', 'if-modified-since']

/** zlib options of the smallest Brotli output, for what is compressed once and served many times. */
export const brotliBest = (size) => ({ params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: size } })

/** Every file below `dir`, as a path relative to it with forward slashes. */
export const filesBelow = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath ?? e.path, e.name)).split('\\').join('/'))

/** Whether an Accept-Encoding header accepts Brotli (listed, and not with q=0). */
export function acceptsBrotli(header = '') {
  for (const part of String(header).split(',')) {
    const [coding, ...params] = part.trim().toLowerCase().split(';')
    if (coding !== 'br') continue
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    return q === undefined || Number(q.slice(2)) > 0
  }
  return false
}

/** URL path (/_next/static/…) → { body, type } of every precompressed copy under `dir`. */
export function loadPrecompressed(dir = STATIC_DIR) {
  const files = new Map()
  if (!existsSync(dir)) return files
  for (const path of filesBelow(dir)) {
    if (!path.endsWith('.br') || !PRECOMPRESSED.test(path.slice(0, -3))) continue
    const url = `/_next/static/${path.slice(0, -3)}`
    files.set(url, { body: readFileSync(join(dir, path)), type: TYPES[/** @type {'js'|'css'} */ (url.split('.').pop())] })
  }
  return files
}

/** Wraps an http 'request' listener: answers precompressed assets to browsers that accept Brotli. */
export function withStaticBrotli(listener, files, headers) {
  let common
  return function brotli(req, res) {
    const file = (req.method === 'GET' || req.method === 'HEAD') && files.get(req.url ?? '')
    if (!file || !acceptsBrotli(req.headers['accept-encoding']) || PASS_TO_NEXT.some((h) => req.headers[h] !== undefined)) {
      return listener.call(this, req, res)
    }
    // Read at the first request, once `next start` has loaded the .env files into the environment.
    common ??= Object.fromEntries((headers ?? securityHeaders()).map(({ key, value }) => [key.toLowerCase(), value]))
    res.writeHead(200, {
      ...common,
      'content-type': file.type,
      'content-encoding': 'br',
      'content-length': String(file.body.length),
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept-Encoding',
    })
    res.end(req.method === 'HEAD' ? undefined : file.body)
  }
}
