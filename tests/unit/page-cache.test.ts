/** @jest-environment node */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib'

import { cacheKey, createPageCache, keepFor, withPageCache } from '../../scripts/page-cache.mjs'

type Cache = ReturnType<typeof createPageCache>
type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void

const PAGE = {
  'content-type': 'text/html; charset=utf-8',
  'x-nextjs-cache': 'HIT',
  'cache-control': 's-maxage=31536000',
  'content-security-policy': "default-src 'self'",
}

/** A stand-in for Next's handler: answers like a prerendered page and counts how often it ran. */
function origin(body: () => string, headers: Record<string, string> = PAGE) {
  const calls: string[] = []
  const handler: Handler = (req, res) => {
    calls.push(req.url ?? '')
    for (const [k, v] of Object.entries(headers)) res.setHeader(k, v)
    const html = body()
    // Half through write() and half through end(), as a streamed render does.
    res.write(html.slice(0, html.length >> 1))
    res.end(html.slice(html.length >> 1))
  }
  return { handler, calls }
}

async function serve(handler: Handler, cache: Cache) {
  const server = http.createServer(withPageCache(handler, cache))
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { base, close: () => new Promise<void>((r) => server.close(() => r())) }
}

const get = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers })

describe('which requests the page cache may answer', () => {
  const req = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({ url, headers, method }) as unknown as http.IncomingMessage
  it('keys a plain GET of a page by path and accepted encoding (every Brotli-accepting browser shares one copy)', () => {
    expect(cacheKey(req('/yachts/wama-26', { 'accept-encoding': 'gzip' }))).toBe('/yachts/wama-26\ngzip')
    expect(cacheKey(req('/'))).toBe('/\n')
    expect(cacheKey(req('/', { 'accept-encoding': 'gzip, deflate, br, zstd' }))).toBe('/\nbr')
    expect(cacheKey(req('/', { 'accept-encoding': 'br;q=1, gzip;q=0.8' }))).toBe('/\nbr')
    expect(cacheKey(req('/', { 'accept-encoding': 'gzip, br;q=0' }))).toBe('/\ngzip, br;q=0')
  })
  it.each([
    ['a POST', req('/', {}, 'POST')],
    ['a HEAD', req('/', {}, 'HEAD')],
    ['a query', req('/blog?category=news')],
    ['the API', req('/api/cms/yachts/')],
    ['the admin', req('/admin')],
    ['Payload', req('/cms/api/yachts')],
    ['Next assets', req('/_next/static/x.js')],
    ['a trailing slash', req('/about/')],
    ['an RSC request', req('/', { rsc: '1' })],
    ['a prefetch', req('/', { 'next-router-prefetch': '1' })],
    ['draft mode', req('/', { cookie: 'a=1; __prerender_bypass=xyz' })],
    ['a logged-in editor', req('/', { cookie: 'payload-token=abc' })],
    ['a conditional request', req('/', { 'if-none-match': '"x"' })],
    ['the subrequest header', req('/', { 'x-middleware-subrequest': 'proxy' })],
    ['a very long path', req(`/${'a'.repeat(300)}`)],
  ])('sends %s to Next', (_, r) => {
    expect(cacheKey(r)).toBeNull()
  })

  it('keeps only a fresh, public, cookie-free HTML 200 from the ISR cache, for its s-maxage at most', () => {
    expect(keepFor(200, PAGE, 60_000)).toBe(60_000)
    expect(keepFor(200, { ...PAGE, 'cache-control': 's-maxage=5, stale-while-revalidate=10' }, 60_000)).toBe(5000)
    expect(keepFor(404, PAGE, 60_000)).toBe(0)
    expect(keepFor(200, { ...PAGE, 'x-nextjs-cache': 'STALE' }, 60_000)).toBe(0)
    expect(keepFor(200, { ...PAGE, 'x-nextjs-cache': undefined }, 60_000)).toBe(0)
    expect(keepFor(200, { ...PAGE, 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }, 60_000)).toBe(0)
    expect(keepFor(200, { ...PAGE, 'set-cookie': 'a=1' }, 60_000)).toBe(0)
    expect(keepFor(200, { ...PAGE, 'content-type': 'application/json' }, 60_000)).toBe(0)
  })
})

