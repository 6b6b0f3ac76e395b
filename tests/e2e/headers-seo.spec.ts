import { readFileSync } from 'node:fs'
import http from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { expect, test } from '@playwright/test'

import { BASE } from './env'

/** A GET with the bytes as they came over the wire (Playwright's request API decompresses). */
function rawGet(path: string, acceptEncoding: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${BASE}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const parts: Buffer[] = []
        res.on('data', (c: Buffer) => parts.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }))
      })
      .on('error', reject)
  })
}
const CHROME_ENCODINGS = 'gzip, deflate, br, zstd'

test.describe('security headers on every response', () => {
  for (const path of [
    '/',
    '/yachts/wama-26',
    '/api/cms/yachts/',
    '/api/health',
    '/sitemap.xml',
    '/no-such-page',
    '/admin/login',
  ]) {
    test(`headers: ${path}`, async ({ request }) => {
      // A repeat visit is answered from the cache: the same headers.
      for (const visit of ['first', 'repeat']) {
        const res = await request.get(`${BASE}${path}`, { maxRedirects: 0 })
        const h = res.headers()
        const csp = h['content-security-policy'] ?? ''
        for (const directive of [
          "default-src 'self'",
          "object-src 'none'",
          "base-uri 'self'",
          "form-action 'self'",
          "frame-ancestors 'self'",
        ]) {
          expect(csp, `${path} ${visit}`).toContain(directive)
        }
        expect(csp).not.toContain("'unsafe-eval'")
        expect(h['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
        expect(h['x-content-type-options']).toBe('nosniff')
        expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin')
        expect(h['permissions-policy']).toContain('camera=()')
        expect(h['cross-origin-opener-policy']).toBe('same-origin')
        // Only the site's own admin (live preview) may frame it.
        expect(h['x-frame-options']).toBe('SAMEORIGIN')
        expect(h['x-powered-by']).toBeUndefined()
      }
    })
  }

  test('the public pages are served as shared-cacheable prerendered pages, with the CSP', async ({ request }) => {
    for (const path of ['/', '/yachts/wama-26', '/blog']) {
      const first = await request.get(`${BASE}${path}`)
      const repeat = await request.get(`${BASE}${path}`)
      expect(first.headers()['cache-control'], path).toMatch(/s-maxage=\d+/)
      expect(repeat.headers()['content-security-policy'], path).toContain("default-src 'self'")
      expect(await repeat.text(), path).toBe(await first.text())
    }
  })

  test('x-middleware-subrequest changes nothing', async ({ request }) => {
    const plain = await request.get(`${BASE}/cms/api/leads`)
    const forged = await request.get(`${BASE}/cms/api/leads`, {
      headers: { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' },
    })
    expect(forged.status()).toBe(plain.status())
    const redirect = await request.get(`${BASE}/about/`, {
      maxRedirects: 0,
      headers: { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' },
    })
    expect(redirect.status()).toBe(308)
  })
})

test.describe('compression and client hints', () => {
  test('every script and stylesheet of a page is compressed, and the build leaves a smaller Brotli copy beside it for the edge', async ({
    request,
  }) => {
    const html = await (await request.get(`${BASE}/yachts/wama-26`)).text()
    const assets = [
      ...new Set([...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"?]+\.(?:js|css))"/g)].map((m) => m[1]!)),
    ]
    expect(assets.filter((a) => a.endsWith('.css')).length).toBeGreaterThan(0)
    expect(assets.filter((a) => a.endsWith('.js')).length).toBeGreaterThan(3)
    for (const asset of assets) {
      const gzip = await rawGet(asset, CHROME_ENCODINGS)
      const plain = await rawGet(asset, 'identity')
      expect(gzip.status, asset).toBe(200)
      expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      // Next leaves files under 1 KB as they are.
      if (plain.body.length >= 1024) {
        expect(gzip.headers['content-encoding'], asset).toBe('gzip')
        expect(gunzipSync(gzip.body).equals(plain.body), asset).toBe(true)
      }
      const copy = readFileSync(`.next/static/${asset.slice('/_next/static/'.length)}.br`)
      expect(brotliDecompressSync(copy).equals(plain.body), asset).toBe(true)
      expect(copy.length, asset).toBeLessThan(Math.min(gzip.body.length, plain.body.length))
    }
  })

  test('only the admin asks for the colour-scheme client hint, so a first visit is not requested twice', async ({
    request,
  }) => {
    const html = await (await request.get(`${BASE}/`)).text()
    const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(html)![1]!
    for (const path of ['/', '/yachts/wama-26', '/blog', '/api/health', script]) {
      const h = (await request.get(`${BASE}${path}`)).headers()
      expect(h['critical-ch'], path).toBeUndefined()
      expect(h['accept-ch'], path).toBeUndefined()
      expect(h.vary ?? '', path).not.toContain('Sec-CH-Prefers-Color-Scheme')
    }
    for (const path of ['/admin', '/admin/login']) {
      const admin = (await request.get(`${BASE}${path}`, { maxRedirects: 0 })).headers()
      expect(admin['critical-ch'], path).toBe('Sec-CH-Prefers-Color-Scheme')
    }
  })
})

test.describe('robots and sitemap', () => {
  test('robots.txt disallows the admin, the API and the API test page', async ({ request }) => {
    const body = await (await request.get(`${BASE}/robots.txt`)).text()
    expect(body).toContain('Disallow: /admin')
    expect(body).toContain('Disallow: /api')
    expect(body).toContain('Disallow: /api-test')
    expect(body).toMatch(/Sitemap: http.*\/sitemap\.xml/)
  })

  test('sitemap.xml lists every public page, yacht and post with last-modified dates', async ({ request }) => {
    const xml = await (await request.get(`${BASE}/sitemap.xml`)).text()
    for (const path of [
      '/',
      '/collection',
      '/about',
      '/contact',
      '/events',
      '/blog',
      '/yachts/wama-26',
      '/yachts/wama-42',
      '/legal',
    ]) {
      expect(xml).toContain(`${path === '/' ? '/' : path}</loc>`)
    }
    const posts = (await (await request.get(`${BASE}/api/cms/blog/`)).json()) as Array<{ slug: string }>
    for (const p of posts) expect(xml).toContain(`/blog/${p.slug}</loc>`)
    expect(xml).not.toContain('/admin')
    // Canonical URLs only, each with the time its content last changed.
    expect(xml).not.toMatch(/\/yachts<\/loc>|wama-42-xl/)
    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!)
    expect(urls.length).toBeGreaterThan(10)
    for (const u of urls) expect(u, u).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[^<]+<\/lastmod>/)
    const lastmod = (path: string) =>
      new RegExp(`<loc>[^<]*${path}</loc>(?:\\s*<xhtml:link[^>]*>)*\\s*<lastmod>([^<]+)</lastmod>`).exec(xml)?.[1]
    const about = (await (await request.get(`${BASE}/api/cms/about/current/`)).json()) as { updated_at: string }
    expect(Date.parse(lastmod('/about')!)).toBe(Date.parse(about.updated_at))
    const yacht = (await (await request.get(`${BASE}/api/cms/yachts/wama-26/`)).json()) as { updated_at: string }
    expect(Date.parse(lastmod('/yachts/wama-26')!)).toBe(Date.parse(yacht.updated_at))
  })

  test('trailing slashes: pages redirect to one URL, the CMS contract keeps them', async ({ request }) => {
    const page = await request.get(`${BASE}/about/`, { maxRedirects: 0 })
    expect(page.status()).toBe(308)
    expect(page.headers()['location']).toMatch(/\/about$/)
    expect((await request.get(`${BASE}/api/cms/yachts/`, { maxRedirects: 0 })).status()).toBe(200)
  })
})
