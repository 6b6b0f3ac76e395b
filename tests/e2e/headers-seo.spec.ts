import { expect, test } from '@playwright/test'

import { BASE } from './env'

test.describe('security headers on every response', () => {
  for (const path of ['/', '/yachts/wama-26', '/api/cms/yachts/', '/api/health', '/sitemap.xml', '/no-such-page', '/admin/login']) {
    test(`headers: ${path}`, async ({ request }) => {
      // A repeat visit to a page is answered by the page cache (scripts/page-cache.mjs): the same headers.
      for (const visit of ['first', 'repeat']) {
        const res = await request.get(`${BASE}${path}`, { maxRedirects: 0 })
        const h = res.headers()
        const csp = h['content-security-policy'] ?? ''
        for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'"]) {
          expect(csp, `${path} ${visit}`).toContain(directive)
        }
        expect(csp).not.toContain("'unsafe-eval'")
        expect(h['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
        expect(h['x-content-type-options']).toBe('nosniff')
        expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin')
        expect(h['permissions-policy']).toContain('camera=()')
        expect(h['cross-origin-opener-policy']).toBe('same-origin')
        expect(h['x-powered-by']).toBeUndefined()
      }
    })
  }

  test('the public pages stay prerendered with the CSP, and a repeat visit is answered from memory', async ({ request }) => {
    const res = await request.get(`${BASE}/`)
    expect(res.headers()['x-nextjs-cache'] ?? '').toMatch(/HIT|STALE|^$/)
    expect(res.headers()['cache-control']).toContain('s-maxage')
    for (const path of ['/', '/yachts/wama-26', '/blog']) {
      await expect.poll(async () => (await request.get(`${BASE}${path}`)).headers()['x-page-cache'], { message: path }).toBe('HIT')
      const hit = await request.get(`${BASE}${path}`)
      const fromNext = await request.get(`${BASE}${path}`, { headers: { 'if-none-match': '"none"' } })
      expect(fromNext.headers()['x-page-cache'], 'a conditional request goes to Next').toBeUndefined()
      expect(await hit.text()).toBe(await fromNext.text())
    }
    // Queries, draft mode and RSC requests always go to Next.
    for (const headers of [{ cookie: '__prerender_bypass=1' }, { rsc: '1' }] as Record<string, string>[]) {
      expect((await request.get(`${BASE}/`, { headers })).headers()['x-page-cache']).toBeUndefined()
    }
    expect((await request.get(`${BASE}/?utm_source=x`)).headers()['x-page-cache']).toBeUndefined()
  })

  test('x-middleware-subrequest changes nothing', async ({ request }) => {
    const plain = await request.get(`${BASE}/cms/api/leads`)
    const forged = await request.get(`${BASE}/cms/api/leads`, {
      headers: { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' },
    })
    expect(forged.status()).toBe(plain.status())
    const redirect = await request.get(`${BASE}/about/`, { maxRedirects: 0, headers: { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' } })
    expect(redirect.status()).toBe(308)
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
    for (const path of ['/', '/collection', '/about', '/contact', '/blog', '/yachts/wama-26', '/yachts/wama-42', '/legal']) {
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
    const lastmod = (path: string) => new RegExp(`<loc>[^<]*${path}</loc>\\s*<lastmod>([^<]+)</lastmod>`).exec(xml)?.[1]
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
