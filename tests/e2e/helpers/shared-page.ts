import { test as base, type Page } from '@playwright/test'

/**
 * `test` whose `page` is one browser page per worker and project, for specs that only read the site.
 * A fresh context per test starts a renderer and compiles the site's scripts again every time; reusing
 * one halves the time of such a spec. Each test still starts with a navigation of its own; routes a
 * test installs are removed after it. Specs that change storage, the clock or the cache keep Playwright's
 * own per-test page.
 */
export const test = base.extend<object, { workerPage: Page }>({
  workerPage: [
    async ({ browser }, provide, workerInfo) => {
      const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = workerInfo.project.use
      const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL })
      const page = await context.newPage()
      await provide(page)
      await context.close()
    },
    { scope: 'worker' },
  ],
  page: async ({ workerPage }, provide) => {
    await provide(workerPage)
    await workerPage.unrouteAll({ behavior: 'ignoreErrors' })
  },
})

export { expect } from '@playwright/test'
