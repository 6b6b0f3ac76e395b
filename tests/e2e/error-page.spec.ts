import { expect, type Page } from '@playwright/test'

import { localizedPath } from '../../lib/i18n/config'
import { messagesFor } from '../../lib/i18n/messages'
import { expectNoViolations } from './helpers/axe'
import { test } from './helpers/shared-page'

type Faulty = typeof globalThis & { wamaFault?: boolean }

/**
 * Breaks the home hero's scroll cue in the production bundle as it reaches the browser: while the page's
 * `wamaFault` flag is up, rendering it throws, as a bug in a page's code would.
 */
async function breakTheScrollCue(page: Page) {
  let broken = false
  await page.addInitScript(() => {
    ;(globalThis as Faulty).wamaFault = true
  })
  await page.route(/\/_next\/static\/chunks\/[^/]+\.js$/, async (route) => {
    const response = await route.fetch()
    const source = await response.text()
    const faulty = source.replace(
      /(\["ScrollCue",0,function\([^)]*\)\{)/,
      '$1if(globalThis.wamaFault)throw new Error("a fault in the scroll cue");',
    )
    broken ||= faulty !== source
    await route.fulfill({ status: response.status(), contentType: 'text/javascript', body: faulty })
  })
  return () => broken
}

test('a page whose code fails in the browser shows the site’s own error page in its language, with the header and footer, and Try Again brings the page back @phone', async ({
  page,
}) => {
  const broken = await breakTheScrollCue(page)
  for (const locale of ['en', 'fr'] as const) {
    const m = messagesFor(locale).ErrorPage
    await page.goto(localizedPath(locale, '/'))
    expect(broken(), 'the scroll cue found in the bundle').toBe(true)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.title)
    await expect(page.getByText(m.body)).toBeVisible()
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeAttached()
    await expect(page.getByText(/application error/i)).toHaveCount(0)
    await expect(page.getByRole('main').getByRole('link', { name: m.home })).toHaveAttribute(
      'href',
      localizedPath(locale, '/'),
    )
    await expectNoViolations(page, `error page (${locale})`)

    // The fault passes (a flaky network, say): trying again renders the page afresh.
    await page.evaluate(() => {
      ;(globalThis as Faulty).wamaFault = false
    })
    const retry = page.getByRole('button', { name: m.retry })
    await retry.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: m.title })).toHaveCount(0)
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeAttached()
  }
})
