import { expect, test } from '@playwright/test'

import { defaultHomeContent } from '../../content-defaults/home'
import { adminAuth, within } from './helpers/admin'
import { BASE } from './env'

/** Editors change content in the CMS; the prerendered home page shows it on the next request. */
test.describe('CMS edits reach the site @cms', () => {
  test.afterAll(async ({ request }) => {
    const auth = await adminAuth(request)
    await request.post(`${BASE}/cms/api/globals/home-content`, {
      headers: auth,
      data: { hero_pretitle: defaultHomeContent.hero_pretitle },
    })
  })

  test('a changed home pretitle appears on / within 2 s, and the default wording returns when it is emptied', async ({
    request,
    playwright,
  }) => {
    const auth = await adminAuth(request)
    const edited = `Edited in the CMS ${Date.now()}`
    // A visitor without the editor's cookie: the old page is in the cache, and the edit must expire it.
    const visitor = await playwright.request.newContext()
    await visitor.get(`${BASE}/`)
    expect(await (await visitor.get(`${BASE}/`)).text()).not.toContain(edited)
    const save = await request.post(`${BASE}/cms/api/globals/home-content`, {
      headers: auth,
      data: { hero_pretitle: edited },
    })
    expect(save.status()).toBe(200)

    const html = async () => (await visitor.get(`${BASE}/`)).text()
    const elapsed = await within(2000, async () => (await html()).includes(edited))
    expect(elapsed).toBeLessThan(2000)
    expect(
      ((await (await request.get(`${BASE}/api/cms/home-content/current/`)).json()) as { hero_pretitle: string })
        .hero_pretitle,
    ).toBe(edited)

    const cleared = await request.post(`${BASE}/cms/api/globals/home-content`, {
      headers: auth,
      data: { hero_pretitle: '' },
    })
    expect(cleared.status()).toBe(200)
    await within(2000, async () => {
      const body = await html()
      return !body.includes(edited) && body.includes(defaultHomeContent.hero_pretitle.replace(/&/g, '&amp;'))
    })
  })

  test('the page a visitor sees is the one that was prerendered (served from the cache)', async ({ request }) => {
    const res = await request.get(`${BASE}/`)
    expect(res.status()).toBe(200)
    expect(res.headers()['x-nextjs-cache'] ?? 'HIT').toMatch(/HIT|STALE/)
  })
})
