import { expect, test, type Locator } from '@playwright/test'

import { FIRST_LOAD_JS_BUDGET_KB, firstLoadJsKb } from '../../scripts/first-load-js.mjs'
import { BASE } from './env'

/** What a phone downloads before a page can answer a tap. `npm run lighthouse` measures the rest. */
test('first-load JavaScript (gzip) stays within budget on every content page and the configurator, in both languages', async ({
  request,
}) => {
  const posts = (await (await request.get(`${BASE}/api/cms/blog/`)).json()) as Array<{ slug: string }>
  const content = [
    '/',
    '/collection',
    '/yachts/wama-26',
    '/yachts/wama-42',
    '/blog',
    `/blog/${posts[0]!.slug}`,
    '/about',
    '/contact',
    '/legal',
  ]
  content.push(...content.map((path) => (path === '/' ? '/fr' : `/fr${path}`)))
  const sizes: Record<string, number> = {}
  for (const path of content) sizes[path] = await firstLoadJsKb(BASE, path)
  const over = Object.entries(sizes).filter(([, kb]) => kb > FIRST_LOAD_JS_BUDGET_KB.content)
  expect(over, JSON.stringify(sizes)).toEqual([])
  // Every page loads React and the router: a figure far below them would mean the scripts were not found.
  for (const [path, kb] of Object.entries(sizes)) expect(kb, path).toBeGreaterThan(100)

  for (const path of ['/yachts/wama-26/configure', '/fr/yachts/wama-26/configure']) {
    const configurator = await firstLoadJsKb(BASE, path)
    expect(configurator, path).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET_KB.configurator)
    expect(configurator, path).toBeGreaterThan(sizes['/yachts/wama-26']!)
  }
})

test('home and about: the first frame lays out the hero alone, the rest once the page has loaded, and /#contact lands on its section @phone', async ({
  page,
}) => {
  /** Whether the browser has laid the element out (not skipped by content-visibility: auto). */
  const rendered = (target: string | Locator) =>
    (typeof target === 'string' ? page.locator(target) : target).evaluate((el) =>
      (el as Element & { checkVisibility(o: object): boolean }).checkVisibility({ contentVisibilityAuto: true }),
    )
  // Hold the page's load back (a slow picture) to look at it before it has loaded.
  let release: () => void = () => undefined
  const held = new Promise<void>((r) => (release = r))
  await page.route(/\/_next\/image\?/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  await expect(page.locator('section#contact')).toBeAttached()
  expect(await rendered('section#contact')).toBe(false)
  expect(await page.locator('html').getAttribute('data-laid-out')).toBeNull()
  release()
  await expect(page.locator('html')).toHaveAttribute('data-laid-out', '')
  const sections = page.locator('main > .render-when-near > *')
  expect(await sections.count()).toBeGreaterThan(5)
  for (const section of await sections.all()) expect(await rendered(section)).toBe(true)
  await page.unroute(/\/_next\/image\?/)

  // A link to the anchor lands on the section's real position, just clear of the fixed header, whether it opens
  // the page or moves within it.
  const offset = () =>
    page
      .locator('section#contact')
      .evaluate(
        (el) =>
          Math.round(
            el.getBoundingClientRect().top - parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop),
          ) || 0,
      )
  await page.evaluate(() => (location.hash = 'contact'))
  await expect.poll(offset).toBe(0)
  await page.goto('about:blank')
  await page.goto('/#contact')
  await expect.poll(offset).toBe(0)

  // The about page: the same first frame, then every section laid out.
  await page.goto('/about')
  await expect(page.locator('html')).toHaveAttribute('data-laid-out', '')
  const about = page.locator('main > .render-when-near > *')
  expect(await about.count()).toBeGreaterThan(5)
  for (const section of await about.all()) expect(await rendered(section)).toBe(true)
})
