import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'

import { adminAuth } from './admin'
import { BASE, cmsApi } from '../env'
import type { SiteSettings } from '@/lib/cms/types'

/** GET /api/cms{path} as JSON (the site's own content contract). */
export async function cmsJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`${BASE}/api/cms${path}`)
  expect(res.ok(), path).toBeTruthy()
  return (await res.json()) as T
}

export type Settings = SiteSettings

export const settingsOf = (request: APIRequestContext) => cmsJson<Settings>(request, '/settings/current/')

/** Saves site settings as an editor and waits until the prerendered home page reflects `ready`. */
export async function saveSettings(
  request: APIRequestContext,
  data: Partial<Settings>,
  ready: (html: string) => boolean,
): Promise<void> {
  const auth = await adminAuth(request)
  const res = await request.post(cmsApi('/globals/site-settings'), { headers: auth, data })
  expect(res.status(), await res.text()).toBe(200)
  await expect
    .poll(async () => ready(await (await request.get(`${BASE}/`)).text()), {
      timeout: 15_000,
      intervals: [100, 250, 500],
    })
    .toBe(true)
}

/** True on the phone project (390 px): the tests adapt to the layout a visitor gets there. */
/**
 * Opens the phone menu as a visitor does and returns it. A tap before the page has hydrated does nothing, and a
 * visitor taps again; the toggle says whether a tap was taken, so it is tapped only until then.
 */
export async function openMobileMenu(page: Page): Promise<Locator> {
  const toggle = page.locator('button[aria-controls="mobile-menu"]')
  await expect(async () => {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 1_500 })
  }).toPass({ timeout: 20_000 })
  const menu = page.getByRole('dialog')
  await expect(menu).toBeVisible()
  return menu
}

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1440) < 1024

/** The element that has focus is inside `container`. */
export async function focusInside(container: Locator): Promise<boolean> {
  return container.evaluate((el) => el.contains(document.activeElement) && document.activeElement !== document.body)
}

export const currentScrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY))

/** Scrolls instantly (the site sets `scroll-behavior: smooth`) and waits for the browser to report it. */
export async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
  await expect.poll(() => currentScrollY(page)).toBe(y)
}

export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`
export const waHref = (number: string) => `https://wa.me/${number.replace(/\D/g, '')}`

/** Whether a tap at the middle of `target` reaches it, with nothing drawn over it there. */
export const reachable = (target: Locator) =>
  target.evaluate((el) => {
    const box = el.getBoundingClientRect()
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
    return hit !== null && el.contains(hit)
  })

/** Whether the boxes drawn for `a` and `b` share no point of the screen. */
export async function apart(a: Locator, b: Locator): Promise<boolean> {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()]
  if (!boxA || !boxB) return false
  return (
    boxA.x + boxA.width <= boxB.x ||
    boxB.x + boxB.width <= boxA.x ||
    boxA.y + boxA.height <= boxB.y ||
    boxB.y + boxB.height <= boxA.y
  )
}
