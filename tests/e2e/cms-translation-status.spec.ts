import { expect, test, type APIRequestContext } from '@playwright/test'
import { z } from 'zod'

import { BASE } from './env'
import { adminAuth, signInBrowser, tokenOf } from './helpers/admin'

/**
 * Editors see, beside each document, which words are still missing in French: a count per language while
 * they edit in English, the fields themselves while they edit in French, kept up to date as they save.
 */

const yachts = z.object({ docs: z.array(z.object({ id: z.number(), tagline: z.string().nullish() })) })
const FRENCH_TAGLINE = 'Le monocoque sportif, infusé pour la vitesse'
const COUNT = /^(Everything is translated|\d+ fields? to translate)$/

async function frenchYacht(request: APIRequestContext, headers: Record<string, string>) {
  const res = await request.get(
    `${BASE}/cms/api/yachts?where[slug][equals]=wama-26&locale=fr&fallback-locale=none&depth=0&draft=true`,
    { headers },
  )
  const yacht = yachts.parse(await res.json()).docs[0]
  if (!yacht) throw new Error('the seeded WAMA 26 is missing')
  return yacht
}

test('@cms @i18n the yacht sidebar lists the French fields left to translate and follows each save', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const headers = await adminAuth(request)
  const yacht = await frenchYacht(request, headers)
  const setTagline = async (tagline: string | null) => {
    const res = await request.patch(`${BASE}/cms/api/yachts/${yacht.id}?locale=fr`, {
      headers,
      data: { tagline, _status: 'published' },
    })
    expect(res.status()).toBe(200)
  }
  const french = page.getByRole('region', { name: 'Translation: Français' })
  const tagline = french.getByRole('listitem').filter({ hasText: /^Overview › Tagline$/ })
  /** A long list is folded: open it as an editor would. */
  const unfold = async () => {
    const more = french.locator('summary')
    if (await more.isVisible()) await more.click()
  }

  try {
    await setTagline(FRENCH_TAGLINE)
    await signInBrowser(page.context(), tokenOf(headers))
    await page.goto(`/admin/collections/yachts/${yacht.id}?locale=fr`)
    const summary = french.getByText(COUNT)
    await expect(summary).toBeVisible()
    const complete = (await summary.textContent()) ?? ''
    await unfold()
    await expect(tagline).toHaveCount(0)

    // The French tagline removed: English editors see one more field to translate, French editors see which.
    await setTagline(null)
    await page.goto(`/admin/collections/yachts/${yacht.id}?locale=en`)
    await expect(
      page.getByRole('region', { name: 'Translations' }).getByRole('listitem').filter({ hasText: 'Français' }),
    ).toHaveText(/^Français: \d+ fields? to translate$/)

    await page.goto(`/admin/collections/yachts/${yacht.id}?locale=fr`)
    await expect(french.getByText(/^\d+ fields? to translate$/)).toBeVisible()
    await expect(french).toContainText('Until translated, these show the English text on the French site.')
    await unfold()
    await expect(tagline).toBeVisible()

    // Written again in the form: the list follows the save without a reload.
    await page.locator('#field-tagline').fill(FRENCH_TAGLINE)
    await expect(tagline).toHaveCount(0)
    await expect(french.getByText(COUNT)).toHaveText(complete)
  } finally {
    await setTagline(yacht.tagline ?? null)
    // The admin remembers the editor's last language: the specs after this one edit in English.
    await page.goto(`/admin/collections/yachts/${yacht.id}?locale=en`)
    await expect(page.getByRole('button', { name: 'Locale' })).toContainText('English')
  }
})
