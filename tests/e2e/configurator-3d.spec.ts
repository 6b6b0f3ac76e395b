import { gzipSync } from 'node:zlib'

import { expect, test, type Locator, type Page } from '@playwright/test'

import { expectNoViolations } from './helpers/axe'
import { openMobileMenu } from './helpers/brand'
import { contrast, fillLuminance, shotOf, stepsPerRow } from './helpers/pixels'

/**
 * The configurator's live 3D model in Chromium (WebGL through SwiftShader, so each frame is slow): it
 * replaces the drawing, follows the choices, turns, and gives way to the drawing where it should not run.
 * Waits use the view's frame counter; assertions look at the canvas's pixels and at the text alternative.
 */
const URL = '/yachts/wama-26/configure'
const LOADED_AFTER_INTERACTIVE_BUDGET_KB = 250

const view = (page: Page) => page.getByTestId('boat-view').filter({ visible: true }).first()
const model = (page: Page) => page.getByRole('img', { name: /3D model/ })
const drawing = (page: Page) => page.getByRole('img', { name: /in profile and plan view/ })

async function frameCount(page: Page): Promise<number> {
  return Number((await view(page).getAttribute('data-rendered-frame')) ?? 0)
}

/** Waits until the model has drawn a frame after `after` and has no animation left. */
async function settledAfter(page: Page, after: number) {
  await expect
    .poll(async () => (await frameCount(page)) > after && (await view(page).getAttribute('data-settled')) === 'true', {
      timeout: 45_000,
    })
    .toBe(true)
}

async function change(page: Page, action: () => Promise<void>) {
  const before = await frameCount(page)
  await action()
  await settledAfter(page, before)
}

interface Region {
  x: number
  y: number
  w: number
  h: number
}
const WHOLE: Region = { x: 0, y: 0, w: 1, h: 1 }

/** The canvas as the visitor sees it, decoded in the browser: counts and mean colour in a region. */
async function shoot(target: Locator): Promise<string> {
  return (await target.screenshot({ animations: 'disabled' })).toString('base64')
}

async function decode(page: Page, pngs: string[], region: Region) {
  return page.evaluate(
    async ({ pngs, region }) => {
      const decoded = await Promise.all(
        pngs.map(async (b64) => {
          const img = new Image()
          img.src = `data:image/png;base64,${b64}`
          await img.decode()
          return img
        }),
      )
      // Compared at the first shot's size: a scrolled sticky panel can shift the box by a pixel.
      const { width, height } = decoded[0]!
      const images = decoded.map((img) => {
        const canvas = document.createElement('canvas')
        canvas.width = width
        canvas.height = height
        const g = canvas.getContext('2d')!
        g.drawImage(img, 0, 0, width, height)
        const x = Math.round(region.x * width)
        const y = Math.round(region.y * height)
        const w = Math.max(1, Math.round(region.w * width))
        const h = Math.max(1, Math.round(region.h * height))
        return Array.from(g.getImageData(x, y, w, h).data)
      })
      const first = images[0]!
      let blue = 0
      let diff = 0
      for (let i = 0; i < first.length; i += 4) {
        const [r, g, b] = [first[i]!, first[i + 1]!, first[i + 2]!]
        // A saturated mid blue like Ocean Blue: blue well above red and bright enough not to be the night sea.
        if (b > r + 45 && b > 80) blue += 1
        if (images[1]) {
          const other = images[1]
          diff += Math.abs(r - other[i]!) + Math.abs(g - other[i + 1]!) + Math.abs(b - other[i + 2]!)
        }
      }
      const pixels = first.length / 4
      return { bluePixels: blue, share: blue / pixels, meanDiff: diff / pixels / 3 }
    },
    { pngs, region },
  )
}

/** The 3D view starts at the visitor's first gesture: a pointer moving over the page is one. */
async function visit(page: Page, options?: Parameters<Page['goto']>[1]) {
  await page.goto(URL, options)
  let x = 200
  // Moves until the page, once hydrated, has taken the gesture and decided between drawing and model.
  await expect
    .poll(async () => {
      x = x === 200 ? 260 : 200
      await page.mouse.move(x, 240)
      return view(page).getAttribute('data-mode')
    })
    .not.toBe('drawing')
}

