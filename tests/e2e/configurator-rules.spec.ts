import { expect, test, type Page } from '@playwright/test'

import { BASE } from './env'
import { adminToken } from './helpers/admin'

/** The seeded option rules as a visitor meets them in the WAMA 26 configurator. */
const URL = '/yachts/wama-26/configure'
const total = (page: Page) => page.getByTestId('total-price')
const option = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true })

// These flows are about choices and prices: the drawn preview (kept under reduced motion) spares the
// suite a software-rendered 3D scene per test; configurator-3d.spec.ts covers the model.
test.use({ contextOptions: { reducedMotion: 'reduce' } })

test.describe('WAMA 26 option rules', () => {
  test('a choice that needs other parts is held back with the reasons, and the one-click fix builds a valid boat @phone', async ({
    page,
  }) => {
    await page.goto(URL)
    await expect(option(page, 'Wake Surf Tab System')).toHaveAccessibleDescription(
      /Needs Water Ballasts.*Inboard or forward-drive engine only/,
    )
    await option(page, 'Wake Surf Tab System').click()

    const dialog = page.getByRole('dialog', { name: 'Choosing Wake Surf Tab System needs a change to your build' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('Wake Surf Tab System requires Water Ballasts.')
    await expect(dialog).toContainText('without ballast there is no wave to surf')
    await expect(dialog).toContainText(
      'Wake Surf Tab System needs an inboard or forward-drive engine; no engine is chosen yet.',
    )
    // Nothing changed behind the dialog.
    await expect(total(page)).toHaveText('€125,000')

    await dialog
      .getByRole('button', {
        name: 'Choose the Volvo Penta 350 HP Inboard and add Water Ballasts and Wake Surf Tab System',
      })
      .click()
    await expect(dialog).toBeHidden()
    await expect(option(page, 'Wake Surf Tab System')).toBeChecked()
    await expect(option(page, 'Water Ballasts')).toBeChecked()
    await expect(page.getByRole('radio', { name: 'Volvo Penta 350 HP Inboard', exact: true })).toBeChecked()
    await expect(total(page)).toHaveText('€190,687')

    // Taking away what the tabs need asks first, then removes both.
    await option(page, 'Water Ballasts').click()
    const removal = page.getByRole('dialog', { name: 'Removing Water Ballasts needs a change to your build' })
    await removal.getByRole('button', { name: 'Remove Water Ballasts and Wake Surf Tab System' }).click()
    await expect(option(page, 'Wake Surf Tab System')).not.toBeChecked()
    await expect(option(page, 'Water Ballasts')).not.toBeChecked()
    await expect(total(page)).toHaveText('€180,071')
  })

  test('two parts that exclude each other: keeping the build changes nothing, the fix swaps them; keyboard only', async ({
    page,
  }) => {
    await page.goto(URL)
    await option(page, 'Carbon Pole Sun Awning').check()
    await option(page, 'Bimini Top').focus()
    await page.keyboard.press('Space')
    const dialog = page.getByRole('dialog', { name: 'Choosing Bimini Top needs a change to your build' })
    await expect(dialog).toContainText('Bimini Top cannot be fitted with Carbon Pole Sun Awning.')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(option(page, 'Bimini Top')).not.toBeChecked()
    await expect(option(page, 'Carbon Pole Sun Awning')).toBeChecked()
    await expect(option(page, 'Bimini Top')).toBeFocused()

    await page.keyboard.press('Space')
    await dialog.getByRole('button', { name: 'Remove Carbon Pole Sun Awning and add Bimini Top' }).focus()
    await page.keyboard.press('Enter')
    await expect(option(page, 'Bimini Top')).toBeChecked()
    await expect(option(page, 'Carbon Pole Sun Awning')).not.toBeChecked()
    await expect(total(page)).toHaveText('€128,000')
  })

  test('a package ticks its three options, prices them in its own price, and takes them along when removed', async ({
    page,
  }) => {
    await page.goto(URL)
    await page.getByRole('radio', { name: 'Volvo Penta 350 HP Inboard', exact: true }).click()
    await option(page, 'Carbon Roll Bar').check()
    await option(page, 'Wake-Surf Package').check()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    for (const name of ['Water Ballasts', 'Wake Surf Tab System', 'Surfboard Racks']) {
      await expect(option(page, name)).toBeChecked()
      await expect(option(page, name)).toHaveAccessibleDescription(/^In Wake-Surf Package/)
    }
    await expect(total(page)).toHaveText('€211,560')
    await option(page, 'Wake-Surf Package').uncheck()
    await expect(option(page, 'Water Ballasts')).not.toBeChecked()
    await expect(total(page)).toHaveText('€201,660')
  })

  test('a shared link to a build that no longer fits says why and offers the fix or the standard boat', async ({
    page,
  }) => {
    const shared = `${URL}?c=1.blue.standard..bimini_carbon-sun-awning`
    await page.goto(shared)
    const dialog = page.getByRole('dialog', { name: 'The shared configuration no longer fits together' })
    await expect(dialog).toContainText('Bimini Top cannot be fitted with Carbon Pole Sun Awning.')
    // Until the visitor chooses, the address keeps the shared build: a reload asks again.
    await expect(page).toHaveURL(/bimini_carbon-sun-awning$/)
    await dialog.getByRole('button', { name: 'Show the standard configuration' }).click()
    await expect(total(page)).toHaveText('€125,000')
    await expect(page).toHaveURL(new RegExp(`${URL}$`))

    await page.goto(shared)
    await page.getByRole('button', { name: 'Remove Carbon Pole Sun Awning' }).click()
    await expect(page.getByRole('radio', { name: 'Ocean Blue', exact: true })).toBeChecked()
    await expect(option(page, 'Bimini Top')).toBeChecked()
    await expect(option(page, 'Carbon Pole Sun Awning')).not.toBeChecked()
    await expect(total(page)).toHaveText('€130,500')
  })
})

test.describe('option rules are the editors’ @cms', () => {
  test('a rule an editor adds shows on the option and holds back the clash; a rule naming an unknown option is refused on save', async ({
    page,
    request,
  }) => {
    const auth = { authorization: `JWT ${await adminToken(request)}` }
    const url = `${BASE}/cms/api/globals/configurator-catalogue`
    const current = (await (await request.get(`${url}?depth=0`, { headers: auth })).json()) as {
      rules: Array<Record<string, unknown>>
    }
    const rule = {
      kind: 'requires',
      option: 'cockpit-refrigerator',
      targets: ['dual-battery-system'],
      explanation: 'The refrigerator draws from the second battery so the engine always starts.',
    }
    const unknown = await request.post(url, {
      headers: auth,
      data: { rules: [...current.rules, { ...rule, targets: ['ice-maker'] }] },
    })
    expect(unknown.status()).toBe(400)
    // The admin shows "Not in the Options list: ice-maker" under the field; the API names the field.
    expect(await unknown.text()).toContain(`Rules ${current.rules.length + 1} > Targets`)

    const saved = await request.post(url, { headers: auth, data: { rules: [...current.rules, rule] } })
    expect(saved.status()).toBe(200)
    try {
      await page.goto(URL)
      const fridge = option(page, 'Cockpit Refrigerator')
      await expect(fridge).toHaveAccessibleDescription(/Needs Dual Battery System with Charger/)
      await fridge.click()
      const dialog = page.getByRole('dialog')
      await expect(dialog).toContainText('the engine always starts')
      await dialog
        .getByRole('button', { name: 'Add Cockpit Refrigerator and Dual Battery System with Charger' })
        .click()
      await expect(option(page, 'Dual Battery System with Charger')).toBeChecked()
    } finally {
      await request.post(url, { headers: auth, data: { rules: current.rules } })
    }
  })
})
