import { expect, test, type Page } from '@playwright/test'

import { messagesFor } from '../../lib/i18n/messages'

/** The WAMA 26 configurator in Chromium, against the production build and the seeded catalogue. */
const URL = '/yachts/wama-26/configure'
const total = (page: Page) => page.getByTestId('total-price')

async function chooseTheSpecExample(page: Page) {
  await page.getByRole('radio', { name: 'Champagne Gold', exact: true }).check()
  await page.getByRole('radio', { name: 'Esthec Deck', exact: true }).check()
  await page.getByRole('radio', { name: 'Mercury F350 XXL V10 Verado', exact: true }).click()
  await page.getByRole('checkbox', { name: 'Complete Boero Coating Cycle', exact: true }).check()
  await page.getByRole('checkbox', { name: 'Custom Logo', exact: true }).check()
}

/** Choices whose price is not beside the words of their name, on its first line. */
async function misplacedPrices(page: Page) {
  const choices = page.locator('main').getByRole('radio').or(page.locator('main').getByRole('checkbox'))
  await expect(choices.first()).toBeVisible()
  return choices.evaluateAll((inputs) =>
    inputs.flatMap((input) => {
      const name = document.getElementById(input.getAttribute('aria-labelledby') ?? '')
      const price = document.getElementById((input.getAttribute('aria-describedby') ?? '').split(' ')[0] ?? '')
      if (!name || !price) return [`${input.getAttribute('value')}: no name or price`]
      // The words as drawn: a long word can run past its box.
      const words = document.createRange()
      words.selectNodeContents(name)
      const lines = [...words.getClientRects()]
      const p = price.getBoundingClientRect()
      const first = lines[0]
      const beside = first && Math.abs(p.top - first.top) < 8 && lines.every((line) => p.left >= line.right - 1)
      return beside ? [] : [`${name.textContent} / ${price.textContent}`]
    }),
  )
}

