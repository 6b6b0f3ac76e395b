import { expect, test, type Page, type Route } from '@playwright/test'

import { apart, reachable } from './helpers/brand'
import { fakeClient, leadSpec, mailed, uniqueEmail, waitForLead } from './helpers/smtp'

/**
 * The forms in the browser: every toast text, the reset/close behaviour, and (for the real
 * submissions) the mail arriving. Failure paths are forced with request interception.
 */

const spec = leadSpec()
const { smtp } = spec

// Playwright scrolls each target into view by script, and the site scrolls smoothly: on a busy machine the page
// could still be gliding between a press and its release, so the click landed on nothing and the form never
// sent. A visitor who prefers reduced motion gets instant scrolling, and these flows are about forms, not motion.
test.use({ contextOptions: { reducedMotion: 'reduce' } })

test.beforeEach(async ({ page }) => {
  // A client of its own per test (the server trusts X-Forwarded-For in the test run): no shared rate limit.
  await page.setExtraHTTPHeaders(fakeClient())
})

/** A person takes longer than the minimum fill time; the specs must not look like bots. */
const humanPause = (page: Page) => page.waitForTimeout(2_100)

/** Opens the contact page and answers its inquiry form (the one asking for an interest). */
async function contactPageForm(page: Page) {
  await page.goto('/contact')
  return page
    .locator('form')
    .filter({ has: page.getByLabel('Interest') })
    .first()
}

async function fillContact(page: Page, scope: ReturnType<Page['locator']>, email: string) {
  await scope.getByLabel('Full Name').fill('Ada Lovelace')
  await scope.getByLabel('Email').fill(email)
  await scope.getByLabel('Phone (optional)').fill('+44 20 7946 0000')
  await scope.getByLabel('Interest').selectOption({ label: 'Custom Build' })
  await scope.getByLabel('Message').fill('A WAMA 26 with <b>everything</b>.')
}

