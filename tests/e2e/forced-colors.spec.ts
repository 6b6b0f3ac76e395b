import { expect, test, type Locator, type Page } from '@playwright/test'

import { tallControls } from './helpers/controls'
import { changed, contrast, luminance, shotOf, stepsPerRow } from './helpers/pixels'

/**
 * A visitor with a contrast theme (Windows' forced colours) sees the system's few colours instead of the site's:
 * fills are dropped, and text and edges take the theme's colours. What the site shows by a fill or a colour
 * alone must still be seen there: a button's shape, the chosen option, the selected tab, the current picture
 * and page, and the colours a buyer chooses between.
 */

test.use({ colorScheme: 'dark' })
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active', reducedMotion: 'reduce' })
})

/** What the screen shows of `target` and `margin` px around it (inside it, with a negative margin). */
const shot = (page: Page, target: Locator, margin = 4) => shotOf(page, target, margin)

/** Shots of `target` before and after `act`, and how many of its pixels changed. */
async function changeOf(page: Page, target: Locator, act: () => Promise<void>): Promise<number> {
  const before = await shot(page, target)
  await act()
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
  return changed(before, await shot(page, target))
}

const CONFIGURATOR = '/yachts/wama-26/configure'

test('configurator: the chosen colour and option are marked, and every colour keeps its swatch @phone', async ({
  page,
}) => {
  await page.goto(CONFIGURATOR)
  const oceanBlue = page.getByRole('radio', { name: 'Ocean Blue' })
  const arcticWhite = page.getByRole('radio', { name: 'Arctic White' })
  await expect(arcticWhite).toBeChecked()

  // A radio shows its dot: about a quarter of its 20 px box.
  const before = { ocean: await shot(page, oceanBlue), arctic: await shot(page, arcticWhite) }
  await oceanBlue.check()
  await expect(oceanBlue).toBeChecked()
  expect(changed(before.ocean, await shot(page, oceanBlue)), 'Ocean Blue, chosen').toBeGreaterThan(40)
  expect(changed(before.arctic, await shot(page, arcticWhite)), 'Arctic White, no longer chosen').toBeGreaterThan(40)

  const option = page.getByRole('group', { name: 'Anchoring & Mooring' }).getByRole('checkbox').first()
  await expect(option).not.toBeChecked()
  expect(await changeOf(page, option, () => option.check()), 'an option, ticked').toBeGreaterThan(40)

  // Each swatch keeps its own colour: the centres of the five differ from one another.
  const centres: number[][] = []
  for (const radio of await page.getByRole('radiogroup', { name: 'Exterior Colour' }).getByRole('radio').all()) {
    const swatch = radio.locator('xpath=ancestor::label').locator('span[aria-hidden="true"]').first()
    const { rgb, width, height } = await shot(page, swatch, 0)
    const i = 3 * (Math.floor(height / 2) * width + Math.floor(width / 2))
    centres.push([rgb[i] ?? 0, rgb[i + 1] ?? 0, rgb[i + 2] ?? 0])
  }
  expect(centres).toHaveLength(5)
  for (const [a, first] of centres.entries())
    for (const second of centres.slice(a + 1)) {
      const distance = Math.hypot(...first.map((channel, k) => channel - (second[k] ?? 0)))
      expect(distance, `swatches ${JSON.stringify(centres)}`).toBeGreaterThan(30)
    }
})

test('home: the selected model tab and the current picture of the showcase are marked @phone', async ({ page }) => {
  await page.goto('/')
  const showcase = page.locator('section', { has: page.getByRole('heading', { name: 'Specifications at a glance' }) })
  const tab = showcase.getByRole('tab', { name: 'WAMA 42' })
  await tab.scrollIntoViewIfNeeded()
  const width = (await tab.boundingBox())?.width ?? 0
  // The tab's underline, a 1 px line across it, comes and goes.
  expect(await changeOf(page, tab, () => tab.click()), 'WAMA 42, selected').toBeGreaterThan(0.9 * width)
  await expect(tab).toHaveAttribute('aria-selected', 'true')

  const dots = showcase.getByRole('group', { name: 'Choose an image' }).getByRole('button')
  const second = dots.nth(1)
  // The current picture's dash is 16 px longer than the others.
  const moved = await changeOf(page, second, () => showcase.getByRole('button', { name: 'Next image' }).click())
  await expect(second).toHaveAttribute('aria-current', 'true')
  expect(moved, 'the second picture’s dash').toBeGreaterThanOrEqual(12)
})

