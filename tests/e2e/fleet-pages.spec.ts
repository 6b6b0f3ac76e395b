import type { APIRequestContext, Page } from '@playwright/test'

import { messagesFor } from '../../lib/i18n/messages'

import { BASE } from './env'
import { saveSettings } from './helpers/brand'
import type { Yacht as ApiYacht, CmsDocument } from '@/lib/cms/types'
import { expect, test } from './helpers/shared-page'

/** The fleet (/collection, /yachts) and the yacht pages, on the seeded data. */

const api = async <T>(request: APIRequestContext, path: string): Promise<T> => {
  const res = await request.get(`${BASE}/api/cms${path}`)
  expect(res.ok(), path).toBeTruthy()
  return (await res.json()) as T
}

const euros = (price: number | null) => (price ? `€${price.toLocaleString('en-US')}` : 'N/A')

test.describe('fleet pages', () => {
  for (const path of ['/collection', '/yachts']) {
    test(`${path} lists every model with image, tagline, specs, price, link and consultation @phone`, async ({
      page,
      request,
    }) => {
      const yachts = await api<ApiYacht[]>(request, '/yachts/')
      expect(yachts.length).toBeGreaterThanOrEqual(2)
      const res = await page.goto(path)
      expect(res?.status()).toBe(200)
      const entries = page.getByTestId('fleet-entry')
      await expect(entries).toHaveCount(yachts.length)
      for (const [i, yacht] of yachts.entries()) {
        const entry = entries.nth(i)
        await expect(entry.getByRole('heading', { level: 2 })).toHaveText(yacht.name)
        await expect(entry.getByText(yacht.tagline, { exact: true })).toBeVisible()
        await expect(entry.getByTestId('fleet-price')).toHaveText(euros(yacht.price))
        await expect(entry.getByText('Length', { exact: true })).toBeVisible()
        await expect(entry.getByText('Max Speed', { exact: true })).toBeVisible()
        await expect(entry.getByRole('link', { name: `Discover the ${yacht.name}` })).toHaveAttribute(
          'href',
          `/yachts/${yacht.slug}`,
        )
        await expect(entry.getByRole('button', { name: 'Book Consultation' })).toBeVisible()
        const img = entry.locator('img').first()
        await expect(img).toHaveAttribute('alt', /.+/)
        await expect(img).toHaveAttribute('sizes', /.+/)
      }
      await expect(page.getByTestId('fleet-price').first()).toHaveText('€125,000')
      await expect(page.getByTestId('fleet-price').nth(1)).toHaveText('€950,000')

      await entries.first().getByRole('button', { name: 'Book Consultation' }).click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toBeHidden()
    })
  }
})

const CANONICAL: Record<string, string> = {
  'wama-26': '/yachts/wama-26',
  'wama-42': '/yachts/wama-42',
  'wama-42-xl': '/yachts/wama-42',
}
const NAME: Record<string, string> = { 'wama-26': 'WAMA 26', 'wama-42': 'WAMA 42', 'wama-42-xl': 'WAMA 42' }

