import { expect, test } from '@playwright/test'

import { defaultHomeContent } from '../../content-defaults/home'
import { adminAuth, within } from './helpers/admin'
import { BASE } from './env'
import type { Homepage, Media, Yacht } from '@/lib/cms/payload-types'

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
  test('a yacht hero picture swapped for another is described by the other picture’s alt text, in each language', async ({
    page,
    request,
  }) => {
    const auth = await adminAuth(request)
    const yachtIn = async (locale: string) =>
      (
        (await (
          await request.get(`${BASE}/cms/api/yachts?where[slug][equals]=wama-42&depth=1&locale=${locale}`, {
            headers: auth,
          })
        ).json()) as { docs: Yacht[] }
      ).docs[0]!
    const yacht = await yachtIn('en')
    const before = yacht.hero_image
    if (!before || typeof before !== 'object') throw new Error('the WAMA 42 has no hero picture')
    // Another picture of the library, with its own words in each language.
    const other = yacht.exterior_image
    if (!other || typeof other !== 'object' || other.id === before.id) throw new Error('no other picture to choose')
    const frenchAlt = async (id: number) =>
      ((await (await request.get(`${BASE}/cms/api/media/${id}?locale=fr`, { headers: auth })).json()) as Media).alt
    const hero = page.getByRole('region', { name: yacht.name }).getByRole('img').first()
    const swap = (id: number) =>
      request.patch(`${BASE}/cms/api/yachts/${yacht.id}`, { headers: auth, data: { hero_image: id } })
    try {
      expect((await swap(other.id)).status()).toBe(200)
      for (const [path, alt] of [
        ['/yachts/wama-42', other.alt],
        ['/fr/yachts/wama-42', await frenchAlt(other.id)],
      ] as const) {
        expect(alt, `${path}: the new picture has its own alt text`).toBeTruthy()
        await within(5_000, async () => {
          await page.goto(path)
          return (await hero.getAttribute('alt')) === alt
        })
      }
    } finally {
      await swap(before.id)
    }
  })

  test('the focal point an editor sets on a picture is where the pages crop it: a yacht hero, the home hero', async ({
    page,
    request,
  }) => {
    const auth = await adminAuth(request)
    const found = (await (
      await request.get(`${BASE}/cms/api/yachts?where[slug][equals]=wama-26&depth=1`, { headers: auth })
    ).json()) as { docs: Yacht[] }
    const yacht = found.docs[0]!
    const hero = (await (
      await request.get(`${BASE}/cms/api/globals/homepage?depth=1`, { headers: auth })
    ).json()) as Homepage
    const pictures = [
      { path: '/yachts/wama-26', picture: yacht.hero_image, name: undefined },
      { path: '/', picture: hero.hero_wama42_image, name: /WAMA 42 aluminium power catamaran/ },
    ]
    const setFocus = (id: number, focalX: number, focalY: number) =>
      request.patch(`${BASE}/cms/api/media/${id}`, { headers: auth, data: { focalX, focalY } })
    for (const { path, picture, name } of pictures) {
      if (!picture || typeof picture !== 'object') throw new Error(`no picture on ${path}`)
      const shown = page.getByRole('img', { name: name ?? picture.alt ?? undefined }).first()
      const before: Pick<Media, 'focalX' | 'focalY'> = picture
      try {
        expect((await setFocus(picture.id, 15, 80)).status()).toBe(200)
        await within(5_000, async () => {
          await page.goto(path)
          return (await shown.evaluate((img) => getComputedStyle(img).objectPosition)) === '15% 80%'
        })
      } finally {
        await setFocus(picture.id, before.focalX ?? 50, before.focalY ?? 50)
      }
    }
  })
})