test.describe('contact form', () => {
  test('contact page: success toast (5 s), reset form, mail to sales @phone', async ({ page }) => {
    const email = uniqueEmail('ui-contact')
    const form = await contactPageForm(page)
    await expect(form.getByLabel('Interest')).toHaveValue('Monohulls')
    await fillContact(page, form, email)
    await humanPause(page)
    await form.getByRole('button', { name: /send/i }).click()
    await expect(page.getByText('Thank you for your inquiry!')).toBeVisible()
    await expect(page.getByText('Our team will reach out to you shortly.')).toBeVisible()
    // The pointer moves on: one left resting where the toast appears holds it there, as a hovered toast should be.
    await page.mouse.move(0, 0)
    await expect(form.getByLabel('Full Name')).toHaveValue('')
    await expect(form.getByLabel('Interest')).toHaveValue('Monohulls')
    const mail = await smtp.waitFor((m) => m.replyTo === email)
    const lead = await waitForLead(page.request, spec.token, email, () => true)
    expect(mail.subject).toBe(`Inquiry #${lead.id} — WAMA Yachts`)
    expect(mail.html).toContain('A WAMA 26 with &lt;b&gt;everything&lt;/b&gt;.')
    expect(lead.page_url).toContain('/contact')
    // The toast lasts 5000 ms.
    await expect(page.getByText('Thank you for your inquiry!')).toBeHidden({ timeout: 8_000 })
  })

  test('home #contact: field errors in place, then the failure and exception toasts', async ({ page }) => {
    await page.goto('/#contact')
    const form = page.locator('#contact form').first()
    // A press before the page's code has run goes nowhere (and puts nothing typed in the address): press again.
    await expect(async () => {
      await form.getByRole('button').last().click()
      await expect(form.getByText('Please enter your name.')).toBeVisible({ timeout: 2_000 })
    }).toPass({ timeout: 20_000 })
    expect(new URL(page.url()).search).toBe('')
    await expect(form.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true')

    await fillContact(page, form, uniqueEmail('ui-home'))
    await page.route('**/api/send-email', (route) => route.fulfill({ status: 500, json: { error: 'down' } }))
    await form.getByRole('button').last().click()
    await expect(page.getByText('Failed to send the email. Please try again later.')).toBeVisible()
    await expect(form.getByLabel('Full Name')).toHaveValue('Ada Lovelace')

    await page.unroute('**/api/send-email')
    await page.route('**/api/send-email', (route) => route.abort('connectionrefused'))
    await form.getByRole('button').last().click()
    await expect(page.getByText('Something went wrong. Please try again.')).toBeVisible()
  })

  test('a press on Send that is still down when the form finishes loading is not lost', async ({ page, request }) => {
    // The form's code is held back, as on a slow connection, until the visitor is pressing Send.
    const firstLoad = new Set(
      (await (await request.get('/contact')).text()).match(/\/_next\/static\/chunks\/[^"'\s]+/g),
    )
    const held: Route[] = []
    await page.route('**/_next/static/chunks/**', (route) =>
      firstLoad.has(new URL(route.request().url()).pathname) ? route.continue() : held.push(route),
    )
    // Not until "load": a script asked for before the load event holds it back, and this one is held on purpose.
    await page.goto('/contact', { waitUntil: 'domcontentloaded' })
    await expect.poll(() => held.length).toBeGreaterThan(0)
    const form = page.getByRole('main').locator('form').first()
    await form.getByRole('button').last().hover()
    await page.mouse.down()
    const arrived = held.splice(0).map((route) => route.continue())
    await page.unroute('**/_next/static/chunks/**')
    await Promise.all(arrived)
    await page.waitForLoadState('networkidle')
    await page.evaluate(() => new Promise((done) => requestIdleCallback(done)))
    await page.mouse.up()
    await expect(form.getByText('Please enter your name.')).toBeVisible()
  })

  test('a form sent before the page’s code runs goes nowhere: nothing typed reaches the address @phone', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    for (const path of ['/contact', '/']) {
      await page.goto(path)
      const form = page.locator('main form').first()
      await form.getByLabel('Full Name').fill('Ada Lovelace')
      await form.getByRole('button').last().click()
      await page.waitForTimeout(500)
      expect(page.url(), path).not.toContain('Ada')
      await expect(form.getByLabel('Full Name')).toHaveValue('Ada Lovelace')
    }
    await context.close()
  })

  test('server field errors are shown next to the field', async ({ page }) => {
    const form = await contactPageForm(page)
    await fillContact(page, form, uniqueEmail('ui-fields'))
    await page.route('**/api/send-email', (route) =>
      route.fulfill({
        status: 400,
        json: { error: 'Please check the highlighted fields.', fields: { email: 'This address cannot receive mail.' } },
      }),
    )
    await form.getByRole('button', { name: /send/i }).click()
    await expect(form.getByText('This address cannot receive mail.')).toBeVisible()
    await expect(page.getByText('Failed to send the email. Please try again later.')).toBeVisible()
  })

  test('a form an autofill completed at once is sent; one whose hidden field was filled says why it was not', async ({
    page,
  }) => {
    const form = await contactPageForm(page)
    const quick = uniqueEmail('ui-quick')
    await fillContact(page, form, quick)
    await form.getByRole('button', { name: /send/i }).click()
    await expect(page.getByText('Thank you for your inquiry!')).toBeVisible()
    await smtp.waitFor((m) => m.replyTo === quick)

    await page.mouse.move(0, 0)
    await fillContact(page, form, uniqueEmail('ui-trap'))
    await form.locator('input[name="website"]').evaluate((input: HTMLInputElement) => (input.value = 'filled by a bot'))
    await form.getByRole('button', { name: /send/i }).click()
    await expect(page.getByText(/This message was not sent: a field people never see was filled in/)).toBeVisible()
    await expect(form.getByLabel('Full Name')).toHaveValue('Ada Lovelace')
  })

  test('the button shows progress and blocks a double submission', async ({ page }) => {
    const form = await contactPageForm(page)
    await fillContact(page, form, uniqueEmail('ui-double'))
    let calls = 0
    await page.route('**/api/send-email', async (route) => {
      calls += 1
      await new Promise((r) => setTimeout(r, 1_500))
      await route.fulfill({ json: { ok: true, id: 1 } })
    })
    const button = form.getByRole('button', { name: /send/i })
    await button.click()
    await expect(form.getByRole('button', { name: /sending/i })).toBeDisabled()
    await form
      .getByRole('button', { name: /sending/i })
      .click({ force: true })
      .catch(() => undefined)
    await expect(page.getByText('Thank you for your inquiry!')).toBeVisible()
    expect(calls).toBe(1)
  })
})

test.describe('yacht page', () => {
  test('Request Information: consent wording, "Inquiry Sent!" toast, mail with the yacht', async ({ page }) => {
    const email = uniqueEmail('ui-info')
    await page.goto('/yachts/wama-42')
    const form = page.locator('#request-information form')
    const consent = form.getByLabel(/^I consent to .+ contacting me regarding this inquiry\.$/)
    const consentText = (await consent.evaluate((el) => el.closest('label')?.textContent ?? '')).trim()
    await form.getByLabel('Full Name').fill('Grace Hopper')
    await form.getByLabel('Email').fill(email)
    await form.getByRole('button', { name: 'Request Information' }).click()
    await expect(form.getByText('Please tick the box so we may contact you.')).toBeVisible()
    await consent.check()
    await humanPause(page)
    await form.getByRole('button', { name: 'Request Information' }).click()
    await expect(page.getByText('Inquiry Sent!')).toBeVisible()
    await expect(page.getByText('We will get back to you soon.')).toBeVisible()
    const lead = await waitForLead(page.request, spec.token, email, mailed)
    expect(lead.kind).toBe('information')
    expect(lead.consent_text).toBe(consentText)
    await smtp.waitFor((m) => m.replyTo === email)
  })

  test('Request Information: failure and exception toasts', async ({ page }) => {
    await page.goto('/yachts/wama-26')
    const form = page.locator('#request-information form')
    await form.getByLabel('Full Name').fill('Grace Hopper')
    await form.getByLabel('Email').fill(uniqueEmail('ui-info-fail'))
    await form.getByRole('checkbox').check()
    await page.route('**/api/send-email', (route) => route.fulfill({ status: 500, json: {} }))
    await form.getByRole('button', { name: 'Request Information' }).click()
    await expect(page.getByText('Failed to send inquiry. Please try again later.')).toBeVisible()
    await page.unroute('**/api/send-email')
    await page.route('**/api/send-email', (route) => route.abort('failed'))
    await form.getByRole('button', { name: 'Request Information' }).click()
    await expect(page.getByText('Something went wrong. Please try again.')).toBeVisible()
  })

  // A browser that prefers French is offered the French page in a notice at the foot of the screen, where the
  // toasts open too.
  test.describe('with a French browser', () => {
    test.use({ locale: 'fr-FR' })

    test('brochure: "Sending brochures..." → sent toast clear of the offer of the French page, download starts, dialog closes, mail with the link @phone', async ({
      page,
    }) => {
      const email = uniqueEmail('ui-brochure')
      await page.goto('/yachts/wama-42')
      await page.getByRole('button', { name: 'Get Brochure' }).click()
      const dialog = page.getByRole('dialog')
      await expect(dialog).toBeVisible()
      await dialog.getByLabel('First Name').fill('Hedy')
      await dialog.getByLabel('Last Name').fill('Lamarr')
      await dialog.getByLabel('Email').fill(email)
      await humanPause(page)
      // Hold the answer a moment so the "sending" state is observable.
      await page.route('**/api/send-brochure', async (route) => {
        await new Promise((r) => setTimeout(r, 800))
        await route.continue()
      })
      const download = page.waitForEvent('download', { timeout: 15_000 })
      await dialog.getByRole('button', { name: 'Send Brochure' }).click()
      await expect(page.getByText('Sending brochures...')).toBeVisible()
      await expect(dialog.getByLabel('Email')).toBeDisabled()
      const sent = page.getByText(`Brochures sent to ${email}! Your download will start shortly.`)
      await expect(sent).toBeVisible()
      expect((await download).suggestedFilename()).toMatch(/\.pdf$/)
      await expect(dialog).toBeHidden()
      // Checked once while the toast is up: once it leaves, nothing covers the offer any more.
      await expect(sent).toBeVisible()
      const offer = page.getByRole('region', { name: 'Langue' })
      expect(await apart(sent, offer)).toBe(true)
      expect(await reachable(offer.getByRole('link', { name: 'Lire en français' }))).toBe(true)
      await page.getByRole('button', { name: 'Get Brochure' }).click()
      await expect(page.getByRole('dialog').getByLabel('Email')).toHaveValue('')
      const confirmation = await smtp.waitFor((m) => m.envelopeTo.includes(email))
      expect(confirmation.text).toMatch(/brochure/i)
    })
  })

  test('brochure: failure and exception toasts', async ({ page }) => {
    await page.goto('/yachts/wama-26')
    await page.getByRole('button', { name: 'Get Brochure' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('First Name').fill('Hedy')
    await dialog.getByLabel('Last Name').fill('Lamarr')
    await dialog.getByLabel('Email').fill(uniqueEmail('ui-brochure-fail'))
    await page.route('**/api/send-brochure', (route) => route.fulfill({ status: 502, json: {} }))
    await dialog.getByRole('button', { name: 'Send Brochure' }).click()
    await expect(page.getByText('Failed to send brochures. Please try again later.')).toBeVisible()
    await expect(dialog).toBeVisible()
    await page.unroute('**/api/send-brochure')
    await page.route('**/api/send-brochure', (route) => route.abort('failed'))
    await dialog.getByRole('button', { name: 'Send Brochure' }).click()
    await expect(page.getByText('Something went wrong. Please try again.')).toBeVisible()
  })
})

test.describe('footer newsletter', () => {
  test('Join asks the visitor to confirm from their inbox', async ({ page }) => {
    await page.goto('/about')
    const footer = page.locator('footer')
    await footer.getByLabel('Email address').fill(uniqueEmail('ui-news'))
    await humanPause(page)
    await footer.getByRole('button', { name: 'Join' }).click()
    await expect(footer.getByText('Thank you! To confirm, open the link we are sending to your inbox.')).toBeVisible()
  })
})

test.describe('configurator quote', () => {
  // Under reduced motion the configurator keeps its drawn preview: no software-rendered 3D scene here.
  test('sent from the dialog: toast, the build in the mail to sales, the page and campaign kept @phone', async ({
    page,
  }) => {
    const email = uniqueEmail('ui-quote')
    await page.goto('/yachts/wama-26/configure?utm_source=e2e&utm_campaign=quote')
    await page.getByRole('radio', { name: 'Champagne Gold', exact: true }).check()
    await page.getByRole('button', { name: 'Request', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Request a Quote' })
    await dialog.getByRole('button', { name: 'Send Inquiry' }).click()
    await expect(dialog.getByText('Please enter your name.')).toBeVisible()
    await expect(dialog.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true')

    await dialog.getByLabel('Name').fill('Katherine Johnson')
    await dialog.getByLabel('Email').fill(email)
    await dialog.getByLabel('Country').fill('France')
    await dialog.getByRole('checkbox', { name: /I consent to WAMA/ }).check()
    await humanPause(page)
    await dialog.getByRole('button', { name: 'Send Inquiry' }).click()
    await expect(page.getByText('Inquiry Sent!')).toBeVisible()
    // The build is kept on the server: the visitor is told the code it is kept under.
    const kept = page.getByText(/^Your build is kept under the code W26-\S+, at today’s prices/)
    await expect(kept).toBeVisible()
    const told = (await kept.textContent())?.match(/W26-[0-9A-Z-]+/)?.[0]
    await expect(dialog).toBeHidden()

    const mail = await smtp.waitFor((m) => m.replyTo === email)
    expect(mail.text).toContain('Champagne Gold')
    expect(mail.text).toContain('Country: France')
    expect(mail.text).toContain('utm_source=e2e, utm_campaign=quote')
    const lead = await waitForLead(page.request, spec.token, email, () => true)
    expect(lead.kind).toBe('configuration')
    expect(lead.page_url).toContain('/yachts/wama-26/configure')
    expect(lead.reference).toBe(told)
  })
})
