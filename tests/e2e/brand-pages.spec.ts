import type { Page } from '@playwright/test'

import { defaultHomeContent, defaultHomepageHero } from '../../content-defaults/home'
import { adminAuth, signInBrowser, tokenOf } from './helpers/admin'
import { paragraphs } from './helpers/rich-text'
import { atBothSizes } from './helpers/each-path'
import { cmsJson, settingsOf } from './helpers/brand'
import { startInstance, startProxy } from './helpers/instance'
import { BASE, E2E } from './env'
import type { AboutContent as About, CmsDocument as Doc, Testimonial } from '@/lib/cms/types'
import { expect, test } from './helpers/shared-page'

/** About, contact, legal, CMS pages, documents. */

const split = (v: string) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)

/** The lines of a heading, as the visitor reads them (a <br> is a line break). */
const lines = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) =>
    el.innerHTML
      .split(/<br\s*\/?>/)
      .map((part) => part.replace(/<[^>]+>/g, '').trim())
      .filter(Boolean),
  )

test.describe('about page', () => {
  test('every section with the CMS content; newlines in titles are line breaks @phone', async ({ page, request }) => {
    const about = await cmsJson<About>(request, '/about/current/')
    const testimonials = await cmsJson<Testimonial[]>(request, '/testimonials/')
    const res = await page.goto('/about')
    expect(res?.status()).toBe(200)

    // Split hero: two images, pretitle, title (with its line break), subtitle, scroll hint.
    const hero = page.getByRole('region', { name: about.hero_title!.replace(/\n/g, ' ') })
    expect(about.hero_title).toContain('\n')
    expect(await lines(page, '#about-title')).toEqual(about.hero_title!.split('\n'))
    await expect(hero.getByText(about.hero_pretitle!, { exact: true })).toBeVisible()
    await expect(hero.getByText(about.hero_subtitle!)).toBeVisible()
    await expect(hero.getByRole('button', { name: about.hero_scroll_text })).toBeVisible()
    const heroImages = hero.locator('img')
    await expect(heroImages).toHaveCount(2)
    for (const img of await heroImages.all())
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0)

    // Philosophy: title, three cards, quote.
    expect(await lines(page, '#philosophy-title')).toEqual(about.philosophy_statement_title!.split('\n'))
    const philosophy = page.locator('section[aria-labelledby="philosophy-title"]')
    await expect(philosophy.locator('ol > li h3')).toHaveText([
      about.philosophy_card_1_title!,
      about.philosophy_card_2_title!,
      about.philosophy_card_3_title!,
    ])
    await expect(philosophy.locator('blockquote')).toHaveText(`“${about.philosophy_statement_quote}”`)

    // Story: two paragraphs and an image.
    const story = page.locator('section[aria-labelledby="story-title"]')
    await expect(story.getByText(about.story_paragraph_1!)).toBeAttached()
    await expect(story.getByText(about.story_paragraph_2!)).toBeAttached()
    await expect(story.getByRole('img', { name: about.story_image_alt })).toBeAttached()

    // Difference: three numbered features with their comma-separated highlights, then the closing quote.
    const difference = page.locator('section[aria-labelledby="difference-title"]')
    await expect(difference.getByRole('heading', { level: 2 })).toHaveText(about.difference_subtitle!)
    const features = difference.locator('ol > li')
    await expect(features).toHaveCount(3)
    for (const n of [1, 2, 3] as const) {
      const feature = features.nth(n - 1)
      await expect(feature.getByText(`0${n}`, { exact: true })).toBeAttached()
      await expect(feature.getByRole('heading', { level: 3 })).toHaveText(
        about[`feature_${n}_title`].replace(/\n/g, ''),
      )
      await expect(feature.getByRole('listitem')).toHaveText(split(about[`feature_${n}_highlights`]))
      expect(split(about[`feature_${n}_highlights`]).length).toBeGreaterThan(1)
    }
    await expect(difference.locator('figure blockquote')).toHaveText(`“${about.difference_closing_quote}”`)

    // The static sections.
    await expect(page.getByRole('heading', { name: 'Two materials, mastered side by side' })).toBeAttached()
    await expect(page.getByRole('heading', { name: 'Chosen to last, finished to be touched' })).toBeAttached()
    await expect(
      page.getByText(
        'To prove, one hull at a time, that the finest yachts of the Mediterranean can come from its southern shore.',
      ),
    ).toBeAttached()

    // All testimonials (the home page has only the featured ones).
    const owners = page.getByRole('region', { name: 'What our owners say' })
    await expect(owners.locator('blockquote')).toHaveCount(testimonials.length)
    for (const t of testimonials) await expect(owners.getByText(`“${t.quote}”`)).toBeAttached()
  })

  test.describe('edited in the CMS @cms', () => {
    let before: About | null = null
    const restore = async (request: import('@playwright/test').APIRequestContext) => {
      if (!before) return
      const auth = await adminAuth(request)
      await request.post(`${BASE}/cms/api/globals/about`, {
        headers: auth,
        data: {
          hero_title: before.hero_title,
          hero_image_1: before.hero_image_1,
          feature_1_image: before.feature_1_image,
        },
      })
    }
    test.afterAll(async ({ playwright }) => {
      const request = await playwright.request.newContext()
      await restore(request)
      await request.dispose()
    })

    test('empty image fields fall back to images that load; a new line in the title becomes a line break @phone', async ({
      page,
      request,
    }) => {
      const auth = await adminAuth(request)
      before = (await (await request.get(`${BASE}/cms/api/globals/about?depth=0`, { headers: auth })).json()) as About
      const title = `First line ${test.info().project.name}\nSecond line`
      try {
        const saved = await request.post(`${BASE}/cms/api/globals/about`, {
          headers: auth,
          data: { hero_title: title, hero_image_1: null, feature_1_image: null },
        })
        expect(saved.status(), await saved.text()).toBe(200)
        await expect
          .poll(
            async () =>
              (await (await request.get(`${BASE}/about`)).text()).includes(`First line ${test.info().project.name}`),
            { timeout: 15_000 },
          )
          .toBe(true)

        await page.goto('/about')
        expect(await lines(page, '#about-title')).toEqual([`First line ${test.info().project.name}`, 'Second line'])
        const heroImage = page.locator('section[aria-labelledby="about-title"] img').first()
        await expect(heroImage).toHaveAttribute('src', /url=%2Fart%2F/)
        await expect.poll(() => heroImage.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0)
        const featureImage = page.locator('section[aria-labelledby="difference-title"] ol > li').first().locator('img')
        await featureImage.scrollIntoViewIfNeeded()
        await expect(featureImage).toHaveAttribute('src', /url=%2Fart%2F/)
        await expect.poll(() => featureImage.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0)
      } finally {
        await restore(request)
      }
    })
  })
})

