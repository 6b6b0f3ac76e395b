import type { Page } from '@playwright/test'

import { adminToken, signInBrowser } from './helpers/admin'
import { expectNoViolations } from './helpers/axe'
import { expect, test } from './helpers/shared-page'

async function settle(page: Page) {
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => document.fonts.ready)
}

// The reveal-on-visible animations start transparent; reduced motion shows the settled page that axe
// must judge and whose boxes the tap-target check measures.
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
})

const ROUTES = [
  '/',
  '/collection',
  '/yachts',
  '/yachts/wama-26',
  '/yachts/wama-42',
  '/yachts/wama-42-xl',
  '/yachts/wama-26/configure',
  '/blog',
  '/about',
  '/contact',
  '/events',
  '/legal',
  '/privacy',
  '/no-such-page',
  '/newsletter/confirm',
  '/my-data',
  '/fr',
  '/fr/collection',
  '/fr/yachts/wama-26',
  '/fr/yachts/wama-26/configure',
  '/fr/blog',
  '/fr/about',
  '/fr/contact',
  '/fr/events',
  '/fr/no-such-page',
  '/fr/newsletter/unsubscribe',
  '/fr/my-data',
]

// axe-core finds no violation of WCAG 2.2 AA or its best practices on every route, each language at one size: the
// English pages at desktop size, the French ones, whose longer words crowd a narrow screen, at phone size. The
// layouts of both sizes are judged in each language all the same: a page's markup is the same at every width, and
// what only one size shows (the mobile menu, the dialogs, the tap targets) is judged below at that size.
test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  for (const path of ROUTES) {
    test(`${path}${path.startsWith('/fr') ? ' @phone-only' : ''}`, async ({ page }) => {
      await page.goto(path)
      await settle(page)
      await expectNoViolations(page, path)
    })
  }

  test('a journal post and the API test page @phone', async ({ page, request }) => {
    await page.goto('/blog')
    const href = await page.getByTestId('journal-grid').getByRole('link').first().getAttribute('href')
    await page.goto(href!)
    await settle(page)
    await expectNoViolations(page, href!)
    // The page is shared with the worker's next tests: they must see the site as a visitor again.
    await signInBrowser(page.context(), await adminToken(request))
    try {
      await page.goto('/api-test')
      await expect(page.getByText('Connected to Backend')).toBeVisible()
      await expectNoViolations(page, '/api-test')
    } finally {
      await page.context().clearCookies()
    }
  })

  test('with the consultation dialog open @phone', async ({ page }) => {
    await page.goto('/contact')
    await settle(page)
    await page.getByRole('button', { name: 'Book Consultation' }).first().click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expectNoViolations(page, 'consultation dialog')
  })

  test('with the brochure dialog and the gallery viewer open @phone', async ({ page }) => {
    await page.goto('/yachts/wama-26')
    await settle(page)
    await page
      .getByRole('navigation', { name: 'Yacht enquiries' })
      .getByRole('button', { name: 'Get Brochure' })
      .click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expectNoViolations(page, 'brochure dialog')
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()

    const gallery = page.locator('#gallery')
    await gallery.scrollIntoViewIfNeeded()
    await gallery.getByRole('list', { name: 'Thumbnails' }).getByRole('button').first().click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expectNoViolations(page, 'gallery viewer')
  })

  test('with the "Coming Very Soon!" dialog open', async ({ page }) => {
    await page.goto('/yachts/wama-42')
    await settle(page)
    await page.getByRole('button', { name: 'Configure My WAMA' }).first().click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expectNoViolations(page, 'coming soon dialog')
  })

  test('with the configurator save dialog open @phone', async ({ page }) => {
    await page.goto('/yachts/wama-26/configure')
    await settle(page)
    // On a phone the price panel is a bottom sheet: Save sits in its expanded part.
    const showSummary = page.getByRole('button', { name: 'Show summary' })
    if (await showSummary.isVisible()) await showSummary.click()
    await page.getByRole('button', { name: 'Save', exact: true }).filter({ visible: true }).first().click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expectNoViolations(page, 'save dialog')
  })

  // The menu button exists below the lg breakpoint only: the phone project runs this, the desktop one leaves it out.
  test('with the mobile menu open @phone-only', async ({ page }) => {
    await page.goto('/')
    await settle(page)
    await page.getByRole('button', { name: /menu/i }).first().click()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
    await expectNoViolations(page, 'mobile menu')
  })
})

test.describe('tap targets', () => {
  /** Buttons, tabs and form fields: what a thumb has to hit. Inline text links are exempt, as WCAG exempts them. */
  const CONTROLS =
    'button, [role="tab"], select, textarea, input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"])'

  for (const path of ['/', '/yachts/wama-26', '/contact', '/yachts/wama-26/configure', '/blog']) {
    test(`every visible control on ${path} is at least 44 × 44 px @phone`, async ({ page }) => {
      await page.goto(path)
      await settle(page)
      const small = await page.locator(CONTROLS).evaluateAll((elements) =>
        elements.flatMap((element) => {
          const box = element.getBoundingClientRect()
          const style = getComputedStyle(element)
          const shown = box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.opacity !== '0'
          const offscreenHoneypot = element.closest('[aria-hidden="true"]') !== null
          if (!shown || offscreenHoneypot || (box.width >= 44 && box.height >= 44)) return []
          const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? ''
          return [`${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`]
        }),
      )
      expect(small, `controls under 44 × 44 px on ${path}`).toEqual([])
    })
  }
})
