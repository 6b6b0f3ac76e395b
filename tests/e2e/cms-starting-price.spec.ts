import { expect, test } from '@playwright/test'

import { BASE, cmsApi } from './env'
import { adminAuth, pageShows, within } from './helpers/admin'
import type { ConfiguratorCatalogue } from '@/lib/cms/payload-types'

/**
 * "Starting at" for the WAMA 26 is the configurator's own figure: an editor who changes the catalogue's base
 * price changes it on every page that quotes it, and the editions the configurator builds move with it.
 */
test.describe('one starting price @cms', () => {
  test('the base price set in the configurator catalogue is the "Starting at" of every page, in both languages', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    const auth = await adminAuth(request)
    const url = cmsApi('/globals/configurator-catalogue')
    const before = (await (await request.get(`${url}?depth=0`, { headers: auth })).json()) as ConfiguratorCatalogue
    try {
      const saved = await request.post(url, { headers: auth, data: { base_price: 131_000 } })
      expect(saved.status(), await saved.text()).toBe(200)
      await within(20_000, pageShows(request, '/yachts/wama-26', '€131,000'))

      await page.goto('/yachts/wama-26')
      const startingAt = page
        .getByTestId('yacht-overview')
        .locator('dt', { hasText: 'Starting at' })
        .locator('xpath=following-sibling::dd[1]')
      await expect(startingAt).toHaveText('€131,000')

      await page.goto('/collection')
      await expect(page.getByTestId('fleet-price').first()).toHaveText('€131,000')

      await page.goto('/')
      const showcase = page.getByRole('region', { name: 'Specifications at a glance' })
      await showcase.scrollIntoViewIfNeeded()
      await expect(showcase.getByRole('tabpanel').getByText('€131,000', { exact: true })).toBeVisible()

      await page.goto('/yachts/wama-26/configure')
      await expect(page.getByTestId('total-price')).toHaveText('€131,000')

      // Search engines and other readers of the JSON contract get the same figure.
      const product = (await (await request.get(`${BASE}/api/cms/yachts/wama-26/`)).json()) as {
        price: number
        varieties: Array<{ id: string; price: number }>
      }
      expect(product.price).toBe(131_000)
      expect(product.varieties.find((v) => v.id === 'standard')?.price).toBe(131_000)
      expect(product.varieties.find((v) => v.id === 'sport')?.price).toBe(131_000 + 3000 + 63508 + 21589 + 2650 + 4950)
      const html = await (await request.get(`${BASE}/yachts/wama-26`)).text()
      expect(html).toContain('"price":131000')

      await page.goto('/fr/yachts/wama-26')
      const aPartirDe = page
        .getByTestId('yacht-overview')
        .locator('dt', { hasText: 'À partir de' })
        .locator('xpath=following-sibling::dd[1]')
      await expect(aPartirDe).toHaveText(/^131\s000\s€$/)
    } finally {
      await request.post(url, { headers: auth, data: { base_price: before.base_price } })
    }
  })

  test('an edition is saved as a configurator link, and one the configurator cannot build is refused with its reason', async ({
    request,
  }) => {
    const auth = await adminAuth(request)
    const found = (await (
      await request.get(cmsApi('/yachts?where[slug][equals]=wama-26&depth=0'), { headers: auth })
    ).json()) as { docs: Array<{ id: number; varieties: Array<Record<string, unknown>> }> }
    const wama26 = found.docs[0]!
    const varieties = wama26.varieties
    const withSport = (configuration: string) => varieties.map((v) => (v.key === 'sport' ? { ...v, configuration } : v))

    const refused = await request.patch(cmsApi(`/yachts/${wama26.id}`), {
      headers: auth,
      data: { varieties: withSport('1.white.standard.mercury-f300xl.wake-surf-tabs'), _status: 'published' },
    })
    expect(refused.status()).toBe(400)
    expect(await refused.text()).toContain('This configuration breaks a rule of the configurator.')

    try {
      const pasted = await request.patch(cmsApi(`/yachts/${wama26.id}?depth=0`), {
        headers: auth,
        data: {
          varieties: withSport(`${BASE}/fr/yachts/wama-26/configure?c=1.blue.standard.mercury-f300xl.bimini`),
          _status: 'published',
        },
      })
      expect(pasted.status(), await pasted.text()).toBe(200)
      const doc = ((await pasted.json()) as { doc: typeof wama26 }).doc
      expect(doc.varieties.find((v) => v.key === 'sport')?.configuration).toBe('1.blue.standard.mercury-f300xl.bimini')
      // Ocean Blue 2,500 + Mercury F300 XL 38,507 + bimini 3,000.
      await within(20_000, pageShows(request, '/api/cms/yachts/wama-26/', '"price":169007'))
    } finally {
      await request.patch(cmsApi(`/yachts/${wama26.id}`), {
        headers: auth,
        data: { varieties, _status: 'published' },
      })
    }
  })
})
