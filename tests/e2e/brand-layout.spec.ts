import { expect, test, type Page } from '@playwright/test'

import { BASE, E2E } from './env'
import { adminToken, signInBrowser } from './helpers/admin'
import { SPEC_NAV as NAV } from '../fixtures/nav'
import {
  currentScrollY,
  focusInside,
  isPhone,
  reachable,
  scrollToY,
  settingsOf,
  telHref,
  waHref,
} from './helpers/brand'
import { tallControls } from './helpers/controls'
import type { Yacht as ApiYacht } from '@/lib/cms/types'

/** Navigation, footer, consultation dialog, 404 and the API test page. */

const menuToggle = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true })
const menu = (page: Page) => page.getByRole('dialog', { name: 'Menu' })

/** The visible list of nav links: the bar on desktop, the opened menu on the phone. */
async function navLinks(page: Page) {
  if (!isPhone(page)) return page.getByRole('navigation', { name: 'Main' })
  await menuToggle(page).click()
  await expect(menu(page)).toBeVisible()
  return menu(page)
}

const TRANSPARENT = /^(transparent|rgba\(\d+, \d+, \d+, 0\))$/
const headerBackground = (page: Page) =>
  page
    .locator('header')
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor)

test.describe('navigation bar', () => {
  test('six links in order with their targets; each one takes the visitor there @phone', async ({ page }) => {
    await page.goto('/')
    const nav = await navLinks(page)
    const labels = NAV.map(([label]) => label)
    for (const [label, href] of NAV)
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href)
    // In this order.
    const shown = await nav
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => (a.textContent ?? '').replace(/^\d+/, '').trim()))
    expect(shown.filter((t) => labels.includes(t as (typeof labels)[number]))).toEqual(labels)
    if (isPhone(page)) {
      await page.keyboard.press('Escape')
      await expect(menu(page)).toHaveCount(0)
    }

    const heading: Record<string, RegExp> = {
      '/yachts/wama-26': /^WAMA 26$/,
      '/yachts/wama-42-xl': /^WAMA 42$/,
      '/about': /Built by Hand/,
      '/blog': /.+/,
      '/contact': /Begin your journey with WAMA/,
    }
    for (const [label, href] of [...NAV.slice(1), NAV[0]]) {
      const links = await navLinks(page)
      await links.getByRole('link', { name: label, exact: true }).click()
      await expect(page).toHaveURL(`${BASE}${href}`)
      if (heading[href]) await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading[href])
      if (isPhone(page)) await expect(menu(page)).toHaveCount(0)
    }
  })

  test('transparent on / until scrolled more than 10 px, solid after; solid on every other page @phone', async ({
    page,
  }) => {
    await page.goto('/')
    const header = page.locator('header').first()
    await expect(header).toHaveAttribute('data-solid', 'false')
    await expect.poll(() => headerBackground(page)).toMatch(TRANSPARENT)

    await scrollToY(page, 5)
    // Let the scroll listener and React run before asserting that nothing changed.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
    await expect(header).toHaveAttribute('data-solid', 'false')
    await expect.poll(() => headerBackground(page)).toMatch(TRANSPARENT)

    await scrollToY(page, 10)
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
    await expect(header).toHaveAttribute('data-solid', 'false')

    await scrollToY(page, 20)
    await expect(header).toHaveAttribute('data-solid', 'true')
    await expect.poll(() => headerBackground(page)).not.toMatch(TRANSPARENT)

    await scrollToY(page, 0)
    await expect(header).toHaveAttribute('data-solid', 'false')
    await expect.poll(() => headerBackground(page)).toMatch(TRANSPARENT)

    for (const path of ['/about', '/contact', '/legal', '/blog', '/collection', '/yachts/wama-26']) {
      await page.goto(path)
      expect(await currentScrollY(page)).toBe(0)
      await expect(header).toHaveAttribute('data-solid', 'true')
      await expect.poll(() => headerBackground(page)).not.toMatch(TRANSPARENT)
    }
  })

  test('mobile menu: covers the screen, traps focus, Escape closes it and returns focus, a route change closes it @phone-only', async ({
    page,
  }) => {
    for (const path of ['/', '/contact']) {
      await page.goto(path)
      const toggle = menuToggle(page)
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      await toggle.click()
      const panel = menu(page)
      await expect(panel).toBeVisible()
      // Screen readers read the menu alone: the page under it, its toggle included, is hidden from them.
      await expect(toggle).toHaveCount(0)
      await expect(page.getByRole('button', { name: 'Menu', exact: true, includeHidden: true })).toHaveAttribute(
        'aria-expanded',
        'true',
      )
      // The page under it does not scroll while it is open.
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden')
      // The panel is the whole screen, whether the bar above it is transparent or solid.
      const box = await panel.boundingBox()
      const viewport = page.viewportSize()!
      expect(box?.height).toBeGreaterThanOrEqual(viewport.height - 1)
      expect(box?.width).toBeGreaterThanOrEqual(viewport.width - 1)
      await expect.poll(() => focusInside(panel)).toBe(true)

      const focusables = panel.locator('a[href], button:not([disabled])')
      const count = await focusables.count()
      expect(count).toBeGreaterThanOrEqual(NAV.length + 2)
      for (let i = 0; i < count + 2; i++) {
        await page.keyboard.press('Tab')
        expect(await focusInside(panel), `Tab ${i + 1} left the menu`).toBe(true)
      }
      await focusables.first().focus()
      await page.keyboard.press('Shift+Tab')
      await expect(focusables.last()).toBeFocused()
      await page.keyboard.press('Tab')
      await expect(focusables.first()).toBeFocused()

      await page.keyboard.press('Escape')
      await expect(panel).toHaveCount(0)
      await expect(toggle).toBeFocused()
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    }

    // Following a link closes it (and the page scrolls again).
    await menuToggle(page).click()
    await menu(page).getByRole('link', { name: 'About', exact: true }).click()
    await expect(page).toHaveURL(`${BASE}/about`)
    await expect(menu(page)).toHaveCount(0)
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden')

    // So does any other route change, e.g. the browser's back button.
    await menuToggle(page).click()
    await expect(menu(page)).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(`${BASE}/contact`)
    await expect(menu(page)).toHaveCount(0)
  })
})

