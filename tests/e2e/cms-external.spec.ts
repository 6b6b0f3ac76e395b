import { expect, test } from '@playwright/test'

import { defaultHomeContent } from '../../content-defaults/home'
import { adminAuth, within } from './helpers/admin'
import { startInstance, startProxy } from './helpers/instance'
import { BASE, E2E } from './env'

/**
 * A second instance reads the first one's /api/cms through CMS_API_URL (via a proxy the test can take
 * down). The webhook refreshes it; an outage keeps the last good render; a cold failure degrades.
 */
test.describe('external CMS source @cms @external-cms', () => {
  test.describe.configure({ timeout: 240_000 })
  const SECRET = 'external-instance-secret'

  test('webhook refreshes a second instance; an outage keeps its last good content', async ({ request }) => {
    // Logged in first: a refused login must not leave the second instance running.
    const auth = await adminAuth(request)
    const proxy = await startProxy(E2E.port + 11, BASE)
    const second = await startInstance('external', E2E.port + 12, {
      CMS_API_URL: `${proxy.url}/api/cms`,
      REVALIDATE_SECRET: SECRET,
    })
    try {
      const edited = `Pretitle from the first instance ${Date.now()}`
      expect(
        (
          await request.post(`${BASE}/cms/api/globals/home-content`, { headers: auth, data: { hero_pretitle: edited } })
        ).status(),
      ).toBe(200)
      await within(2000, async () => (await (await request.get(`${BASE}/`)).text()).includes(edited))

      const hook = await request.post(`${second.url}/api/revalidate`, {
        headers: { 'x-revalidate-secret': SECRET },
        data: { tags: ['home-content'] },
      })
      expect(hook.status()).toBe(200)
      await within(5000, async () => (await (await request.get(`${second.url}/`)).text()).includes(edited))
      // Its own contract endpoint serves what it read from the first instance.
      expect(
        ((await (await request.get(`${second.url}/api/cms/home-content/current/`)).json()) as { hero_pretitle: string })
          .hero_pretitle,
      ).toBe(edited)

      // Uploads live at the CMS: the yacht's picture is served from there, and the share card draws it (read
      // over HTTP), the same card as the first instance's.
      const hero = (
        (await (await request.get(`${second.url}/api/cms/yachts/wama-26/`)).json()) as { hero_image: string }
      ).hero_image
      expect(hero).toMatch(new RegExp(`^${proxy.url}/cms/api/media/file/`))
      expect((await request.get(hero)).headers()['content-type']).toMatch(/^image\//)
      await request.post(`${second.url}/api/revalidate`, {
        headers: { 'x-revalidate-secret': SECRET },
        data: { tags: ['yachts', 'yacht:wama-26'] },
      })
      await within(5000, async () =>
        (await (await request.get(`${second.url}/yachts/wama-26`)).text()).includes(encodeURIComponent(hero)),
      )
      const card = async (base: string) => {
        const res = await request.get(`${base}/og/yachts/wama-26`)
        expect(res.headers()['content-type']).toBe('image/jpeg')
        return res.body()
      }
      expect((await card(second.url)).equals(await card(BASE))).toBe(true)

      // The external CMS goes down: pages keep their last good content, even after a revalidation.
      proxy.setMode('down')
      await request.post(`${second.url}/api/revalidate`, {
        headers: { 'x-revalidate-secret': SECRET },
        data: { tags: ['home-content', 'yachts', 'yacht:wama-26'] },
      })
      for (let i = 0; i < 2; i++) {
        const res = await request.get(`${second.url}/`)
        expect(res.status()).toBe(200)
        expect(await res.text()).toContain(edited)
      }
    } finally {
      await request.post(`${BASE}/cms/api/globals/home-content`, {
        headers: auth,
        data: { hero_pretitle: defaultHomeContent.hero_pretitle },
      })
      await second.stop()
      await proxy.close()
    }
  })

  test('with the external CMS failing from the start, pages degrade as the error catalogue says', async ({
    request,
  }) => {
    const proxy = await startProxy(E2E.port + 13, BASE)
    proxy.setMode('down')
    const cold = await startInstance('cold', E2E.port + 14, {
      CMS_API_URL: `${proxy.url}/api/cms`,
      REVALIDATE_SECRET: SECRET,
    })
    try {
      const tags = ['home-content', 'homepage-hero', 'settings', 'about', 'yachts', 'yacht:wama-26', 'posts']
      expect(
        (
          await request.post(`${cold.url}/api/revalidate`, {
            headers: { 'x-revalidate-secret': SECRET },
            data: { tags },
          })
        ).status(),
      ).toBe(200)
      const home = await request.get(`${cold.url}/`)
      expect(home.status()).toBe(200)
      expect(await home.text()).toContain(defaultHomeContent.hero_pretitle.replace(/&/g, '&amp;'))
      const about = await request.get(`${cold.url}/about`)
      expect(await about.text()).toContain('Failed to load about page')
      const yacht = await request.get(`${cold.url}/yachts/wama-26`)
      expect(yacht.status()).toBe(404)
      expect(await yacht.text()).toContain('Yacht not found')
      const api = await request.get(`${cold.url}/api/cms/yachts/`)
      expect(api.status()).toBe(503)
      expect(((await api.json()) as { error: string }).error).toBeTruthy()
    } finally {
      await cold.stop()
      await proxy.close()
    }
  })
})