test.describe('yacht pages', () => {
  for (const slug of Object.keys(CANONICAL)) {
    test(`/yachts/${slug}: 200, hero with priority image, canonical ${CANONICAL[slug]}, sections in order @phone`, async ({
      page,
    }) => {
      const res = await page.goto(`/yachts/${slug}`)
      expect(res?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(NAME[slug] ?? '')
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
      expect(new URL(canonical ?? '', BASE).pathname).toBe(CANONICAL[slug])

      // The hero image is the page's LCP: eager, high priority.
      const hero = page.locator('section[aria-labelledby="yacht-title"] img').first()
      await expect(hero).toHaveAttribute('fetchpriority', 'high')
      await expect(hero).toHaveAttribute('sizes', '100vw')
      await expect(hero).not.toHaveAttribute('loading', 'lazy')
      expect(await page.locator('head link[rel="preload"][as="image"]').count()).toBeGreaterThan(0)
      await expect(page.getByRole('button', { name: 'Book Consultation' }).first()).toBeVisible()

      const order = await page.evaluate(() =>
        [
          'overview',
          'customization',
          'exterior',
          'interior',
          'gallery',
          'specifications',
          'request-information',
          'deck-plans',
        ].map((id) => document.getElementById(id)?.getBoundingClientRect().top ?? Number.NaN),
      )
      expect(order.every((top) => Number.isFinite(top))).toBe(true)
      expect([...order].sort((a, b) => a - b)).toEqual(order)
      // The varieties section is switched off in the seeded settings.
      await expect(page.locator('#varieties')).toHaveCount(0)
      // No hero video in the seeded data, so none is rendered.
      await expect(page.getByTestId('hero-video')).toHaveCount(0)
    })
  }

  test('overview shows length, construction, max speed and the starting price @phone', async ({ page, request }) => {
    const yacht = await api<ApiYacht & { specs: { length: string; max_speed: string }; construction: string }>(
      request,
      '/yachts/wama-26/',
    )
    await page.goto('/yachts/wama-26')
    const overview = page.getByTestId('yacht-overview')
    for (const [label, value] of [
      ['Length', yacht.specs.length],
      ['Construction', yacht.construction],
      ['Max Speed', yacht.specs.max_speed],
      ['Starting at', '€125,000'],
    ] as const) {
      const term = overview.locator('dt', { hasText: label })
      await expect(term).toBeVisible()
      await expect(term.locator('xpath=following-sibling::dd[1]')).toHaveText(value)
    }
    // The configurator's own figure, and what it leaves for the configurator to price.
    await expect(
      overview.locator('dt', { hasText: 'Starting at' }).locator('xpath=following-sibling::dd[2]'),
    ).toHaveText('Before VAT, without engine: the configurator prices each choice')
  })

  test('unknown yacht: HTTP 404, "Yacht not found" and "Return to Collection"', async ({ page }) => {
    const res = await page.goto('/yachts/not-a-yacht')
    expect(res?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Yacht not found' })).toBeVisible()
    const back = page.getByRole('link', { name: 'Return to Collection' })
    await expect(back).toHaveAttribute('href', '/collection')
    await back.click()
    await expect(page).toHaveURL(/\/collection$/)
    await expect(page.getByTestId('fleet-entry').first()).toBeVisible()
  })

  test('"Configure My WAMA": the configurator for the WAMA 26, the "Coming Very Soon!" dialog for the WAMA 42', async ({
    page,
    request,
  }) => {
    const settings = await api<{ configurator_enabled: boolean }>(request, '/settings/current/')
    await page.goto('/yachts/wama-26')
    if (settings.configurator_enabled) {
      await expect(page.getByRole('link', { name: 'Configure My WAMA' })).toHaveAttribute(
        'href',
        '/yachts/wama-26/configure',
      )
    }
    await page.goto('/yachts/wama-42')
    await page.getByRole('button', { name: 'Configure My WAMA' }).click()
    const dialog = page.getByRole('dialog', { name: 'Coming Very Soon!' })
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })

  test('side tab: "Request Quote" leads to the page’s own inquiry form, or to the site an editor sets in a new tab; "Get Brochure" opens the brochure dialog @phone', async ({
    page,
    request,
  }) => {
    await page.goto('/yachts/wama-42-xl')
    const tab = page.getByRole('navigation', { name: 'Yacht enquiries' })
    const quote = tab.getByRole('link', { name: /Request Quote/ })
    await expect(quote).toHaveAttribute('href', '#request-information')
    await expect(quote).not.toHaveAttribute('target')
    await quote.click()
    await expect(page.getByRole('heading', { name: /Request Information/ })).toBeInViewport()
    await tab.getByRole('button', { name: 'Get Brochure' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()

    const site = 'https://sales.example.test/wama'
    const onYachtPage = async () => (await request.get(`${BASE}/yachts/wama-42-xl`)).text()
    try {
      await saveSettings(request, { inquiry_url: site }, () => true)
      await expect.poll(async () => (await onYachtPage()).includes(site), { timeout: 15_000 }).toBe(true)
      await page.reload()
      await expect(quote).toHaveAttribute('href', site)
      await expect(quote).toHaveAttribute('target', '_blank')
      await expect(quote).toHaveAttribute('rel', /noopener/)
      await expect(quote).toHaveAccessibleName('Request Quote (opens in a new tab)')
    } finally {
      await saveSettings(request, { inquiry_url: '' }, () => true)
      await expect.poll(async () => (await onYachtPage()).includes(site), { timeout: 15_000 }).toBe(false)
    }
  })

  test('from a tablet to a small desktop the side tab hides no words, every action reads on one line, and no document row runs its columns together, in both languages', async ({
    browser,
  }) => {
    // A page of its own: the shared page keeps its viewport for the tests after this one. Reduced motion:
    // text waiting to be revealed stands a little aside until then.
    const page = await browser.newPage({ baseURL: BASE, reducedMotion: 'reduce' })
    for (const width of [768, 1024, 1180]) {
      await page.setViewportSize({ width, height: 900 })
      for (const [locale, path] of [
        ['en', '/yachts/wama-26'],
        ['fr', '/fr/yachts/wama-42-xl'],
      ] as const) {
        await page.goto(path)
        await page.evaluate(() => document.fonts.ready)
        const tab = page.getByRole('navigation', { name: messagesFor(locale).YachtIslands.sideTab.label })
        const tabLeft = (await tab.boundingBox())?.x ?? 0
        expect(tabLeft).toBeGreaterThan(width / 2)
        // The tab is fixed, so every line of the page passes behind it on the way down: none may reach it.
        const covered = await page.locator('main').evaluate((main, left) => {
          const reached: string[] = []
          const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT)
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const words = node.textContent?.trim()
            if (!words || node.parentElement?.closest('[aria-hidden="true"], .sr-only')) continue
            const range = document.createRange()
            range.selectNodeContents(node)
            if ([...range.getClientRects()].some((line) => line.width > 1 && line.right > left)) reached.push(words)
          }
          return reached
        }, tabLeft)
        expect(covered, `${path} at ${width} px`).toEqual([])
        const wrapped = await page.locator('main').evaluate((main) =>
          [...main.querySelectorAll('a, button')]
            .filter((action) => action.checkVisibility() && getComputedStyle(action).textTransform === 'uppercase')
            .flatMap((action) => [...action.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE))
            .filter((words) => {
              const range = document.createRange()
              range.selectNodeContents(words)
              const lines = [...range.getClientRects()].filter((line) => line.width > 1)
              return new Set(lines.map((line) => Math.round(line.top))).size > 1
            })
            .map((words) => words.textContent?.trim() ?? ''),
        )
        expect(wrapped, `${path} at ${width} px`).toEqual([])
        const runTogether = await page.locator('#documents li').evaluateAll((rows) =>
          rows.flatMap((row) => {
            const spans = [...row.children].map((cell) => {
              const range = document.createRange()
              range.selectNodeContents(cell)
              return { text: cell.textContent?.trim() ?? '', box: range.getBoundingClientRect() }
            })
            return spans.flatMap((a, i) =>
              spans
                .slice(i + 1)
                .filter(
                  (b) =>
                    a.box.left < b.box.right - 1 &&
                    b.box.left < a.box.right - 1 &&
                    a.box.top < b.box.bottom - 1 &&
                    b.box.top < a.box.bottom - 1,
                )
                .map((b) => `${a.text.slice(0, 30)} / ${b.text.slice(0, 30)}`),
            )
          }),
        )
        expect(runTogether, `${path} at ${width} px`).toEqual([])
      }
    }
    await page.close()
  })

  test('a first visit draws the tagline and the quote in the brand’s italic, not a fallback, in both languages', async ({
    browser,
    request,
  }) => {
    for (const [locale, path] of [
      ['en', '/yachts/wama-26'],
      ['fr', '/fr/yachts/wama-42'],
    ] as const) {
      const slug = path.split('/').pop() ?? ''
      const yacht = await api<ApiYacht & { quote: string }>(request, `/yachts/${slug}/?locale=${locale}`)
      // A browser of its own, with nothing cached: a visitor arriving from a search engine.
      const context = await browser.newContext({ baseURL: BASE })
      const page = await context.newPage()
      await page.goto(path)
      const cdp = await context.newCDPSession(page)
      await cdp.send('DOM.enable')
      await cdp.send('CSS.enable')
      for (const words of [yacht.tagline, yacht.quote]) {
        const shown = page.locator('main p, main blockquote').filter({ hasText: words }).first()
        await shown.scrollIntoViewIfNeeded()
        await shown.evaluate((element) => element.setAttribute('data-font-probe', ''))
        // Chromium's own record of the faces it drew these words with.
        const drawnWith = async () => {
          const { root } = await cdp.send('DOM.getDocument', { depth: 0 })
          const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '[data-font-probe]' })
          const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
          return fonts.map((font) => font.postScriptName)
        }
        await expect
          .poll(drawnWith, { message: `${path}: ${words}` })
          .toEqual([expect.stringMatching(/^CormorantGaramond.*Italic$/)])
        await shown.evaluate((element) => element.removeAttribute('data-font-probe'))
      }
      await context.close()
    }
  })

  test('on a phone each side-tab label sits centred in its half of the bar, in both languages @phone-only', async ({
    page,
  }) => {
    // The page is shared with the tests after this one: it gets its own size back at the end.
    const size = page.viewportSize()
    try {
      for (const width of [360, 390]) {
        await page.setViewportSize({ width, height: 800 })
        for (const [locale, path] of [
          ['en', '/yachts/wama-26'],
          ['fr', '/fr/yachts/wama-26'],
        ] as const) {
          await page.goto(path)
          const { sideTab } = messagesFor(locale).YachtIslands
          const items = page.getByRole('navigation', { name: sideTab.label }).locator('a, button')
          await expect(items).toHaveCount(2)
          const offCentre = await items.evaluateAll((elements) =>
            elements.flatMap((item) => {
              const box = item.getBoundingClientRect()
              const words = item.firstChild
              if (!words) return ['empty']
              const range = document.createRange()
              range.selectNodeContents(words)
              return [...range.getClientRects()]
                .filter((line) => Math.abs(line.left + line.width / 2 - (box.left + box.width / 2)) > 2)
                .map(() => item.textContent?.trim() ?? '')
            }),
          )
          expect(offCentre, `${path} at ${width} px`).toEqual([])
        }
      }
    } finally {
      if (size) await page.setViewportSize(size)
    }
  })

  test('exterior features are the list items of the exterior description; customization and surf edition show', async ({
    page,
    request,
  }) => {
    const yacht = await api<ApiYacht>(request, '/yachts/wama-26/')
    const expected = [...yacht.exterior_description.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((m) =>
      (m[1] ?? '')
        .replace(/<[^>]+>/g, '')
        .replace(/&amp;/g, '&')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    expect(expected.length).toBeGreaterThan(0)
    await page.goto('/yachts/wama-26')
    await expect(page.getByTestId('exterior-features').locator('li')).toHaveText(expected)
    await expect(page.locator('#customization h2')).toBeVisible()
    await expect(page.getByTestId('surf-edition')).toBeVisible()
    // The WAMA 42 has no surf edition.
    await page.goto('/yachts/wama-42')
    await expect(page.getByTestId('surf-edition')).toHaveCount(0)
  })

  test('gallery: tabs, 4-column thumbnails, full-screen viewer with Escape, wrapping arrows, scroll lock and focus return @phone', async ({
    page,
  }) => {
    await page.goto('/yachts/wama-42')
    const gallery = page.locator('#gallery')
    await gallery.scrollIntoViewIfNeeded()
    await expect(gallery.getByRole('tab', { name: 'Exterior' })).toHaveAttribute('aria-selected', 'true')

    const thumbs = gallery.getByRole('list', { name: 'Thumbnails' })
    const columns = await thumbs.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length)
    expect(columns).toBe(4)

    const buttons = thumbs.getByRole('button')
    const count = await buttons.count()
    expect(count).toBeGreaterThanOrEqual(2)

    await buttons.nth(0).click()
    const viewer = page.getByRole('dialog')
    await expect(viewer).toBeVisible()
    await expect(viewer).toHaveAttribute('aria-modal', 'true')
    await expect(viewer.getByRole('heading')).toContainText(`1 / ${count}`)
    expect(await bodyOverflow(page)).toBe('hidden')

    for (let i = 2; i <= count; i++) {
      await page.keyboard.press('ArrowRight')
      await expect(viewer.getByRole('heading')).toContainText(`${i} / ${count}`)
    }
    await page.keyboard.press('ArrowRight')
    await expect(viewer.getByRole('heading')).toContainText(`1 / ${count}`)
    await page.keyboard.press('ArrowLeft')
    await expect(viewer.getByRole('heading')).toContainText(`${count} / ${count}`)

    // Focus stays inside the viewer (focus trap).
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab')
      expect(await viewer.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    }

    await page.keyboard.press('Escape')
    await expect(viewer).toBeHidden()
    expect(await bodyOverflow(page)).not.toBe('hidden')
    await expect(buttons.nth(0)).toBeFocused()

    // The second thumbnail opens at image 2, and focus returns to it.
    await buttons.nth(1).click()
    await expect(viewer.getByRole('heading')).toContainText(`2 / ${count}`)
    await viewer.getByRole('button', { name: 'Close full-screen gallery' }).click()
    await expect(buttons.nth(1)).toBeFocused()

    await gallery.getByRole('tab', { name: 'Interior' }).click()
    await expect(gallery.getByRole('tab', { name: 'Interior' })).toHaveAttribute('aria-selected', 'true')
    await expect(thumbs.getByRole('button').first()).toHaveAttribute(
      'aria-label',
      /interior|saloon|cabin|suite|leather|seating/i,
    )
  })

  test('specifications grouped, complete sheet link, Request Information form, deck plans with downloads @phone', async ({
    page,
    request,
  }) => {
    const yacht = await api<ApiYacht>(request, '/yachts/wama-42/')
    await page.goto('/yachts/wama-42')
    const specs = page.locator('#specifications')
    await expect(specs.locator('caption')).toHaveText(['Dimensions', 'Capacity', 'Performance', 'Accommodation'])
    const sheet = specs.getByRole('link', { name: 'Download Complete Specifications' })
    await expect(sheet).toHaveAttribute('href', /.+/)
    // The file's size beside it, as in the download lists.
    await expect(sheet).toContainText(/PDF · \d+\sKB/)
    const beam = specs.getByRole('row', { name: /Beam/ })
    await expect(beam).toContainText('21.5 ft')

    const info = page.locator('#request-information')
    await expect(info.getByRole('heading', { name: 'Request Information' })).toBeVisible()
    await expect(info.locator('form')).toHaveCount(1)

    const plans = page.locator('#deck-plans')
    await expect(plans.getByRole('heading', { name: 'Deck Plans' })).toBeVisible()
    for (const plan of yacht.deck_plans) {
      await expect(plans.getByRole('heading', { name: plan.title })).toBeVisible()
      if (plan.download_url) {
        const download = plans.getByRole('link', { name: `Download ${plan.title}` })
        await expect(download).toHaveAttribute('href', plan.download_url)
        await expect(download).toContainText(/PDF · \d+\sKB/)
      }
    }
  })

  test("the yacht's documents: the brochure asks for the visitor's details, the others download with their size @phone", async ({
    page,
    request,
  }) => {
    const docs = (await api<CmsDocument[]>(request, '/documents/')).filter((d) => d.yacht === 'wama-26')
    expect(docs.map((d) => d.kind)).toContain('brochure')
    await page.goto('/yachts/wama-26')
    const section = page.getByRole('region', { name: 'WAMA 26 Documents' })
    for (const doc of docs) {
      const row = section.getByRole('listitem').filter({ has: page.getByRole('heading', { name: doc.title }) })
      if (doc.kind === 'brochure') {
        await row.getByRole('button', { name: 'Request brochure' }).click()
        await expect(page.getByRole('dialog', { name: /brochure/i })).toBeVisible()
        await page.keyboard.press('Escape')
        continue
      }
      const link = row.getByRole('link', { name: `Download ${doc.title}` })
      await expect(link).toHaveAttribute('href', doc.url)
      await expect(link).toHaveAttribute('download', doc.filename)
      await expect(link).toContainText(/PDF · \d+\sKB/)
    }
  })
})

test.describe('the varieties section, once an editor switches it on @cms', () => {
  const served = async (request: APIRequestContext) =>
    (await (await request.get(`${BASE}/yachts/wama-26`)).text()).includes('id="varieties"')

  test.afterAll(async ({ playwright }) => {
    const request = await playwright.request.newContext()
    await saveSettings(request, { show_varieties: false }, () => true)
    await expect.poll(() => served(request), { timeout: 15_000 }).toBe(false)
    await request.dispose()
  })

  test('is in the page as served, and shows the variety the visitor picks or the one for their goal @phone', async ({
    page,
    request,
  }) => {
    await saveSettings(request, { show_varieties: true }, () => true)
    await expect.poll(() => served(request), { timeout: 15_000 }).toBe(true)
    // Served with the page, before any of its code runs: search engines and slow phones see it whole.
    const html = await (await request.get(`${BASE}/yachts/wama-26`)).text()
    expect(html).toMatch(/<h3[^>]*>WAMA 26 Sport<\/h3>/)

    await page.goto('/yachts/wama-26')
    const section = page.locator('#varieties')
    const variety = section.getByRole('heading', { level: 3 })
    await section.scrollIntoViewIfNeeded()
    await expect(variety).toHaveText('WAMA 26 Sport')
    // The section's code arrives after the page's own: a tap before then does nothing, and a visitor taps again.
    await expect(async () => {
      await section.getByRole('radio', { name: /^WAMA 26 Luxury/ }).click()
      await expect(variety).toHaveText('WAMA 26 Luxury', { timeout: 1_000 })
    }).toPass({ timeout: 20_000 })
    await section.getByRole('radio', { name: /^Entertainment/ }).check()
    await expect(variety).toHaveText('WAMA 26 Standard')
    await expect(section.getByRole('radio', { name: /^WAMA 26 Standard/ })).toHaveAttribute('aria-checked', 'true')
    // Each edition is a configurator build: the Standard one is the "Starting at" figure, the others their totals.
    await expect(section.getByText('From €125,000')).toBeVisible()
    await section.getByRole('radio', { name: /^WAMA 26 Sport/ }).click()
    await expect(section.getByText('From €220,697')).toBeVisible()
    await section.getByRole('link', { name: 'Open the WAMA 26 Sport in the configurator' }).click()
    await expect(page).toHaveURL(/\/yachts\/wama-26\/configure\?c=1\.black\.standard\.mercury-f350xxl\./)
    await expect(page.getByTestId('total-price')).toHaveText('€220,697')
    await expect(page.getByRole('radio', { name: 'Midnight Black', exact: true })).toBeChecked()
  })
})

async function bodyOverflow(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).overflow)
}