test.describe('WAMA 26 configurator', () => {
  // These flows are about choices and prices: the drawn preview (kept under reduced motion) spares the
  // suite a software-rendered 3D scene per test; configurator-3d.spec.ts covers the model.
  test.use({ contextOptions: { reducedMotion: 'reduce' } })

  test('starts at €125,000 and prices the spec example at €230,330 @phone', async ({ page }) => {
    await page.goto(URL)
    await expect(total(page)).toHaveText('€125,000')
    await expect(page.getByRole('radio', { name: 'Arctic White', exact: true })).toBeChecked()
    await expect(page.getByRole('link', { name: /back/i }).first()).toHaveAttribute('href', '/yachts/wama-26')
    await chooseTheSpecExample(page)
    await expect(total(page)).toHaveText('€230,330')
    // The preview, drawn or (once loaded) in 3D, names the chosen colour; the drawing paints the hull in it.
    await expect(page.getByRole('img', { name: /Champagne Gold hull/ })).toBeVisible()
    expect((await page.getByTestId('boat-preview').first().innerHTML()).toLowerCase()).toContain('#c9a96e')
  })

  test('on a narrow phone every price sits beside its choice’s name, on the name’s first line, in both languages @phone-only', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 700 })
    for (const path of [URL, `/fr${URL}`]) {
      await page.goto(path)
      expect(await misplacedPrices(page), path).toEqual([])
    }
  })

  test('from a small laptop to a desktop every choice’s name stays clear of its price, in both languages', async ({
    page,
  }) => {
    for (const width of [1024, 1180, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      for (const path of [URL, `/fr${URL}`]) {
        await page.goto(path)
        expect(await misplacedPrices(page), `${path} at ${width} px`).toEqual([])
      }
    }
  })

  test('the price panel’s actions read on one line each in both languages, from a 360 px phone to a desktop @phone', async ({
    page,
    isMobile,
  }) => {
    for (const locale of ['en', 'fr'] as const) {
      const { panel } = messagesFor(locale).Configurator
      for (const width of isMobile ? [360, 390] : [1024, 1440]) {
        await page.setViewportSize({ width, height: 800 })
        await page.goto(locale === 'en' ? URL : `/fr${URL}`)
        const summary = page.getByRole('button', { name: panel.showSummary })
        if (await summary.isVisible()) await summary.click()
        for (const name of [panel.save, panel.clear, panel.copyLink, panel.print]) {
          const action = page.getByRole('button', { name, exact: true })
          await expect(action).toBeVisible()
          // The label's line boxes: one line has one top, a wrapped label two.
          const lines = await action.evaluate((button) => {
            const range = document.createRange()
            range.selectNodeContents(button)
            return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
          })
          expect(lines, `${name} at ${width} px`).toBe(1)
        }
      }
    }
  })

  test('engine: clicking the chosen engine again clears it', async ({ page }) => {
    await page.goto(URL)
    const engine = page.getByRole('radio', { name: 'Mercury F300 XL V8 Outboard', exact: true })
    await engine.click()
    await expect(total(page)).toHaveText('€163,507')
    await engine.click()
    await expect(total(page)).toHaveText('€125,000')
  })

  test('save needs a name; a saved configuration survives a reload, loads and is deleted; Clear All resets', async ({
    page,
  }) => {
    await page.goto(URL)
    await chooseTheSpecExample(page)
    await page.getByRole('button', { name: 'Save', exact: true }).first().click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    const save = dialog.getByRole('button', { name: 'Save', exact: true })
    await expect(save).toBeDisabled()
    await dialog.getByLabel('Configuration name').fill('    ')
    await expect(save).toBeDisabled()
    await dialog.getByLabel('Configuration name').press('Enter')
    await expect(dialog).toBeVisible()
    await dialog.getByLabel('Configuration name').fill('  Riviera summer  ')
    await save.click()
    await expect(dialog).toBeHidden()
    // The server keeps the build under a code too, which the saved card links to.
    const kept = page.getByRole('link', { name: /^Build W26-\S+, as priced on the day it was saved$/ })
    await expect(kept).toBeVisible()
    const keptAt = (await kept.getAttribute('href')) ?? ''
    expect(keptAt).toMatch(/\/yachts\/wama-26\/configure\/W26-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/)

    await page.getByRole('button', { name: 'Clear All' }).click()
    await expect(total(page)).toHaveText('€125,000')

    await page.reload()
    await expect(page.getByText('Riviera summer', { exact: true })).toBeVisible()
    const stored = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.includes('wama26'))!
      return JSON.parse(localStorage.getItem(key)!) as Array<Record<string, unknown>>
    })
    expect(stored[0]).toMatchObject({
      name: 'Riviera summer',
      selectedColor: 'gold',
      selectedFlooring: { id: 'esthec', price: 7783 },
      selectedEngine: 'mercury-f350xxl',
      selectedOptions: expect.arrayContaining(['boero-coating-cycle', 'custom-logo']),
      totalPrice: 230330,
    })
    expect(String(stored[0]!.id)).toMatch(/^\d+$/)

    await page.getByRole('button', { name: 'Load Riviera summer' }).click()
    await expect(page.getByText('Configuration Loaded')).toBeVisible()
    await expect(total(page)).toHaveText('€230,330')
    await expect(page.getByText('Configuration Loaded')).toBeHidden({ timeout: 3000 })

    await page.getByRole('button', { name: 'Delete Riviera summer' }).click()
    await expect(page.getByText('Riviera summer', { exact: true })).toHaveCount(0)
    await page.getByRole('button', { name: 'Clear All' }).click()
    await expect(total(page)).toHaveText('€125,000')

    // Deleted from this browser, the build is still there under its code, as priced when it was saved.
    await page.goto(keptAt)
    await expect(page.getByRole('row', { name: 'Total' })).toContainText('€230,330')
  })

  test('a shared link restores the same total in a fresh browser context', async ({ page, browser, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto(URL)
    await chooseTheSpecExample(page)
    await page.getByRole('button', { name: 'Copy link' }).click()
    const link = await page.evaluate(async () => {
      try {
        return await navigator.clipboard.readText()
      } catch {
        return ''
      }
    })
    const shared = link || (await page.getByLabel('Share link').inputValue())
    expect(shared).toContain('c=')
    const fresh = await browser.newContext()
    const other = await fresh.newPage()
    await other.goto(shared.replace(/^https?:\/\/[^/]+/, ''))
    await expect(other.getByTestId('total-price')).toHaveText('€230,330')
    await fresh.close()
  })

  test('the address carries the build: a reload, Back and the copied address bring it back, with one history entry @phone', async ({
    page,
    browser,
  }) => {
    await page.goto('/yachts/wama-26')
    await page.goto(URL)
    const entries = await page.evaluate(() => history.length)
    await chooseTheSpecExample(page)
    await expect(total(page)).toHaveText('€230,330')
    await expect(page).toHaveURL(/\?c=1\.gold\.esthec\.mercury-f350xxl\.boero-coating-cycle_custom-logo$/)
    // Five choices, and still one entry: Back leaves the configurator instead of undoing a choice.
    expect(await page.evaluate(() => history.length)).toBe(entries)

    await page.reload()
    await expect(total(page)).toHaveText('€230,330')
    await expect(page.getByRole('checkbox', { name: 'Custom Logo', exact: true })).toBeChecked()

    await page.goBack()
    await expect(page).toHaveURL(/\/yachts\/wama-26$/)
    await page.goForward()
    await expect(total(page)).toHaveText('€230,330')

    const address = page.url()
    const fresh = await browser.newContext({ reducedMotion: 'reduce' })
    const other = await fresh.newPage()
    await other.goto(address)
    await expect(other.getByTestId('total-price')).toHaveText('€230,330')
    await fresh.close()

    // Back to the untouched build, the address is the plain page again.
    const summary = page.getByRole('button', { name: 'Show summary' })
    if (await summary.isVisible()) await summary.click()
    await page.getByRole('button', { name: 'Clear All' }).click()
    await expect(total(page)).toHaveText('€125,000')
    await expect(page).toHaveURL(new RegExp(`${URL}$`))
  })

  test('on a phone the boat stays in view under the header while the choices scroll past, and never covers the one in focus @phone-only', async ({
    page,
  }) => {
    await page.goto(URL)
    const boat = page.getByTestId('boat-preview').first()
    const logo = page.getByRole('checkbox', { name: 'Custom Logo', exact: true })
    await logo.scrollIntoViewIfNeeded()
    await logo.check()
    await expect(total(page)).toHaveText('€125,039')
    const header = await page.locator('header').first().boundingBox()
    const box = await boat.boundingBox()
    const viewport = page.viewportSize()
    expect(box && header && viewport).toBeTruthy()
    if (!box || !header || !viewport) return
    // Pinned right under the header, whole, and leaving most of the screen to the choices.
    expect(Math.abs(box.y - (header.y + header.height))).toBeLessThan(2)
    expect(box.height).toBeGreaterThan(120)
    expect(box.y + box.height).toBeLessThan(viewport.height * 0.45)

    // A choice reached with the keyboard, lying behind the boat, is brought out below it.
    await page
      .getByRole('checkbox', { name: 'Complete Boero Coating Cycle', exact: true })
      .evaluate((input: HTMLElement) => input.focus({ preventScroll: true }))
    await page
      .getByRole('checkbox', { name: 'Eco Hull Paint', exact: true })
      .evaluate((input) => window.scrollBy({ top: input.getBoundingClientRect().top - 120, behavior: 'instant' }))
    await page.keyboard.press('Tab')
    await expect(page.getByRole('checkbox', { name: 'Eco Hull Paint', exact: true })).toBeFocused()
    const row = await page.evaluate(() => document.activeElement?.closest('label')?.getBoundingClientRect().top ?? -1)
    const boatNow = await boat.boundingBox()
    expect(row).toBeGreaterThanOrEqual((boatNow?.y ?? 0) + (boatNow?.height ?? 0))
  })

  test('corrupt local storage does not break the page', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('wama26-saved-configurations', '{not json')
    })
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    await page.goto(URL)
    await expect(total(page)).toHaveText('€125,000')
    await page.getByRole('radio', { name: 'Ocean Blue', exact: true }).check()
    await expect(total(page)).toHaveText('€127,500')
    expect(errors).toEqual([])
  })
})
