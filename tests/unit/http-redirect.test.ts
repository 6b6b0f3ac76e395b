/** @jest-environment node */
import { hasControlCharacters, redirectOnSite, sitePath } from '@/lib/http/redirect'

describe('sitePath', () => {
  it.each(['/', '/about', '/fr/yachts/wama-26', '/blog?tag=sail#top', '/newsletter/confirm?s=1&t=ab'])(
    'keeps the site path %s',
    (path) => expect(sitePath(path)).toBe(path),
  )

  it.each([
    '//evil.test',
    '/\\evil.test',
    '/%5Cevil.test',
    '/%5cevil.test',
    '/%2F%2Fevil.test',
    '/%2f/evil.test',
    '\\\\evil.test',
    'http://evil.test/',
    'javascript:alert(1)',
    '/javascript:alert(1)',
    'evil.test',
    '',
    '/\tevil',
    '/%0d%0aSet-Cookie:x=1',
    '/%E0%A4',
  ])('refuses %s, which leaves the site or cannot be read', (path) => expect(sitePath(path)).toBeNull())
})

describe('hasControlCharacters', () => {
  it('finds CR/LF raw or %-escaped, and nothing in a plain path', () => {
    expect(hasControlCharacters('/a\r\nb')).toBe(true)
    expect(hasControlCharacters('/a%0Ab')).toBe(true)
    expect(hasControlCharacters('/a%7Fb')).toBe(true)
    expect(hasControlCharacters('/a b/é')).toBe(false)
  })
})

describe('redirectOnSite', () => {
  const request = (query = '') => new Request(`http://x/api/draft/disable${query}`)

  it('sends a site path on, and anything else to the fallback', () => {
    expect(redirectOnSite(request(), '/yachts', 307).headers.get('location')).toBe('/yachts')
    const away = redirectOnSite(request(), '/\\evil.test', 307)
    expect(away.status).toBe(307)
    expect(away.headers.get('location')).toBe('/')
  })

  it('answers 400 with a readable error in the language asked for when the target holds control characters', async () => {
    const en = redirectOnSite(request(), '/a\r\nSet-Cookie: x=1', 307)
    expect(en.status).toBe(400)
    expect(en.headers.get('location')).toBeNull()
    expect(await en.json()).toEqual({ error: expect.stringContaining('control characters') })
    const fr = redirectOnSite(request('?locale=fr'), '/a\nb', 303)
    expect(await fr.json()).toEqual({ error: expect.stringContaining('caractères de contrôle') })
  })
})
