import type { Browser, BrowserContext, Page } from '@playwright/test'

/**
 * Visits every path with `visit`, in a few pages of the test's context at once. Most of a visit is
 * waiting (for the server, for navigations, for what renders while scrolling), so three pages take
 * about half the time of one, and each visit stays as a visitor's: its own page, its own navigation.
 */
export async function eachPath(
  context: BrowserContext,
  paths: readonly string[],
  visit: (page: Page, path: string) => Promise<void>,
  pages = 3,
): Promise<void> {
  const queue = [...paths]
  await Promise.all(
    Array.from({ length: Math.min(pages, queue.length) }, async () => {
      const page = await context.newPage()
      try {
        for (let path = queue.shift(); path !== undefined; path = queue.shift()) await visit(page, path)
      } finally {
        await page.close()
      }
    }),
  )
}

/** Runs `visit` in a fresh page on a desktop screen, then on a phone's, whatever the project's own size. */
export async function atBothSizes(browser: Browser, visit: (page: Page, desktop: boolean) => Promise<void>) {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    const desktop = viewport.width >= 1024
    const context = await browser.newContext({ viewport, isMobile: !desktop })
    try {
      await visit(await context.newPage(), desktop)
    } finally {
      await context.close()
    }
  }
}