// One visit goes through it all: each load of the model costs SwiftShader many seconds of both cores.
test.describe('configurator 3D view', () => {
  test.describe.configure({ timeout: 240_000 })

  test(`arrives after the page is interactive (within ${LOADED_AFTER_INTERACTIVE_BUDGET_KB} KB gzip), replaces the drawing, follows colour, bimini, views and keys, passes axe and marks the chosen view in a contrast theme`, async ({
    page,
    request,
  }) => {
    await test.step('three.js loads at the first gesture, within its budget', async () => {
      const html = await (await request.get(URL)).text()
      const firstLoad = new Set(
        [...html.matchAll(/<script src="([^"]+\.js)"/g)].map((m) => new globalThis.URL(m[1]!, 'http://x').pathname),
      )
      const later: Array<Promise<number>> = []
      const laterUrls: string[] = []
      page.on('response', (response) => {
        const path = new globalThis.URL(response.url()).pathname
        if (!path.endsWith('.js') || firstLoad.has(path)) return
        laterUrls.push(path)
        later.push(response.body().then((body) => gzipSync(body).length))
      })
      await page.goto(URL, { waitUntil: 'domcontentloaded' })
      // Before the visitor's first gesture only the drawing is there.
      await expect(drawing(page).first()).toBeAttached()
      await page.waitForTimeout(1500)
      await expect(view(page)).toHaveAttribute('data-mode', 'drawing')
      await expect(model(page)).toHaveCount(0)
      await page.mouse.move(200, 200)
      await page.mouse.move(260, 240)
      await expect(model(page)).toBeVisible({ timeout: 45_000 })
      const kb = (await Promise.all(later)).reduce((a, b) => a + b, 0) / 1024
      console.log(
        `JS loaded after the first load, up to the 3D view: ${kb.toFixed(1)} KB gzip in ${laterUrls.length} files`,
      )
      expect(laterUrls.length).toBeGreaterThan(0)
      expect(kb).toBeLessThanOrEqual(LOADED_AFTER_INTERACTIVE_BUDGET_KB)
      await settledAfter(page, 0)
    })

    const box = view(page)
    const canvas = box.locator('canvas')
    const blue = await test.step('the model replaces the drawing and takes the chosen colour', async () => {
      await expect(drawing(page)).toHaveCount(0)
      const start = await shoot(canvas)
      // Arctic White: hardly a blue pixel on the boat.
      expect((await decode(page, [start], WHOLE)).share).toBeLessThan(0.01)
      await change(page, () => page.getByRole('radio', { name: 'Ocean Blue', exact: true }).check())
      const shot = await shoot(canvas)
      expect((await decode(page, [shot], WHOLE)).share, 'share of Ocean Blue pixels').toBeGreaterThan(0.04)
      await expect(model(page)).toHaveAccessibleName(/Ocean Blue hull/)
      return shot
    })

    await test.step('the bimini comes and goes over the cockpit', async () => {
      // The bimini stands over the cockpit, in the upper middle of the three-quarter view.
      const overCockpit: Region = { x: 0.22, y: 0.18, w: 0.36, h: 0.22 }
      await change(page, () => page.getByRole('checkbox', { name: 'Bimini Top', exact: true }).check())
      const withBimini = await shoot(canvas)
      const added = await decode(page, [blue, withBimini], overCockpit)
      expect(added.meanDiff, 'the bimini changes the pixels over the cockpit').toBeGreaterThan(12)
      await expect(model(page)).toHaveAccessibleName(/Ocean Blue hull.*Bimini Top/)
      await change(page, () => page.getByRole('checkbox', { name: 'Bimini Top', exact: true }).uncheck())
      const removed = await decode(page, [blue, await shoot(canvas)], overCockpit)
      // Near, not equal: the page has scrolled, so edges may fall on other device pixels.
      expect(removed.meanDiff, 'without the bimini the pixels are back').toBeLessThan(Math.min(5, added.meanDiff / 5))
      await expect(model(page)).not.toHaveAccessibleName(/Bimini/)
    })

    await test.step('the view buttons and the keyboard turn the camera', async () => {
      const profile = box.getByRole('button', { name: 'Profile' })
      await change(page, () => profile.click())
      await expect(profile).toHaveAttribute('aria-pressed', 'true')
      const side = await shoot(canvas)
      expect((await decode(page, [blue, side], WHOLE)).meanDiff).toBeGreaterThan(4)
      // The model takes focus and the arrow keys turn it.
      await model(page).focus()
      await expect(model(page)).toBeFocused()
      await change(page, async () => {
        await page.keyboard.press('ArrowLeft')
        await page.keyboard.press('ArrowLeft')
      })
      expect((await decode(page, [side, await shoot(canvas)], WHOLE)).meanDiff).toBeGreaterThan(3)
      await profile.focus()
      await page.keyboard.press('Tab')
      await expect(box.getByRole('button', { name: 'Top' })).toBeFocused()
      await change(page, () => page.keyboard.press('Enter'))
      await expect(box.getByRole('button', { name: 'Top' })).toHaveAttribute('aria-pressed', 'true')
    })

    await test.step('axe finds nothing in the 3D view and the page', async () => {
      await expectNoViolations(page, 'the 3D view', '[data-testid="boat-view"]')
    })

    await test.step('in a contrast theme the chosen view is marked and every view’s name can be read', async () => {
      await page.emulateMedia({ forcedColors: 'active' })
      const top = box.getByRole('button', { name: 'Top', exact: true })
      const profile = box.getByRole('button', { name: 'Profile', exact: true })
      // Each button as drawn, 4 px inside its box.
      const chosen = await shotOf(page, top, -4)
      const other = await shotOf(page, profile, -4)
      // The chosen view stands out of the others by its fill, and the letters of each stand out of their ground.
      expect(contrast(fillLuminance(chosen), fillLuminance(other)), 'the chosen view’s fill').toBeGreaterThanOrEqual(3)
      expect(stepsPerRow(chosen), 'Top, chosen').toBeGreaterThan(4)
      expect(stepsPerRow(other), 'Profile').toBeGreaterThan(4)
    })
  })
})