test.describe('with the CMS unreachable @cms @external-cms', () => {
  test.describe.configure({ timeout: 240_000 })

  test('about shows "Failed to load about page" (logged), home shows its defaults (logged) at both sizes; a 404 visit logs one line with path and referrer', async ({
    browser,
    request,
  }) => {
    const proxy = await startProxy(E2E.port + 15, BASE)
    proxy.setMode('down')
    const cold = await startInstance('brand-cold', E2E.port + 16, {
      CMS_API_URL: `${proxy.url}/api/cms`,
      REVALIDATE_SECRET: 'brand-cold-secret',
    })
    try {
      const revalidated = await request.post(`${cold.url}/api/revalidate`, {
        headers: { 'x-revalidate-secret': 'brand-cold-secret' },
        data: { tags: ['about', 'settings', 'home-content', 'homepage-hero'] },
      })
      expect(revalidated.status()).toBe(200)

      await atBothSizes(browser, async (page) => {
        await page.goto(`${cold.url}/about`)
        const alert = page.getByRole('alert').filter({ hasText: 'Failed to load about page' })
        await expect(alert).toBeVisible()
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Failed to load about page')
        await expect(alert.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/about')
        // Still the site: navigation and footer are there.
        await expect(page.getByRole('contentinfo')).toBeVisible()
      })
      expect(cold.output()).toMatch(/\[about\] Failed to load about page: .+/)

      // The home page is never blank: the failure is logged and the built-in defaults are shown.
      await atBothSizes(browser, async (page, desktop) => {
        const home = await page.goto(`${cold.url}/`)
        expect(home?.status()).toBe(200)
        if (desktop) {
          await expect(page.getByText(defaultHomeContent.hero_pretitle, { exact: true })).toBeVisible()
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(defaultHomepageHero.hero_wama42_title)
        } else {
          await expect(
            page
              .getByRole('region', { name: 'WAMA yachts' })
              .getByRole('link', { name: new RegExp(defaultHomeContent.hero_mobile_monohull_cta) }),
          ).toBeVisible()
        }
        await expect(page.getByRole('region', { name: 'Specifications at a glance' })).toBeAttached()
        await expect(page.locator('section#contact')).toContainText(defaultHomeContent.contact_location)
      })
      expect(cold.output()).toMatch(/\[cms\] home content failed: .+/)
      expect(cold.output()).toMatch(/\[cms\] homepage failed: .+/)

      // The 404 log line: one per visit, with the path and the referrer.
      const context = await browser.newContext()
      const page = await context.newPage()
      const path = `/brand-missing-${Date.now()}`
      const res = await page.goto(`${cold.url}${path}?x=1`, { referer: `${cold.url}/contact` })
      expect(res?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found')
      const line = `[404] path=${path}?x=1 referrer=${cold.url}/contact`
      const logged = () =>
        cold
          .output()
          .split('\n')
          .filter((l) => l.includes(path))
      await expect.poll(logged, { timeout: 10_000 }).toEqual([line])
      await page.waitForLoadState('networkidle')
      expect(logged()).toEqual([line])
      await page.reload()
      await expect.poll(() => logged().length, { timeout: 10_000 }).toBe(2)
      await context.close()
    } finally {
      await cold.stop()
      await proxy.close()
    }
  })
})

test.describe('contact page', () => {
  test('form fields, Interest options with Monohulls first, Book Consultation, email and Megrine, Tunisia, documents @phone', async ({
    page,
    request,
  }) => {
    const settings = await settingsOf(request)
    const documents = await cmsJson<Doc[]>(request, '/documents/')
    const res = await page.goto('/contact')
    expect(res?.status()).toBe(200)
    const form = page.getByRole('region', { name: 'Send an inquiry' })
    await expect(form.getByLabel('Full Name', { exact: true })).toBeVisible()
    await expect(form.getByLabel('Email', { exact: true })).toHaveAttribute('type', 'email')
    await expect(form.getByLabel('Phone (optional)', { exact: true })).toHaveAttribute('type', 'tel')
    const interest = form.getByLabel('Interest', { exact: true })
    await expect(interest).toHaveValue('Monohulls')
    const options = await interest
      .locator('option')
      .evaluateAll((os) => os.map((o) => [(o as HTMLOptionElement).value, o.textContent]))
    expect(options).toEqual([
      ['Monohulls', 'Monohulls'],
      ['Catamarans', 'Catamarans'],
      ['Pontoons', 'Pontoons'],
      ['Configurator', 'Custom Build'],
    ])
    await expect(form.getByLabel('Message', { exact: true })).toBeVisible()
    await expect(form.getByRole('button', { name: 'Send Inquiry' })).toHaveAttribute('type', 'submit')

    const details = page.getByRole('region', { name: 'Private Consultation' })
    await expect(details.getByRole('link', { name: settings.info_email })).toHaveAttribute(
      'href',
      `mailto:${settings.info_email}`,
    )
    await expect(details).toContainText(settings.location)
    expect(settings.location).toMatch(/Megrine, Tunisia/)
    await details.getByRole('button', { name: 'Book Consultation' }).click()
    await expect(page.getByRole('dialog', { name: 'Schedule Your Private Consultation' })).toBeVisible()
    await page.keyboard.press('Escape')

    // Documents for download.
    expect(documents.length).toBeGreaterThan(0)
    const downloads = page.getByRole('region', { name: 'Brochures and specifications' }).getByRole('link')
    await expect(downloads).toHaveCount(documents.length)
    for (const doc of documents) {
      const link = downloads.filter({ hasText: doc.title })
      await expect(link).toHaveAttribute('href', doc.url)
      await expect(link).toHaveAttribute('download', doc.filename)
    }
    const file = await request.get(`${BASE}${documents[0]!.url}`)
    expect(file.status()).toBe(200)
    expect(file.headers()['content-type']).toContain('pdf')
  })
})

test.describe('legal notice and CMS pages', () => {
  test('/legal names publisher, 700,000 TND, head office, manager, hosting, 24 June 2021 and 35111', async ({
    page,
    request,
  }) => {
    const settings = await settingsOf(request)
    expect([settings.legal_share_capital, settings.legal_company_start, settings.legal_activity_code]).toEqual([
      '700,000 TND',
      '24 June 2021',
      '35111',
    ])
    const res = await page.goto('/legal')
    expect(res?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Legal Notice')
    const facts = page.getByRole('complementary').locator('dl')
    for (const [label, value] of [
      ['Publisher', settings.legal_publisher],
      ['Share capital', '700,000 TND'],
      ['Head office', settings.legal_head_office],
      ['Manager', settings.legal_manager],
      ['Hosting provider', settings.legal_hosting_provider],
      ['Company start', '24 June 2021'],
      ['Activity code', '35111'],
    ] as const) {
      await expect(facts.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]')).toHaveText(value)
    }
    // The CMS page text says the same.
    await expect(page.getByRole('main')).toContainText('with a share capital of 700,000 TND')
    await expect(page.getByRole('main')).toContainText('Start of activity: 24 June 2021')
    await expect(page.getByRole('main')).toContainText('Activity code: 35111')
  })

  test('CMS pages are served at /{slug}; unknown slugs stay the 404 @cms', async ({ page, request }) => {
    const privacy = await page.goto('/privacy')
    expect(privacy?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy')

    const auth = await adminAuth(request)
    const slug = `brand-page-${test.info().project.name}-${Date.now()}`
    const created = await request.post(`${BASE}/cms/api/pages`, {
      headers: auth,
      data: {
        title: 'Sea Trials Explained',
        slug,
        content: paragraphs('Every WAMA is tested at sea before delivery.'),
        _status: 'published',
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    const id = ((await created.json()) as { doc: { id: string | number } }).doc.id
    try {
      await expect.poll(async () => (await request.get(`${BASE}/${slug}`)).status(), { timeout: 15_000 }).toBe(200)
      await page.goto(`/${slug}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sea Trials Explained')
      await expect(page.getByText('Every WAMA is tested at sea before delivery.')).toBeVisible()
    } finally {
      await request.delete(`${BASE}/cms/api/pages/${id}`, { headers: auth })
    }
    await expect.poll(async () => (await request.get(`${BASE}/${slug}`)).status(), { timeout: 15_000 }).toBe(404)

    const missing = await page.goto('/no-such-cms-page')
    expect(missing?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found')
    // A route of its own is never shadowed by a CMS page, and a nested path is no CMS page.
    expect((await request.get(`${BASE}/privacy/extra`)).status()).toBe(404)
    // Such a page could never be shown: the CMS refuses it, and tells an editor why in the admin.
    const TAKEN = 'The site already uses'
    for (const taken of ['contact', 'fr', 'api']) {
      const refused = await request.post(`${BASE}/cms/api/pages`, {
        headers: auth,
        data: { title: 'Contact us', slug: taken, content: paragraphs('Write to us.'), _status: 'published' },
      })
      expect(refused.status(), taken).toBe(400)
      expect(await refused.json(), taken).toMatchObject({
        errors: [{ data: { errors: [{ path: 'slug', message: `${TAKEN} /${taken}` }] } }],
      })
    }
    await signInBrowser(page.context(), tokenOf(auth))
    await page.goto('/admin/collections/pages', { waitUntil: 'networkidle' })
    await page
      .getByRole('link', { name: /create new/i })
      .first()
      .click()
    await expect(page).toHaveURL(/\/admin\/collections\/pages\/\d+$/)
    await page.locator('#field-title').fill('Contact us')
    await page.locator('#field-slug').fill('contact')
    // A press while the draft is being autosaved does nothing: press until the admin answers.
    await expect(async () => {
      await page.getByRole('button', { name: 'Publish changes' }).click()
      await expect(page.getByText(`${TAKEN} /contact`)).toBeVisible({ timeout: 2_000 })
    }).toPass({ timeout: 15_000 })
    // "Create new" made a draft at once (drafts are saved as typed); it goes with the test.
    const draft = /\/pages\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]
    expect(draft).toBeTruthy()
    expect((await request.delete(`${BASE}/cms/api/pages/${draft}`, { headers: auth })).status()).toBe(200)
    await page.context().clearCookies()
    await page.goto('/contact')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Begin your journey with WAMA')
  })
})