test.describe('footer', () => {
  test('products, company, newsletter, social links, copyright year and Legal @phone', async ({ page, request }) => {
    const settings = await settingsOf(request)
    await page.goto('/contact')
    const footer = page.getByRole('contentinfo')

    const products = footer.getByRole('navigation', { name: 'Products' })
    await expect(products.getByRole('link')).toHaveText(['Monohulls', 'Catamarans'])
    await expect(products.getByRole('link', { name: 'Monohulls' })).toHaveAttribute('href', '/yachts/wama-26')
    await expect(products.getByRole('link', { name: 'Catamarans' })).toHaveAttribute('href', '/yachts/wama-42')
    const company = footer.getByRole('navigation', { name: 'Company' })
    await expect(company.getByRole('link')).toHaveText(['Collection', 'Sea trials & shows', 'Contact'])
    await expect(company.getByRole('link', { name: 'Collection' })).toHaveAttribute('href', '/collection')
    await expect(company.getByRole('link', { name: 'Sea trials & shows' })).toHaveAttribute('href', '/events')
    await expect(company.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact')

    const social = footer.getByRole('list', { name: 'WAMA on social media' }).getByRole('link')
    await expect(social).toHaveCount(4)
    const expected = [
      ['Facebook', settings.facebook_url],
      ['Instagram', settings.instagram_url],
      ['LinkedIn', settings.linkedin_url],
      ['YouTube', settings.youtube_url],
    ] as const
    for (const [i, [name, href]] of expected.entries()) {
      const link = social.nth(i)
      expect(href).toMatch(new RegExp(name.toLowerCase()))
      await expect(link).toHaveAttribute('href', href)
      await expect(link).toHaveAccessibleName(new RegExp(name))
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', /(^|\s)noopener(\s|$)/)
    }

    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${settings.legal_publisher}`)

    // Newsletter: an email input and Join, which confirms.
    const email = footer.getByRole('textbox', { name: 'Email address' })
    await expect(email).toHaveAttribute('type', 'email')
    await email.fill('not-an-email')
    await footer.getByRole('button', { name: 'Join' }).click()
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(footer.getByText('Thank you!', { exact: false })).toHaveCount(0)
    await email.fill(`brand-${Date.now()}-${test.info().project.name}@example.com`)
    await page.waitForTimeout(2100) // the minimum fill time of the lead pipeline (a faster submission is treated as a bot)
    await footer.getByRole('button', { name: 'Join' }).click()
    await expect(footer.getByText('Thank you! To confirm, open the link we are sending to your inbox.')).toBeVisible()
    await expect(email).toHaveValue('')

    const legal = footer.getByRole('link', { name: 'Legal', exact: true })
    await expect(legal).toHaveAttribute('href', '/legal')
    await legal.click()
    await expect(page).toHaveURL(`${BASE}/legal`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Legal Notice')
  })

  test('the copyright year is the visitor’s current year, not the build’s', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2031-03-01T12:00:00'))
    await page.goto('/legal')
    await expect(page.getByRole('contentinfo')).toContainText('© 2031 ')
  })
})

test.describe('the foot of the screen', () => {
  // A browser that prefers French is offered the French page on English ones.
  test.use({ locale: 'fr-FR' })

  test('the offer of the page in French, the quote bar and the end of the page are all within reach on a yacht page and in the configurator @phone', async ({
    page,
  }) => {
    const pages = [
      { path: '/yachts/wama-26', quote: page.getByRole('navigation', { name: 'Yacht enquiries' }).getByRole('link') },
      { path: '/yachts/wama-26/configure', quote: page.getByRole('button', { name: 'Request', exact: true }) },
    ]
    for (const { path, quote } of pages) {
      await page.goto(path)
      await page.evaluate(() => localStorage.clear())
      await page.reload()
      const offer = page.getByRole('region', { name: 'Langue' })
      await expect(offer.getByRole('link', { name: 'Lire en français' })).toBeVisible()
      await expect.poll(() => reachable(offer.getByRole('link', { name: 'Lire en français' })), path).toBe(true)
      await expect.poll(() => reachable(quote), path).toBe(true)

      await offer.getByRole('button', { name: 'Fermer' }).click()
      // The footer's last line: Legal, Privacy and the other language, with the page scrolled to its end. The
      // end is found again on each try: the configurator's page still grows as its parts load, which on a busy
      // machine (its 3D view among them) has taken longer than the default wait.
      const toTheEnd = () =>
        page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
      for (const name of ['Legal', 'Privacy', 'Lire cette page en français']) {
        const link = page.getByRole('contentinfo').getByRole('link', { name, exact: true })
        await expect
          .poll(async () => (await toTheEnd(), reachable(link)), { message: `${path}: ${name}`, timeout: 25_000 })
          .toBe(true)
      }
    }
  })
})

test.describe('buttons on a narrow phone', () => {
  test('at 360 px every button label holds on one line, in English and French @phone-only', async ({ page }) => {
    test.slow()
    await page.setViewportSize({ width: 360, height: 780 })
    const paths = ['/', '/collection', '/yachts/wama-26', '/yachts/wama-42', '/about', '/contact']
    for (const path of [...paths, ...paths.map((p) => (p === '/' ? '/fr' : `/fr${p}`))]) {
      await page.goto(path)
      await page.evaluate(() => document.fonts.ready)
      // A button is what is drawn as one: a filled or outlined link or button with a tap target's height. The bar
      // fixed at the foot of the screen splits 360 px in two and balances a long label on two lines instead.
      const buttons = (await tallControls(page)).filter((c) => (c.filled || c.edged) && !c.fixed)
      expect(buttons.length, `${path}: buttons`).toBeGreaterThan(0)
      const wrapped = await page.locator(buttons.map((c) => c.selector).join(', ')).evaluateAll((controls) =>
        controls.flatMap((control) => {
          const words = document.createTreeWalker(control, NodeFilter.SHOW_TEXT)
          const broken: string[] = []
          for (let node = words.nextNode(); node; node = words.nextNode()) {
            const text = node.textContent?.trim()
            // Words for screen readers only sit in a 1 px box.
            if (!text || (node.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue
            const range = document.createRange()
            range.selectNodeContents(node)
            const lines = new Set([...range.getClientRects()].filter((r) => r.width > 1).map((r) => Math.round(r.top)))
            if (lines.size > 1) broken.push(`“${text}” on ${lines.size} lines`)
          }
          return broken
        }),
      )
      expect(wrapped, path).toEqual([])
    }
  })
})

test.describe('consultation dialog', () => {
  test('every trigger on the home page opens it @phone', async ({ page }) => {
    await page.goto('/')
    const triggers = page.locator('button[aria-haspopup="dialog"]:visible')
    const count = await triggers.count()
    expect(count).toBeGreaterThanOrEqual(isPhone(page) ? 2 : 3)
    const dialog = page.getByRole('dialog', { name: 'Schedule Your Private Consultation' })
    for (let i = 0; i < count; i++) {
      await triggers.nth(i).click()
      await expect(dialog).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
    }
  })

  test('fits a 320 px screen in both languages: every choice stays inside the dialog @phone-only', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    for (const [path, name] of [
      ['/contact', 'Schedule Your Private Consultation'],
      ['/fr/contact', 'Planifiez votre consultation privée'],
    ] as const) {
      await page.goto(path)
      await page.getByRole('main').locator('button[aria-haspopup="dialog"]').first().click()
      const dialog = page.getByRole('dialog', { name })
      await expect(dialog).toBeVisible()
      const outside = await dialog.evaluate((box) => {
        const edge = box.getBoundingClientRect().right
        return [...box.querySelectorAll('a, li, span')].flatMap((el) => {
          const r = el.getBoundingClientRect()
          return r.width > 1 && r.right > edge + 0.5
            ? [`“${el.textContent?.trim().slice(0, 30)}” ends at ${r.right}`]
            : []
        })
      })
      expect(outside, path).toEqual([])
    }
  })

  test('keyboard: opens from a trigger, keeps focus inside, Escape closes and focus returns; four choices from settings @phone', async ({
    page,
    request,
  }) => {
    const settings = await settingsOf(request)
    await page.goto('/contact')
    const trigger = page.getByRole('main').getByRole('button', { name: 'Book Consultation' })
    await trigger.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Schedule Your Private Consultation' })
    await expect(dialog).toBeVisible()
    await expect.poll(() => focusInside(dialog)).toBe(true)
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab')
      expect(await focusInside(dialog), `Tab ${i + 1} left the dialog`).toBe(true)
    }
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Shift+Tab')
      expect(await focusInside(dialog)).toBe(true)
    }

    await expect(dialog.getByRole('heading', { name: 'Schedule Your Private Consultation' })).toBeVisible()
    await expect(dialog).toContainText('Choose how you’d like to connect with our luxury yacht experts.')
    await expect(dialog).toContainText('Our concierge team is available 24/7 for all inquiries.')
    const choices = [
      // An editor's booking site, or the site's own events page.
      ['Open Calendar', settings.calendar_url || '/events', null],
      ['Call Directly', telHref(settings.phone), 'Speak with us instantly'],
      ['WhatsApp', waHref(settings.whatsapp || settings.phone), 'Chat now for support'],
      ['Email', `mailto:${settings.info_email}`, 'Send your request via email'],
    ] as const
    const links = dialog.getByRole('link')
    await expect(links).toHaveCount(4)
    for (const [i, [title, href, subtitle]] of choices.entries()) {
      const link = links.nth(i)
      await expect(link).toContainText(title)
      if (subtitle) await expect(link).toContainText(subtitle)
      await expect(link).toHaveAttribute('href', href)
      if (href.startsWith('/')) {
        await expect(link).not.toHaveAttribute('target', /./)
      } else {
        await expect(link).toHaveAttribute('target', '_blank')
        await expect(link).toHaveAttribute('rel', /noopener/)
      }
    }
    expect(waHref(settings.whatsapp)).toMatch(/^https:\/\/wa\.me\/\d+$/)
    expect(telHref(settings.phone)).toMatch(/^tel:\+?\d+$/)

    // It fits the screen.
    const box = await dialog.boundingBox()
    expect(box!.x).toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width)

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(trigger).toBeFocused()

    // The close button works too, and focus returns again.
    await trigger.click()
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await expect(trigger).toBeFocused()
  })
})

test.describe('404', () => {
  test('unknown routes: HTTP 404, "Oops! Page not found", a link home, one log report per visit with path and referrer @phone', async ({
    page,
    request,
  }) => {
    // What the page hands to the browser for the server's log (sendBeacon bodies are not visible to the network layer).
    await page.addInitScript(() => {
      const sent: Promise<string>[] = []
      ;(window as unknown as { __reports: Promise<string>[] }).__reports = sent
      const original = navigator.sendBeacon.bind(navigator)
      navigator.sendBeacon = (url, data) => {
        if (String(url).includes('/api/not-found-log'))
          sent.push(data instanceof Blob ? data.text() : Promise.resolve(String(data)))
        return original(url, data)
      }
    })
    const reportsOnPage = () =>
      page.evaluate(async () =>
        (await Promise.all((window as unknown as { __reports: Promise<string>[] }).__reports)).map(
          (t) => JSON.parse(t) as { path: string; referrer: string },
        ),
      )
    const posted: string[] = []
    const statuses: number[] = []
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/api/not-found-log' && req.method() === 'POST') posted.push(req.url())
    })
    page.on('response', (res) => {
      if (new URL(res.url()).pathname === '/api/not-found-log') statuses.push(res.status())
    })

    const res = await page.goto('/no-such-page?from=brand', { referer: `${BASE}/contact` })
    expect(res?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found')
    await expect.poll(reportsOnPage).toEqual([{ path: '/no-such-page?from=brand', referrer: `${BASE}/contact` }])
    await expect.poll(() => statuses).toEqual([204])
    await page.waitForLoadState('networkidle')
    expect(posted).toHaveLength(1)

    // The endpoint accepts exactly such a report, and refuses what is not one.
    expect((await request.post(`${BASE}/api/not-found-log`, { data: { path: '/x', referrer: '' } })).status()).toBe(204)
    expect((await request.post(`${BASE}/api/not-found-log`, { data: { path: 'no-slash' } })).status()).toBe(400)

    // Deeper unknown paths are 404s too.
    for (const path of ['/yachts/wama-26/unknown/deeper', '/a/b/c']) {
      expect((await request.get(`${BASE}${path}`)).status()).toBe(404)
    }

    const home = page.getByRole('main').getByRole('link', { name: 'Return Home' })
    await expect(home).toHaveAttribute('href', '/')
    await home.click()
    await expect(page).toHaveURL(`${BASE}/`)
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Oops! Page not found')
    expect(posted).toHaveLength(1)

    // A second visit is a second report.
    const again = await page.goto('/another-missing-page')
    expect(again?.status()).toBe(404)
    await expect.poll(reportsOnPage).toEqual([{ path: '/another-missing-page', referrer: '' }])
    await expect.poll(() => posted.length).toBe(2)
  })

  test('an address whose %-escapes cannot be read: the 404 page in its language, a JSON 400 outside the pages', async ({
    page,
    request,
  }) => {
    const english = await page.goto('/blog/%E0%A4%A')
    expect(english?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB')
    await expect(page.getByRole('main').getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/')

    const french = await page.goto('/fr/yachts/%ff')
    expect(french?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cette page a pris le large')
    await expect(page.getByRole('main').getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute(
      'href',
      '/fr',
    )

    for (const [path, error] of [
      ['/api/cms/yachts/%E0%A4%A/', 'The address is not valid: a % must be followed by the code of a character.'],
      ['/cms/api/posts/%C0', 'The address is not valid: a % must be followed by the code of a character.'],
      [
        '/api/cms/yachts/%ff/?locale=fr',
        'L’adresse n’est pas valide\u00a0: un % doit être suivi du code d’un caractère.',
      ],
    ] as const) {
      const res = await request.get(`${BASE}${path}`)
      expect(res.status(), path).toBe(400)
      expect(await res.json(), path).toEqual({ error })
    }
    // Escapes that can be read are left alone: a page with one is an ordinary 404, the contract's a 404 JSON.
    expect((await request.get(`${BASE}/yachts/%C3%A9t%C3%A9`)).status()).toBe(404)
    expect((await request.get(`${BASE}/api/cms/yachts/%C3%A9t%C3%A9/`)).status()).toBe(404)
  })
})

test('the API test page is for signed-in editors: a visitor is sent to the admin sign-in, and comes back to it after', async ({
  page,
}) => {
  await page.goto('/api-test')
  await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fapi-test$/)
  await page.getByLabel('Email').fill(E2E.adminEmail)
  await page.getByLabel('Password').fill(E2E.adminPassword)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(`${BASE}/api-test`)
  await expect(page.getByRole('heading', { name: 'Connected to Backend' })).toBeVisible()
})

test.describe('API test page', () => {
  test.beforeEach(async ({ page, request }) => {
    await signInBrowser(page.context(), await adminToken(request))
  })

  test('"checking", then "Connected to Backend" with every yacht; a broken image shows the placeholder', async ({
    page,
    request,
  }) => {
    const yachts = (await (await request.get(`${BASE}/api/cms/yachts/`)).json()) as ApiYacht[]
    expect(yachts.length).toBeGreaterThanOrEqual(2)
    let release: () => void = () => {}
    const gate = new Promise<void>((r) => (release = r))
    await page.route('**/api/cms/yachts/', async (route) => {
      await gate
      const res = await route.fetch()
      const body = (await res.json()) as Array<Record<string, unknown>>
      body[0] = { ...body[0], hero_image: '/no-such-image.webp', heroImage: '/no-such-image.webp' }
      await route.fulfill({ response: res, json: body })
    })
    await page.goto('/api-test')
    await expect(page.getByTestId('api-status')).toHaveText('checking')
    await expect(page.getByRole('status').filter({ hasText: 'Checking connection' })).toBeVisible()
    release()

    await expect(page.getByRole('heading', { name: 'Connected to Backend' })).toBeVisible()
    await expect(page.getByTestId('api-status')).toHaveText('connected')
    const cards = page.getByRole('main').getByRole('listitem')
    await expect(cards).toHaveCount(yachts.length)
    for (const [i, y] of yachts.entries()) {
      const card = cards.nth(i)
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(y.name)
      if (y.tagline) await expect(card).toContainText(y.tagline)
      await expect(card).toContainText(y.price === null ? 'N/A' : `€${y.price.toLocaleString('en-US')}`)
      await expect(card).toContainText(y.slug)
      await expect(card.getByText('Featured', { exact: true })).toHaveCount(y.featured_on_homepage ? 1 : 0)
    }
    await expect(cards.first().locator('img')).toHaveAttribute('data-placeholder', 'true')
    await expect(cards.nth(1).locator('img')).not.toHaveAttribute('data-placeholder', 'true')
    await expect
      .poll(() =>
        cards
          .nth(1)
          .locator('img')
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0)
  })

  test('"Connection Failed" with the error text and the hint to run the backend', async ({ page }) => {
    await page.route('**/api/cms/yachts/', (route) =>
      route.fulfill({ status: 503, body: 'down', headers: { 'content-type': 'text/plain' } }),
    )
    await page.goto('/api-test')
    const alert = page.getByRole('alert').filter({ hasText: 'Connection Failed' })
    await expect(alert).toBeVisible()
    await expect(alert).toContainText('API Error: Service Unavailable')
    await expect(alert).toContainText('Make sure the backend is running locally')
    await expect(page.getByTestId('api-status')).toHaveText('error')
  })
})

test.describe('brand fonts', () => {
  test('an English page downloads only the core cut of each face; a name like “Søren Ødegård” typed in a form brings the extended Latin cut, which the page then draws with @phone-only', async ({
    page,
  }) => {
    const fonts: string[] = []
    page.on('requestfinished', (r) => {
      if (r.resourceType() === 'font') fonts.push(new URL(r.url()).pathname.split('/').pop() as string)
    })
    await page.goto('/contact')
    await page.evaluate(() => document.fonts.ready)
    expect(fonts.some((f) => /^cormorant_300_core[.-]/.test(f))).toBe(true)
    expect(fonts.some((f) => /^inter_core[.-]/.test(f))).toBe(true)
    expect(fonts.filter((f) => /_ext[.-]/.test(f))).toEqual([])

    await page.getByLabel('Full Name').first().fill('Søren Ødegård')
    await expect.poll(() => fonts.filter((f) => /_ext[.-]/.test(f))).toEqual([expect.stringMatching(/^inter_ext[.-]/)])
    // A unicode-range face loads only when the page renders one of its characters with it.
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.fonts]
            .filter((f) => f.unicodeRange !== 'U+0-10FFFF' && f.status === 'loaded')
            .map((f) => f.weight),
        ),
      )
      .toEqual(['300 600'])
  })
})