test.describe('configurator 3D view on a phone', () => {
  test.describe.configure({ timeout: 120_000 })

  test('a tap on the site’s menu opens the menu and leaves the model unbuilt; a scroll through the page builds it @phone-only', async ({
    page,
  }) => {
    await page.goto(URL)
    const menu = await openMobileMenu(page)
    // Once the browser has been idle twice over, a model the tap had asked for would be on its way.
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => requestIdleCallback(done))))
    await expect(view(page)).toHaveAttribute('data-mode', 'drawing')

    await page.keyboard.press('Escape')
    await expect(menu).toHaveCount(0)
    await expect(drawing(page).filter({ visible: true })).toHaveCount(1)
    await page.mouse.wheel(0, 120)
    await expect(model(page)).toBeVisible({ timeout: 45_000 })
  })
})

test.describe('configurator 3D view: reduced motion keeps the drawing', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
  })

  test('the drawing stays, with its text alternative', async ({ page }) => {
    await visit(page)
    await expect(view(page)).toHaveAttribute('data-mode', 'fallback', { timeout: 20_000 })
    await page.getByRole('radio', { name: 'Ocean Blue', exact: true }).check()
    await expect(drawing(page).filter({ visible: true })).toHaveAccessibleName(/Ocean Blue hull/)
    await expect(model(page)).toHaveCount(0)
    await expect(view(page).locator('canvas')).not.toBeVisible()
  })
})

test.describe('configurator 3D view: without WebGL the drawing stays', () => {
  test('the drawing stays, with its text alternative', async ({ page }) => {
    await page.addInitScript(() => {
      const original = HTMLCanvasElement.prototype.getContext
      Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', {
        value(this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
          if (type === 'webgl' || type === 'webgl2' || type === 'experimental-webgl') return null
          return Reflect.apply(original, this, [type, ...rest])
        },
      })
    })
    await visit(page)
    await expect(view(page)).toHaveAttribute('data-mode', 'fallback', { timeout: 20_000 })
    await page.getByRole('checkbox', { name: 'Bimini Top', exact: true }).check()
    await expect(drawing(page).filter({ visible: true })).toHaveAccessibleName(/Arctic White hull.*Bimini Top/)
    await expect(model(page)).toHaveCount(0)
  })
})
