// Preloaded into `next start` (node --import). Two requests name nothing we serve yet crash Next's
// router into a bare 500: a path with a malformed percent-escape (`/yachts/%ff`; Next fails to render
// its own 400 page) and TRACE to a route handler (the Fetch API's Request refuses the method). They get
// a readable 4xx here, before Next sees them. It also puts in front of Next the precompressed static
// assets (./static-br.mjs) and the page cache (./page-cache.mjs).
import http from 'node:http'

import { createPageCache, PAGE_CACHE, withPageCache } from './page-cache.mjs'
import { loadPrecompressed, withStaticBrotli } from './static-br.mjs'

const HEADERS = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
}
const FORBIDDEN_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT'])

export function malformedPath(url = '/') {
  const path = url.split(/[?#]/, 1)[0] ?? ''
  if (!path.includes('%')) return false
  try {
    decodeURIComponent(path)
    return false
  } catch {
    return true
  }
}

function refuse(req, res, status, message, extra = {}) {
  const api = /^\/(api|cms\/api)\//.test(req.url ?? '')
  res.writeHead(status, { ...HEADERS, ...extra, 'content-type': api ? 'application/json' : 'text/plain; charset=utf-8' })
  res.end(api ? JSON.stringify({ error: message }) : `${message}\n`)
}

function guard(listener) {
  return function guarded(req, res) {
    if (FORBIDDEN_METHODS.has(req.method ?? '')) return refuse(req, res, 405, 'Method not allowed.', { allow: 'GET, HEAD, POST' })
    if (malformedPath(req.url)) return refuse(req, res, 400, 'The address is not valid (malformed percent-encoding).')
    return listener.call(this, req, res)
  }
}

// PAGE_CACHE_MB=0 turns the page cache off.
const cacheMb = process.env.PAGE_CACHE_MB === undefined ? 16 : Number(process.env.PAGE_CACHE_MB)
const pageCache = cacheMb > 0 ? createPageCache({ maxBytes: cacheMb * 1024 * 1024 }) : null
if (pageCache) globalThis[PAGE_CACHE] = pageCache

const precompressed = loadPrecompressed()

const createServer = http.createServer
http.createServer = function (...args) {
  const i = args.findIndex((a) => typeof a === 'function')
  if (i >= 0) args[i] = guard(withStaticBrotli(pageCache ? withPageCache(args[i], pageCache) : args[i], precompressed))
  return createServer.apply(this, args)
}