describe('the page cache in front of a server', () => {
  let version = 1
  let cache: Cache
  let site: Awaited<ReturnType<typeof serve>>
  let next: ReturnType<typeof origin>
  let clock = 0

  beforeEach(async () => {
    version = 1
    clock = 1_000_000
    cache = createPageCache({ now: () => clock, maxBytes: 50_000, ttlMs: 60_000 })
    next = origin(() => `<!doctype html><h1>version ${version}</h1>${'·'.repeat(3000)}`)
    site = await serve(next.handler, cache)
  })
  afterEach(() => site.close())

  it('answers a repeat visit from memory with the same body and headers', async () => {
    const first = await get(`${site.base}/`)
    const second = await get(`${site.base}/`)
    expect(await second.text()).toBe(await first.text())
    expect(second.headers.get('x-page-cache')).toBe('HIT')
    expect(first.headers.get('x-page-cache')).toBeNull()
    expect(second.headers.get('content-security-policy')).toBe("default-src 'self'")
    expect(second.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(Number(second.headers.get('content-length'))).toBe(Buffer.byteLength(await (await get(`${site.base}/`)).text()))
    expect(next.calls).toEqual(['/'])
  })

  it('after a revalidation the next visitor gets the new page, and nothing is kept until the quiet time has passed', async () => {
    await get(`${site.base}/`)
    version = 2
    expect(await (await get(`${site.base}/`)).text()).toContain('version 1')
    cache.clear()
    expect(await (await get(`${site.base}/`)).text()).toContain('version 2')
    expect(await (await get(`${site.base}/`)).text()).toContain('version 2')
    expect(next.calls).toHaveLength(3)
    clock += 3001
    await get(`${site.base}/`)
    const cached = await get(`${site.base}/`)
    expect(cached.headers.get('x-page-cache')).toBe('HIT')
    expect(await cached.text()).toContain('version 2')
  })

  it('does not keep a page whose render began before a revalidation', async () => {
    let release: () => void = () => undefined
    const slow: Handler = (req, res) => {
      next.calls.push(req.url ?? '')
      const body = `<p>rendered with version ${version}</p>`
      new Promise<void>((r) => (release = r)).then(() => {
        for (const [k, v] of Object.entries(PAGE)) res.setHeader(k, v)
        res.end(body)
      })
    }
    await site.close()
    site = await serve(slow, cache)
    const inFlight = get(`${site.base}/slow`)
    await new Promise((r) => setTimeout(r, 50))
    version = 2
    cache.clear()
    clock += 10_000
    release()
    expect(await (await inFlight).text()).toContain('version 1')
    const after = get(`${site.base}/slow`)
    await new Promise((r) => setTimeout(r, 50))
    release()
    expect(await (await after).text()).toContain('version 2')
    expect(next.calls).toEqual(['/slow', '/slow'])
  })

  it('forgets a page after its time to live and the least recently used page when full', async () => {
    await get(`${site.base}/a`)
    clock += 60_001
    await get(`${site.base}/a`)
    expect(next.calls).toEqual(['/a', '/a'])
    // Each page is about 6 KB; 50 KB hold eight of them.
    for (let i = 0; i < 12; i++) await get(`${site.base}/p${i}`)
    expect(cache.bytes).toBeLessThanOrEqual(50_000)
    expect((await get(`${site.base}/p11`)).headers.get('x-page-cache')).toBe('HIT')
    expect((await get(`${site.base}/p0`)).headers.get('x-page-cache')).toBeNull()
  })

  it('keeps each encoding apart and serves the compressed bytes as they were sent', async () => {
    await site.close()
    const zipped: Handler = (req, res) => {
      const gzip = String(req.headers['accept-encoding'] ?? '').includes('gzip')
      for (const [k, v] of Object.entries(PAGE)) res.setHeader(k, v)
      const html = Buffer.from(`<p>page ${req.url}</p>`)
      if (gzip) res.writeHead(200, { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' })
      res.end(gzip ? gzipSync(html) : html)
    }
    site = await serve(zipped, cache)
    const raw = (enc: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve) => {
        http.get(`${site.base}/z`, { headers: { 'accept-encoding': enc } }, (res) => {
          const parts: Buffer[] = []
          res.on('data', (c: Buffer) => parts.push(c))
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(parts) }))
        })
      })
    await raw('gzip')
    const hit = await raw('gzip')
    expect(hit.headers['x-page-cache']).toBe('HIT')
    expect(hit.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(hit.body).toString()).toBe('<p>page /z</p>')
    await raw('identity')
    const plain = await raw('identity')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe('<p>page /z</p>')
  })

  it('keeps a Brotli copy for browsers that accept it, compressed once from what Next sent', async () => {
    await site.close()
    let renders = 0
    const zipped: Handler = (req, res) => {
      renders++
      for (const [k, v] of Object.entries(PAGE)) res.setHeader(k, v)
      res.writeHead(200, { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' })
      res.end(gzipSync(Buffer.from(`<p>page ${req.url} version ${version}</p>${'·'.repeat(3000)}`)))
    }
    site = await serve(zipped, cache)
    const raw = () =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve) => {
        http.get(`${site.base}/b`, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } }, (res) => {
          const parts: Buffer[] = []
          res.on('data', (c: Buffer) => parts.push(c))
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(parts) }))
        })
      })
    const first = await raw()
    expect(first.headers['content-encoding']).toBe('gzip')
    const html = gunzipSync(first.body).toString()
    // Compressed in the background: until then, Next's gzip answers.
    let hit = await raw()
    for (let i = 0; i < 50 && hit.headers['content-encoding'] !== 'br'; i++) {
      await new Promise((r) => setTimeout(r, 20))
      hit = await raw()
    }
    expect(hit.headers['x-page-cache']).toBe('HIT')
    expect(brotliDecompressSync(hit.body).toString()).toBe(html)
    expect(Number(hit.headers['content-length'])).toBe(hit.body.length)
    expect(hit.body.length).toBeLessThan(first.body.length)
    expect(hit.headers['content-security-policy']).toBe("default-src 'self'")
    const rendersBefore = renders

    // A revalidation while the copy is being compressed: the old copy is never stored.
    cache.clear()
    version = 2
    clock += 3001
    const fresh = await raw()
    cache.clear()
    clock += 3001
    await new Promise((r) => setTimeout(r, 300))
    expect(gunzipSync(fresh.body).toString()).toContain('version 2')
    const after = await raw()
    expect(after.headers['x-page-cache']).toBeUndefined()
    expect(renders).toBe(rendersBefore + 2)
  })

  it('never keeps what Next would not: a STALE copy, an error, a dynamic page', async () => {
    for (const headers of [{ ...PAGE, 'x-nextjs-cache': 'STALE' }, { ...PAGE, 'cache-control': 'private, no-store' }]) {
      await site.close()
      next = origin(() => 'page', headers)
      site = await serve(next.handler, cache)
      await get(`${site.base}/x`)
      await get(`${site.base}/x`)
      expect(next.calls).toEqual(['/x', '/x'])
    }
    expect(cache.size).toBe(0)
  })
})
