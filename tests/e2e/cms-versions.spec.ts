import { expect, test } from '@playwright/test'

import { cmsApi } from './env'
import { adminAuth, currentAbout, pageShows, signInBrowser, tokenOf, within } from './helpers/admin'
import type { About, Page, Yacht } from '@/lib/cms/payload-types'

/** Every save is kept: an editor compares an earlier version with the current one and restores it, which publishes it. */

interface Versions<T> {
  docs: Array<{ id: number | string; version: T }>
}

test.describe('versions @cms', () => {
  test('the About page: two saves, the earlier one compared and restored in the admin, the site shows it', async ({
    page,
    request,
  }) => {
    const auth = await adminAuth(request)
    const original = (await currentAbout(request, auth)).hero_pretitle
    const stamp = Date.now().toString(36)
    const first = `Heritage ${stamp}`
    const second = `Tomorrow ${stamp}`
    try {
      for (const hero_pretitle of [first, second]) {
        const save = await request.post(cmsApi('/globals/about'), { headers: auth, data: { hero_pretitle } })
        expect(save.status()).toBe(200)
      }
      await within(5_000, pageShows(request, '/about', second))

      const history = (await (
        await request.get(cmsApi('/globals/about/versions?sort=-updatedAt&limit=5&depth=0'), { headers: auth })
      ).json()) as Versions<About>
      const earlier = history.docs.find((d) => d.version.hero_pretitle === first)
      const latest = history.docs.find((d) => d.version.hero_pretitle === second)
      expect(earlier, 'the first save is in the history').toBeDefined()
      expect(latest, 'the second save is in the history').toBeDefined()

      await signInBrowser(page.context(), tokenOf(auth))
      await page.goto('/admin/globals/about/versions')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await page.goto(`/admin/globals/about/versions/${earlier!.id}?versionFrom=${latest!.id}`)
      await expect(page.getByText(first).first()).toBeVisible()
      await expect(page.getByText(second).first()).toBeVisible()
      // Fields carry readable labels, not their database names.
      // (a translatable field's label carries its language: "en Hero pretitle")
      await expect(page.getByText(/^(en\s*)?Hero pretitle$/).first()).toBeVisible()
      await page.getByRole('button', { name: 'Restore this version' }).click()
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /Confirm|Restore/ })
        .click()

      await within(10_000, pageShows(request, '/about', first))
      const current = await currentAbout(request, auth)
      expect(current.hero_pretitle).toBe(first)
    } finally {
      await request.post(cmsApi('/globals/about'), { headers: auth, data: { hero_pretitle: original } })
    }
  })

  test("a yacht's earlier tagline, restored through the API, is back on its page", async ({ request }) => {
    const auth = await adminAuth(request)
    const found = (await (
      await request.get(cmsApi('/yachts?where[slug][equals]=wama-42&depth=0'), { headers: auth })
    ).json()) as { docs: Yacht[] }
    const yacht = found.docs[0]!
    const original = yacht.tagline
    const changed = `A tagline to undo ${Date.now().toString(36)}`
    try {
      const save = await request.patch(cmsApi(`/yachts/${yacht.id}`), {
        headers: auth,
        data: { tagline: changed, _status: 'published' },
      })
      expect(save.status()).toBe(200)
      await within(5_000, pageShows(request, '/yachts/wama-42', changed))

      const history = (await (
        await request.get(
          cmsApi(
            `/yachts/versions?where[parent][equals]=${yacht.id}&where[version._status][equals]=published&sort=-updatedAt&limit=5&depth=0`,
          ),
          { headers: auth },
        )
      ).json()) as Versions<Yacht>
      const before = history.docs.find((d) => d.version.tagline === original)
      expect(before, 'the published version before the change').toBeDefined()
      const restore = await request.post(cmsApi(`/yachts/versions/${before!.id}`), { headers: auth })
      expect(restore.status(), await restore.text()).toBe(200)
      await within(10_000, async () => !(await pageShows(request, '/yachts/wama-42', changed)()))
      expect(await pageShows(request, '/yachts/wama-42', original ?? '')()).toBe(true)
    } finally {
      await request.patch(cmsApi(`/yachts/${yacht.id}`), {
        headers: auth,
        data: { tagline: original, _status: 'published' },
      })
    }
  })
})

test.describe('drafts @cms', () => {
  test('a create page opened straight from a bookmark, in a browser new to the admin, makes one draft and opens it', async ({
    page,
    request,
  }) => {
    const auth = await adminAuth(request)
    const since = new Date(Date.now() - 1_000).toISOString()
    await signInBrowser(page.context(), tokenOf(auth))
    const drafts = async () =>
      (
        (await (
          await request.get(
            cmsApi(`/pages?draft=true&depth=0&where[createdAt][greater_than_equal]=${since}&where[slug][exists]=false`),
            { headers: auth },
          )
        ).json()) as { docs: Page[] }
      ).docs.map((doc) => String(doc.id))
    try {
      await page.goto('/admin/collections/pages/create')
      await expect(page).toHaveURL(/\/admin\/collections\/pages\/\d+$/)
      await expect(page.getByText('Status:')).toBeVisible()
      expect(await drafts()).toEqual([/(\d+)$/.exec(page.url())?.[1]])
    } finally {
      for (const id of await drafts()) await request.delete(cmsApi(`/pages/${id}`), { headers: auth })
    }
  })
})
