import { expect, type Page } from '@playwright/test'

import { localizedPath } from '../../lib/i18n/config'
import { errorPage } from '../../lib/i18n/messages/error-page'
import { expectNoViolations } from './helpers/axe'
import { test } from './helpers/shared-page'

type Faulty = typeof globalThis & { wamaFault?: boolean }

/**
 * Breaks one component of the production bundle as it reaches the browser: while the page's `wamaFault`
 * flag is up, rendering it throws, as a bug in its code would. Returns whether the component was found.
 */
async function breakComponent(page: Page, name: string) {
  let broken = false
  await page.addInitScript(() => {
    ;(globalThis as Faulty).wamaFault = true
  })
  await page.route(/\/_next\/static\/chunks\/[^/]+\.js$/, async (route) => {
    const response = await route.fetch()
    const source = await response.text()
    const faulty = source.replace(
      new RegExp(`(\\["${name}",0,function\\([^)]*\\)\\{)`),
      `$1if(globalThis.wamaFault)throw new Error("a fault in ${name}");`,
    )
    broken ||= faulty !== source
    await route.fulfill({ status: response.status(), contentType: 'text/javascript', body: faulty })
  })
  return () => broken
}

async function liftTheFault(page: Page, retryText: string) {
  await page.evaluate(() => {
    ;(globalThis as Faulty).wamaFault = false
  })
  const retry = page.getByRole('button', { name: retryText })
  await retry.focus()
  await page.keyboard.press('Enter')
}

test('a page whose code fails in the browser shows the site’s own error page in its language, with the header and footer, and Try Again brings the page back @phone', async ({
  page,
}) => {
  const broken = await breakComponent(page, 'ScrollCue')
  for (const locale of ['en', 'fr'] as const) {
    const words = errorPage[locale]
    await page.goto(localizedPath(locale, '/'))
    expect(broken(), 'the home hero’s scroll cue found in the bundle').toBe(true)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.title)
    await expect(page.getByText(words.body)).toBeVisible()
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeAttached()
    await expect(page.getByText(/this page couldn.t load/i)).toHaveCount(0)
    await expect(page.getByRole('main').getByRole('link', { name: words.home })).toHaveAttribute(
      'href',
      localizedPath(locale, '/'),
    )
    await expectNoViolations(page, `error page (${locale})`)

    // The fault passes (a flaky network, say): trying again renders the page afresh.
    await liftTheFault(page, words.retry)
    await expect(page.getByRole('heading', { name: words.title })).toHaveCount(0)
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
  }
})