test('the current page is marked in the navigation @phone', async ({ page }) => {
  const phone = (page.viewportSize()?.width ?? 0) < 1024
  const blogLink = async (path: string) => {
    await page.goto(path)
    if (phone) {
      await page.getByRole('button', { name: 'Menu', exact: true }).click()
      return page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Blog', exact: true })
    }
    return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true })
  }
  const elsewhere = await shot(page, await blogLink('/about'))
  const link = await blogLink('/blog')
  await expect(link).toHaveAttribute('aria-current', 'page')
  const width = (await link.boundingBox())?.width ?? 0
  // An underline under the current page's name, at least half its width.
  expect(changed(elsewhere, await shot(page, link))).toBeGreaterThan(0.5 * width)
})

test('journal: the chosen category is marked, and its name can be read', async ({ page }) => {
  await page.goto('/blog')
  const filters = page.getByRole('navigation', { name: 'Filter articles by category' }).getByRole('link')
  await expect(filters.first()).toHaveAttribute('aria-current', 'true')
  const second = filters.nth(1)
  const box = await second.boundingBox()
  const area = (box?.width ?? 0) * (box?.height ?? 0)
  // The chosen category is filled with the theme's highlight.
  expect(await changeOf(page, second, () => second.click()), 'a category, chosen').toBeGreaterThan(0.5 * area)
  await expect(second).toHaveAttribute('aria-current', 'true')
  // Its letters stand out of the fill, not hidden on a plate of their own colour (inside the edge, 6 px in).
  expect(stepsPerRow(await shot(page, second, -6)), 'the chosen name').toBeGreaterThan(4)
})

test('every button drawn by its fill keeps an edge @phone', async ({ page }) => {
  test.slow()
  for (const path of ['/', '/yachts/wama-26', '/contact', '/fr/collection', CONFIGURATOR]) {
    // Which controls the site draws by a fill without an edge is read with the site's own colours.
    await page.emulateMedia({ forcedColors: 'none' })
    await page.goto(path)
    // Parts that load as they come near (the forms) are brought in first, so that what is marked stays.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
        window.scrollTo({ top: y, behavior: 'instant' })
        await new Promise((done) => setTimeout(done, 50))
      }
    })
    await page.waitForLoadState('networkidle')
    // A picture gives a control its shape in any theme.
    const filled = (await tallControls(page)).filter((c) => c.filled && !c.edged && !c.pictured)
    expect(filled.length, `${path}: filled buttons`).toBeGreaterThan(0)
    await page.emulateMedia({ forcedColors: 'active' })
    const faint: string[] = []
    for (const { selector } of filled) {
      const control = page.locator(selector)
      // A form that turned interactive after the count drew its button anew, at the same place among the controls.
      if ((await control.count()) === 0) await tallControls(page)
      const { rgb, width, height, left, top, boxWidth, boxHeight } = await shot(page, control)
      // Along each side of the control's outline the screen shows, the pixel 3 px outside against the one on the
      // outline and the one 3 px inside: an edge, or a box that stands out from what is behind it.
      const right = left + boxWidth - 1
      const bottom = top + boxHeight - 1
      const at = (x: number, y: number) => 3 * (y * width + x)
      let seen = 0
      let length = 0
      const compare = (x: number, y: number, dx: number, dy: number) => {
        const [ox, oy] = [x + 3 * dx, y + 3 * dy]
        if (ox < 0 || oy < 0 || ox >= width || oy >= height) return
        length++
        const outside = luminance(rgb, at(ox, oy))
        const edge = contrast(luminance(rgb, at(x, y)), outside)
        if (Math.max(edge, contrast(luminance(rgb, at(x - 3 * dx, y - 3 * dy)), outside)) >= 3) seen++
      }
      for (let x = left + 2; x < right - 1; x++) {
        compare(x, top, 0, -1)
        compare(x, bottom, 0, 1)
      }
      for (let y = top + 2; y < bottom - 1; y++) {
        compare(left, y, -1, 0)
        compare(right, y, 1, 0)
      }
      if (seen < 0.8 * length) faint.push(`${(await control.textContent())?.trim()}: ${seen} of ${length}`)
    }
    expect(faint, `${path}: buttons without an edge`).toEqual([])
  }
})
