import { expect, test, type Locator } from '@playwright/test'

/**
 * Every row of tabs answers the keyboard the same way: only the chosen tab is in the Tab order; the arrows
 * choose the next or previous tab and wrap round, Home and End the first and the last, and the focus goes with
 * the choice. `shows(i)` says what the panel shows once tab i is chosen.
 */
async function keyboardTabs(tabs: Locator, shows: (i: number) => Promise<void>) {
  const count = await tabs.count()
  expect(count, 'a row of at least two tabs').toBeGreaterThanOrEqual(2)
  const chosen = async (i: number) => {
    await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true')
    await expect(tabs.nth(i)).toBeFocused()
    await shows(i)
  }
  await tabs.nth(0).focus()
  await tabs.nth(0).press('End')
  await chosen(count - 1)
  await tabs.nth(count - 1).press('ArrowRight')
  await chosen(0)
  await tabs.nth(0).press('ArrowLeft')
  await chosen(count - 1)
  await tabs.nth(count - 1).press('Home')
  await chosen(0)
  await tabs.nth(0).press('ArrowRight')
  await chosen(1)
  // Tab leaves the row: the tabs not chosen are not stops of their own.
  await tabs.nth(1).press('Tab')
  for (let i = 0; i < count; i++) await expect(tabs.nth(i)).not.toBeFocused()
}

test("the home showcase's model tabs, in English and French", async ({ page }) => {
  for (const [path, region] of [
    ['/', 'Specifications at a glance'],
    ['/fr', 'Les caractéristiques en un coup d’œil'],
  ] as const) {
    await page.goto(path)
    const showcase = page.getByRole('region', { name: region })
    await showcase.scrollIntoViewIfNeeded()
    const tabs = showcase.getByRole('tab')
    await expect(tabs).toHaveText(['WAMA 26', 'WAMA 42'])
    await keyboardTabs(tabs, async (i) => {
      // The panel's carousel is named after the chosen model ("WAMA 42 images", "Images du WAMA 42").
      const model = i === 0 ? 'WAMA 26' : 'WAMA 42'
      await expect(showcase.getByRole('tabpanel').getByRole('region', { name: new RegExp(model) })).toBeVisible()
    })
  }
})

test("a yacht gallery's Exterior and Interior tabs", async ({ page }) => {
  await page.goto('/yachts/wama-42')
  const gallery = page.locator('#gallery')
  await gallery.scrollIntoViewIfNeeded()
  const tabs = gallery.getByRole('tab')
  await expect(tabs).toHaveText(['Exterior', 'Interior'])
  const firstThumb = gallery.getByRole('list', { name: 'Thumbnails' }).getByRole('button').first()
  await keyboardTabs(tabs, async (i) => {
    if (i === 1) await expect(firstThumb).toHaveAttribute('aria-label', /interior|saloon|cabin|suite|leather|seating/i)
    else await expect(firstThumb).not.toHaveAttribute('aria-label', /interior|saloon|cabin|suite|leather|seating/i)
  })
})
