import { expect, test } from '@playwright/test'

import { cmsApi } from './env'
import { adminAuth, pageShows, within } from './helpers/admin'
import type { Yacht } from '@/lib/cms/payload-types'

/** The home page's Fleet and Specifications sections list the yachts an editor marks for it, with their facts. */

test.describe('home page yachts @cms', () => {
  test('a price changed in the admin, and a third model marked for the home page, reach the home page', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    const auth = await adminAuth(request)
    const found = (await (
      await request.get(cmsApi('/yachts?where[slug][equals]=wama-42&depth=0'), { headers: auth })
    ).json()) as { docs: Yacht[] }
    const wama42 = found.docs[0]!
    const originalPrice = wama42.price
    let added: number | null = null
    try {
      const priced = await request.patch(cmsApi(`/yachts/${wama42.id}`), {
        headers: auth,
        data: { price: 985_000, _status: 'published' },
      })
      expect(priced.status(), await priced.text()).toBe(200)
      const created = await request.post(cmsApi('/yachts'), {
        headers: auth,
        data: {
          name: 'WAMA 50 Explorer',
          type: 'Flybridge Catamaran',
          summary: 'Forty-six feet of welded aluminium with a flybridge above the saloon.',
          tagline: 'The catamaran with a view from above',
          price: 1_250_000,
          specs: { length: '46 ft (14.02 m)', max_speed: '26 knots', cabins: '4' },
          features: [{ name: 'Flybridge with second helm' }],
          featured_on_homepage: true,
          _status: 'published',
        },
      })
      expect(created.status(), await created.text()).toBe(201)
      added = ((await created.json()) as { doc: Yacht }).doc.id
      await within(15_000, pageShows(request, '/', 'Flybridge Catamaran'))

      await page.goto('/')
      const fleet = page.getByRole('region', { name: 'Three yachts, drawn and built under one roof' })
      await expect(fleet.getByRole('heading', { level: 3 })).toHaveText([
        'WAMA 26 | Sport Monohull',
        'WAMA 42 | Power Catamaran',
        'WAMA 50 Explorer | Flybridge Catamaran',
      ])
      await expect(
        fleet.getByText('Forty-six feet of welded aluminium with a flybridge above the saloon.'),
      ).toBeVisible()
      await expect(fleet.getByRole('link', { name: 'Discover the WAMA 50 Explorer' })).toHaveAttribute(
        'href',
        '/yachts/wama-50-explorer',
      )

      const showcase = page.getByRole('region', { name: 'Specifications at a glance' })
      await showcase.scrollIntoViewIfNeeded()
      const tabs = showcase.getByRole('tab')
      await expect(tabs).toHaveText(['WAMA 26', 'WAMA 42', 'WAMA 50 Explorer'])
      const panel = showcase.getByRole('tabpanel')
      await tabs.nth(1).click()
      await expect(panel.getByText('€985,000', { exact: true })).toBeVisible()
      await tabs.nth(2).click()
      await expect(panel.getByText('€1,250,000', { exact: true })).toBeVisible()
      await expect(panel.getByText('Flybridge with second helm')).toBeVisible()
      const spec = (label: string) => panel.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]')
      await expect(spec('Length')).toHaveText('46 ft (14.02 m)')
      // A figure the editor left empty is left out, not shown blank.
      await expect(panel.locator('dt', { hasText: 'Beam' })).toHaveCount(0)
    } finally {
      await request.patch(cmsApi(`/yachts/${wama42.id}`), {
        headers: auth,
        data: { price: originalPrice, _status: 'published' },
      })
      if (added !== null) await request.delete(cmsApi(`/yachts/${added}`), { headers: auth })
    }
    await within(15_000, async () => !(await pageShows(request, '/', 'Flybridge Catamaran')()))
  })
})
