/** @jest-environment node */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib'

import { securityHeaders } from '../../scripts/security-headers.mjs'
import { acceptsBrotli, loadPrecompressed, withStaticBrotli } from '../../scripts/static-br.mjs'

describe('acceptsBrotli', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br', true],
    ['gzip;q=1.0, br;q=0.5', true],
    [' BR ', true],
    ['gzip, deflate', false],
    ['gzip, br;q=0', false],
    ['br;q=0.000', false],
    ['*', false],
    ['', false],
    ['brotli', false],
  ])('%j → %s', (header, accepted) => {
    expect(acceptsBrotli(header)).toBe(accepted)
  })
})

describe('precompressed static assets in front of Next', () => {
  const script = Buffer.from(`console.log(${JSON.stringify('wama '.repeat(2000))})`)
  const style = Buffer.from(`.hero{color:#c9a96e}`.repeat(300))
  let base: string
  let server: http.Server
  const nextCalls: string[] = []

  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'static-br-'))
    mkdirSync(join(dir, 'chunks'))
    mkdirSync(join(dir, 'media'))
    writeFileSync(join(dir, 'chunks', 'app.js'), script)
    writeFileSync(join(dir, 'chunks', 'app.js.br'), brotliCompressSync(script))
    writeFileSync(join(dir, 'chunks', 'site.css.br'), brotliCompressSync(style))
    writeFileSync(join(dir, 'media', 'font.woff2.br'), 'not served')
    const files = loadPrecompressed(dir)
    expect([...files.keys()].sort()).toEqual(['/_next/static/chunks/app.js', '/_next/static/chunks/site.css'])
    // Stands in for Next: answers everything it is given with a marker.
    const next = (req: http.IncomingMessage, res: http.ServerResponse) => {
      nextCalls.push(`${req.method} ${req.url}`)
      res.end('from next')
    }
    server = http.createServer(withStaticBrotli(next, files, securityHeaders({ NODE_ENV: 'production' })))
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((r) => server.close(() => r())))
  beforeEach(() => (nextCalls.length = 0))

  const raw = (path: string, headers: Record<string, string>, method = 'GET') =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const req = http.request(`${base}${path}`, { method, headers }, (res) => {
        const parts: Buffer[] = []
        res.on('data', (c: Buffer) => parts.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }))
      })
      req.on('error', reject)
      req.end()
    })

  it('answers a browser that accepts Brotli with the precompressed bytes and the site’s headers', async () => {
    const res = await raw('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, deflate, br, zstd' })
    expect(res.status).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(res.body).equals(script)).toBe(true)
    expect(Number(res.headers['content-length'])).toBe(res.body.length)
    expect(res.headers['content-type']).toBe('application/javascript; charset=UTF-8')
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.headers.vary).toBe('Accept-Encoding')
    expect(res.headers['content-security-policy']).toContain("default-src 'self'")
    expect(res.headers['content-security-policy']).not.toContain('unsafe-eval')
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin')

    const css = await raw('/_next/static/chunks/site.css', { 'accept-encoding': 'br' })
    expect(css.headers['content-type']).toBe('text/css; charset=UTF-8')
    expect(brotliDecompressSync(css.body).equals(style)).toBe(true)

    const head = await raw('/_next/static/chunks/app.js', { 'accept-encoding': 'br' }, 'HEAD')
    expect(head.headers['content-length']).toBe(res.headers['content-length'])
    expect(head.body.length).toBe(0)
    expect(nextCalls).toEqual([])
  })

  it.each([
    ['no Brotli accepted', '/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, deflate' }, 'GET'],
    ['Brotli refused', '/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, br;q=0' }, 'GET'],
    ['a range request', '/_next/static/chunks/app.js', { 'accept-encoding': 'br', range: 'bytes=0-10' }, 'GET'],
    ['a conditional request', '/_next/static/chunks/app.js', { 'accept-encoding': 'br', 'if-none-match': '"x"' }, 'GET'],
    ['a query', '/_next/static/chunks/app.js?v=1', { 'accept-encoding': 'br' }, 'GET'],
    ['a POST', '/_next/static/chunks/app.js', { 'accept-encoding': 'br' }, 'POST'],
    ['an unknown asset', '/_next/static/chunks/other.js', { 'accept-encoding': 'br' }, 'GET'],
    ['a font', '/_next/static/media/font.woff2', { 'accept-encoding': 'br' }, 'GET'],
    ['a page', '/', { 'accept-encoding': 'br' }, 'GET'],
  ])('leaves %s to Next', async (_, path, headers, method) => {
    const res = await raw(path, headers, method)
    expect(res.body.toString()).toBe('from next')
    expect(nextCalls).toEqual([`${method} ${path}`])
  })
})
