import http from 'node:http'

import { expect, test } from '@playwright/test'

import { BASE, cmsApi } from './env'
import { adminAuth } from './helpers/admin'

/** Redirects built from a request stay on the site; 404s are kept by shared caches for a minute, not a year. */

/** A GET sent byte for byte as written (Playwright and fetch would normalise `//` and `\`). */
function rawGet(path: string) {
  return new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
    http
      .get(`${BASE}${path}`, (res) => {
        res.resume()
        res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }))
      })
      .on('error', reject)
  })
}

const stamp = Date.now()

test.describe('open redirect attempts', () => {
  for (const attempt of [
    '/%5Cevil.test',
    '/%5cevil.test/path',
    '//evil.test',
    '/%2F%2Fevil.test',
    'https://evil.test/',
    '\\\\evil.test',
    'javascript:alert(1)',
  ]) {
    test(`/api/draft/disable?path=${attempt} sends the visitor home`, async ({ request }) => {
      const res = await request.get(`${BASE}/api/draft/disable?path=${encodeURIComponent(attempt)}`, {
        maxRedirects: 0,
      })
      expect(res.status()).toBe(307)
      expect(res.headers()['location']).toBe('/')
    })
  }

  test('the issue’s own link, followed by the browser, ends on the site', async ({ page }) => {
    await page.goto(`${BASE}/api/draft/disable?path=/%5Cevil.test`)
    expect(new URL(page.url()).origin).toBe(BASE)
  })

  test('a site path is still followed', async ({ request }) => {
    const res = await request.get(`${BASE}/api/draft/disable?path=/yachts/wama-26`, { maxRedirects: 0 })
    expect(res.status()).toBe(307)
    expect(res.headers()['location']).toBe('/yachts/wama-26')
  })

  test('CR/LF in the path gets a readable 400 in the language asked for, no header split', async ({ request }) => {
    const en = await request.get(`${BASE}/api/draft/disable?path=/a%0d%0aSet-Cookie:%20x=1`, { maxRedirects: 0 })
    expect(en.status()).toBe(400)
    expect(en.headers()['set-cookie'] ?? '').not.toContain('x=1')
    expect(await en.json()).toEqual({
      error: 'The address is not valid: it contains control characters (such as a line break).',
    })
    const fr = await request.get(`${BASE}/api/draft/disable?path=/a%0a&locale=fr`, { maxRedirects: 0 })
    expect(fr.status()).toBe(400)
    expect((await fr.json()).error).toContain('caractères de contrôle')
    const preview = await request.get(`${BASE}/api/draft?path=/a%0d%0ab`, { maxRedirects: 0 })
    expect(preview.status()).toBe(400)
  })

  test('the preview refuses a path that leaves the site before anything else', async ({ request }) => {
    const res = await request.get(`${BASE}/api/draft?path=/%5Cevil.test`, { maxRedirects: 0 })
    expect(res.status()).toBe(400)
    expect(res.headers()['location']).toBeUndefined()
  })

  test('a page path with a trailing slash is redirected on the site only', async () => {
    expect(await rawGet('/about/')).toEqual({ status: 308, location: '/about' })
    for (const path of ['//evil.test/', '//evil.test//', '/\\evil.test/']) {
      const res = await rawGet(path)
      if (res.location) expect(new URL(res.location, BASE).origin, path).toBe(BASE)
    }
  })

  test('an editor cannot make a CMS redirect to another site', async ({ request }) => {
    const auth = await adminAuth(request)
    const from = `/away-${stamp}`
    try {
      for (const url of ['https://evil.test/', '//evil.test', '/\\evil.test']) {
        const res = await request.post(cmsApi('/redirects'), {
          headers: auth,
          data: { from, to: { type: 'custom', url } },
        })
        expect(res.status(), url).toBe(400)
        expect(JSON.stringify(await res.json())).toContain('a path of this site')
      }
      expect((await request.get(`${BASE}${from}`, { maxRedirects: 0 })).status()).toBe(404)
    } finally {
      await request.delete(cmsApi(`/redirects?where[from][equals]=${from}`), { headers: auth })
    }
  })
})

test.describe('404s', () => {
  for (const missing of ['/no-such-page', '/yachts/no-such-yacht', '/fr/blog/no-such-post']) {
    test(`${missing}: a shared cache keeps it a minute, the second time too`, async ({ request }) => {
      const path = `${missing}-${Date.now()}`
      for (const visit of ['first', 'repeat']) {
        const res = await request.get(`${BASE}${path}`, { maxRedirects: 0 })
        expect(res.status(), visit).toBe(404)
        const cacheControl = res.headers()['cache-control'] ?? ''
        expect(cacheControl, visit).toContain('s-maxage=60')
        expect(cacheControl, visit).not.toContain('31536000')
      }
    })
  }

  test('a page keeps its own, longer s-maxage', async ({ request }) => {
    const res = await request.get(`${BASE}/about`)
    expect(res.status()).toBe(200)
    const maxAge = /s-maxage=(\d+)/.exec(res.headers()['cache-control'] ?? '')?.[1]
    expect(Number(maxAge)).toBeGreaterThan(60)
  })
})
