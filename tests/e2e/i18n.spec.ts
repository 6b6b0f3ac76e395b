import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { messagesFor } from '../../lib/i18n/messages'

import { BASE, E2E } from './env'
import { adminAuth, within } from './helpers/admin'
import { openMobileMenu } from './helpers/brand'
import { eachPath } from './helpers/each-path'
import { adminToken } from './helpers/admin'
import { fakeClient, humanMeta, TestSmtp, uniqueEmail, waitForLead } from './helpers/smtp'

/**
 * The site in English and French, as search engines and visitors meet it: every page of the sitemap in
 * both languages, their alternates, the switcher, and French pages free of English.
 */

interface SitemapEntry {
  url: string
  alternates: Record<string, string>
}

async function sitemap(request: APIRequestContext): Promise<SitemapEntry[]> {
  const xml = await (await request.get(`${BASE}/sitemap.xml`)).text()
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = '']) => ({
    url: /<loc>([^<]+)<\/loc>/.exec(body)?.[1] ?? '',
    alternates: Object.fromEntries(
      [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(
        ([, lang = '', href = '']) => [lang, href],
      ),
    ),
  }))
}

const pathOf = (url: string) => new URL(url).pathname
/** `https://site` and `https://site/` name the same home page. */
const same = (url: string) => url.replace(/\/$/, '')
const sameAll = (links: Record<string, string>) =>
  Object.fromEntries(Object.entries(links).map(([lang, href]) => [lang, same(href)]))

/** The attributes of each `<tag …>` in the document's head, as a crawler reads them from the HTML. */
function headTags(html: string, tag: 'link' | 'meta'): Array<Record<string, string>> {
  const head = html.slice(0, html.indexOf('</head>'))
  return [...head.matchAll(new RegExp(`<${tag}\\s([^>]*)>`, 'g'))].map(([, attributes = '']) =>
    Object.fromEntries(
      [...attributes.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, k = '', v = '']) => [k.toLowerCase(), v]),
    ),
  )
}

/** hreflang → href of a page's `<link rel="alternate">`, its canonical and its Open Graph locale, from its HTML. */
async function headLinks(request: APIRequestContext, url: string) {
  const res = await request.get(url)
  expect(res.status(), url).toBe(200)
  const html = (await res.text()).replaceAll('&amp;', '&')
  const links = headTags(html, 'link')
  const alternates = links.filter((l) => l.rel === 'alternate' && l.hreflang).map((l) => [l.hreflang, l.href])
  return {
    alternates: Object.fromEntries(alternates),
    canonical: links.find((l) => l.rel === 'canonical')?.href ?? null,
    ogLocale: headTags(html, 'meta').find((m) => m.property === 'og:locale')?.content,
  }
}

/** Renders everything a visitor would see by scrolling: sections below the fold render when near. */
async function readWholePage(page: Page): Promise<string> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y)
      await new Promise((r) => setTimeout(r, 50))
    }
  })
  await page.waitForTimeout(300)
  // Words marked as another language (the offer to read the page in English) are that language's.
  return page.evaluate(() => {
    const body = document.body.cloneNode(true)
    if (!(body instanceof HTMLElement)) return ''
    for (const other of body.querySelectorAll('[lang]'))
      if (other.getAttribute('lang') !== document.documentElement.lang) other.remove()
    document.documentElement.append(body)
    const text = body.innerText
    body.remove()
    return text
  })
}

/**
 * English sentences that French replaces: each English string (interface wording, content) that differs
 * from its French counterpart, cut at ICU arguments and HTML tags, kept when three words or more.
 */
function englishOnly(en: unknown, fr: unknown, out: string[] = []): string[] {
  if (typeof en === 'string') {
    if (typeof fr === 'string' && fr !== en) {
      for (const part of en.split(/\{[^}]*\}|<[^>]+>|&[a-z#0-9]+;/)) {
        // A name kept whole in the French ('Mercury F350 XXL V10 Verado') is not English left behind.
        if (part.trim().split(/\s+/).length >= 3 && !fr.includes(part.trim())) out.push(part.trim())
      }
    }
  } else if (en && typeof en === 'object' && fr && typeof fr === 'object') {
    for (const [key, value] of Object.entries(en))
      englishOnly(value, Object.getOwnPropertyDescriptor(fr, key)?.value, out)
  }
  return out
}

/** Everything the CMS contract serves, in one language: the content the pages show. */
async function contentIn(request: APIRequestContext, locale: string): Promise<unknown[]> {
  const resources = [
    'settings/current',
    'homepage/current',
    'home-content/current',
    'about/current',
    'configurator/current',
  ]
  const lists = ['yachts', 'blog', 'testimonials', 'documents', 'pages']
  return Promise.all(
    [...resources, ...lists].map(async (name) =>
      (await request.get(`${BASE}/api/cms/${name}/?locale=${locale}`)).json(),
    ),
  )
}

test.describe('English and French @i18n', () => {
  test('the sitemap lists every page in both languages, each answering 200 with alternates that point back', async ({
    request,
  }) => {
    const entries = await sitemap(request)
    const french = entries.filter((e) => pathOf(e.url).startsWith('/fr'))
    const english = entries.filter((e) => !pathOf(e.url).startsWith('/fr'))
    expect(french.length).toBeGreaterThanOrEqual(10)
    expect(french.length).toBe(english.length)
    const listed = new Set(entries.map((e) => e.url))
    for (const entry of entries) {
      expect(Object.keys(entry.alternates).sort(), entry.url).toEqual(['en-GB', 'fr-FR', 'x-default'])
      expect(entry.alternates['x-default']).toBe(entry.alternates['en-GB'])
      for (const href of Object.values(entry.alternates)) expect(listed.has(href), `${entry.url} → ${href}`).toBe(true)
      expect(Object.values(entry.alternates)).toContain(entry.url)
    }
    for (const entry of entries) {
      const res = await request.get(entry.url, { maxRedirects: 0 })
      expect(res.status(), entry.url).toBe(200)
      const html = await res.text()
      const lang = /<html[^>]* lang="([^"]+)"/.exec(html)?.[1]
      expect(lang, entry.url).toBe(pathOf(entry.url).startsWith('/fr') ? 'fr-FR' : 'en-GB')
    }
  })

  // Read from the HTML, as search engines read it.
  test('each page names its canonical URL and its alternates in both languages, and they name it back', async ({
    request,
  }) => {
    const entries = (await sitemap(request)).filter((e) => pathOf(e.url).startsWith('/fr'))
    for (const entry of entries) {
      const french = await headLinks(request, entry.url)
      expect(same(french.canonical ?? ''), entry.url).toBe(same(entry.url))
      expect(sameAll(french.alternates), entry.url).toEqual(sameAll(entry.alternates))
      expect(french.ogLocale, entry.url).toBe('fr_FR')
      const english = await headLinks(request, entry.alternates['en-GB']!)
      expect(same(english.canonical ?? '')).toBe(same(entry.alternates['en-GB']!))
      expect(english.alternates).toEqual(french.alternates)
      expect(english.ogLocale, entry.url).toBe('en_GB')
    }
  })

  test('the switcher keeps the visitor on the same page in the other language, there and back @phone', async ({
    context,
    request,
  }, testInfo) => {
    const phone = testInfo.project.name === 'phone'
    const english = (await sitemap(request)).map((e) => pathOf(e.url)).filter((p) => !p.startsWith('/fr'))
    expect(english.length).toBeGreaterThanOrEqual(10)
    // Every page on a desktop; on a phone, where the switcher sits in the menu, one page of each kind.
    const kinds = [/^\/$/, /^\/yachts\//, /^\/blog\/[^/]+$/, /^\/contact$/]
    const paths = phone ? kinds.flatMap((kind) => english.find((p) => kind.test(p)) ?? []) : english
    if (phone) expect(paths).toHaveLength(kinds.length)
    const switchTo = async (page: Page, name: RegExp) => {
      if (phone) {
        const menu = await openMobileMenu(page)
        await menu.getByRole('link', { name }).click()
      } else {
        await page.getByRole('navigation').first().getByRole('link', { name }).click()
      }
    }
    await eachPath(context, paths, async (page, path) => {
      await page.goto(path)
      await switchTo(page, /français/i)
      await expect(page).toHaveURL(`${BASE}${path === '/' ? '/fr' : `/fr${path}`}`)
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR')
      await switchTo(page, /english/i)
      await expect(page).toHaveURL(`${BASE}${path}`)
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB')
    })
  })

  test('French pages show no English, neither interface wording nor built-in content, set their punctuation as French does, and keep within the screen and its margins @phone-only', async ({
    context,
    request,
  }) => {
    const english = [
      ...englishOnly(messagesFor('en'), messagesFor('fr')),
      ...englishOnly(await contentIn(request, 'en'), await contentIn(request, 'fr')),
    ]
    expect(english.length).toBeGreaterThan(500)
    const paths = (await sitemap(request)).map((e) => pathOf(e.url)).filter((p) => p.startsWith('/fr'))
    expect(paths.length).toBeGreaterThanOrEqual(10)
    await eachPath(context, paths, async (page, path) => {
      await page.goto(path)
      const text = await readWholePage(page)
      const left = english.filter((sentence) => text.includes(sentence))
      expect(left, path).toEqual([])
      // French keeps ? ! ; : and « » apart with a no-break space, so a mark never starts a line on its own.
      const loose = [...text.matchAll(/\S{1,20} [?!;:»]|« \S{1,20}/g)].map((m) => m[0])
      expect(loose, path).toEqual([])
      // French runs longer than English: no page may grow wider than the screen for it.
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(width, `${path} scrolls sideways`).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0)
      // Nor may a longer word widen a column until its text and fields run into the right-hand margin.
      const crowded = await page.evaluate(() =>
        [...document.querySelectorAll('main :is(h1, h2, h3, p, button, input, select, textarea)')].flatMap((el) => {
          const box = el.getBoundingClientRect()
          const margin = innerWidth - box.right
          return box.width > 0 && box.left >= 12 && margin >= 0 && margin < 12
            ? [
                `${el.tagName} “${(el.textContent ?? '').trim().slice(0, 40)}” ends ${Math.round(margin)} px from the edge`,
              ]
            : []
        }),
      )
      expect(crowded, path).toEqual([])
    })
  })

  test('every page fits a small phone in both languages and a tablet in French, the longer: nothing scrolls sideways, and no model name splits across lines @phone-only', async ({
    context,
    request,
  }) => {
    test.setTimeout(300_000)
    // The journal's posts share one layout: the first in each language stands for the rest.
    const listed = (await sitemap(request)).map((e) => pathOf(e.url))
    const isPost = (path: string) => /^(\/fr)?\/blog\/[^/]+$/.test(path)
    const french = (path: string) => path.startsWith('/fr')
    const paths = listed.filter(
      (path, i) =>
        !isPost(path) || !listed.slice(0, i).some((before) => isPost(before) && french(before) === french(path)),
    )
    for (const locale of ['', '/fr']) paths.push(`${locale}/yachts/wama-26/configure`, `${locale}/no-such-page`)
    // 320 CSS px is the width a page must reflow to (WCAG 1.4.10): small phones, or larger ones with their
    // display zoomed. 768 and 1024 are tablets, held upright and sideways, between the phone and desktop layouts.
    // Each page is loaded once at the narrowest width, then turned to the others, as a tablet is. French runs
    // longer than English on every page: the English pages are held to the narrowest width alone.
    await eachPath(context, [...new Set(paths)], async (page, path) => {
      const widths = path.startsWith('/fr') ? [320, 768, 1024] : [320]
      await page.setViewportSize({ width: widths[0]!, height: 700 })
      await page.goto(path)
      // Before scrolling as well as after: a section waiting to be revealed must not widen the page either.
      const first = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(first, `${path} at ${widths[0]} px, before scrolling`).toBeLessThanOrEqual(widths[0]!)
      await readWholePage(page)
      for (const width of widths) {
        await page.setViewportSize({ width, height: 700 })
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
        const wide = await page.evaluate(() => document.documentElement.scrollWidth)
        expect(wide, `${path} at ${width} px`).toBeLessThanOrEqual(width)
        // "WAMA" at the end of one line and "26" at the start of the next, in a title or a sentence. A name
        // standing alone may stack in display type.
        const split = await page.evaluate(() => {
          const found: string[] = []
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
          while (walker.nextNode()) {
            const node = walker.currentNode
            const text = node.textContent ?? ''
            if (/^\s*\p{Lu}{2,}\s\d+\s*$/u.test(text) || (node.parentElement?.getBoundingClientRect().width ?? 0) <= 1)
              continue
            for (const match of text.matchAll(/(\p{Lu}{2,})\s(\d+)/gu)) {
              const start = match.index
              const word = document.createRange()
              word.setStart(node, start)
              word.setEnd(node, start + match[1]!.length)
              const number = document.createRange()
              number.setStart(node, start + match[0].length - match[2]!.length)
              number.setEnd(node, start + match[0].length)
              const [a, b] = [word.getClientRects()[0], number.getClientRects()[0]]
              if (a && b && Math.abs(a.top - b.top) > 2) found.push(`“${text.trim().slice(0, 50)}”`)
            }
          }
          return found
        })
        expect(split, `${path} at ${width} px`).toEqual([])
      }
    })
  })

  test('a change an editor publishes in French only shows on the French page, and the English page keeps its words', async ({
    page,
    request,
  }) => {
    const headers = await adminAuth(request)
    const read = async (locale: string) =>
      (await (
        await request.get(`${BASE}/cms/api/globals/about?locale=${locale}&fallback-locale=none&draft=false`, {
          headers,
        })
      ).json()) as { hero_pretitle?: string | null }
    const before = { en: (await read('en')).hero_pretitle, fr: (await read('fr')).hero_pretitle }
    const changed = `Notre chantier ${Date.now()}`
    try {
      const res = await request.post(`${BASE}/cms/api/globals/about?locale=fr`, {
        headers,
        data: { hero_pretitle: changed, _status: 'published' },
      })
      expect(res.status()).toBe(200)
      await within(3_000, async () => (await (await request.get(`${BASE}/fr/about`)).text()).includes(changed))
      await page.goto('/about')
      await expect(page.getByText(before.en ?? '', { exact: true }).first()).toBeVisible()
      expect(await page.content()).not.toContain(changed)
      expect((await read('en')).hero_pretitle).toBe(before.en)
    } finally {
      await request.post(`${BASE}/cms/api/globals/about?locale=fr`, {
        headers,
        data: { hero_pretitle: before.fr ?? null, _status: 'published' },
      })
    }
  })

  test('a French title an editor types with ordinary spaces is stored and shown with its marks kept on the line', async ({
    page,
    request,
  }) => {
    const headers = await adminAuth(request)
    const url = (locale: string) => `${BASE}/cms/api/globals/about?locale=${locale}&fallback-locale=none&draft=false`
    const read = async (locale: string) =>
      ((await (await request.get(url(locale), { headers })).json()) as { hero_pretitle?: string | null }).hero_pretitle
    const before = { en: await read('en'), fr: await read('fr') }
    const stamp = Date.now()
    try {
      for (const [locale, words] of [
        ['fr', `Pourquoi « Monastir » ? Le chantier : ${stamp}`],
        ['en', `Why Monastir ? The yard : ${stamp}`],
      ] as const) {
        const res = await request.post(url(locale), { headers, data: { hero_pretitle: words, _status: 'published' } })
        expect(res.status()).toBe(200)
      }
      const french = `Pourquoi «\u00a0Monastir\u00a0»\u00a0? Le chantier\u00a0: ${stamp}`
      expect(await read('fr')).toBe(french)
      expect(await read('en')).toBe(`Why Monastir ? The yard : ${stamp}`)
      await within(3_000, async () => (await (await request.get(`${BASE}/fr/about`)).text()).includes(String(stamp)))
      await page.goto('/fr/about')
      const shown = page.getByText(String(stamp))
      await expect(shown).toBeVisible()
      expect(await shown.textContent()).toBe(french)
    } finally {
      for (const locale of ['en', 'fr'] as const)
        await request.post(url(locale), {
          headers,
          data: { hero_pretitle: before[locale] ?? null, _status: 'published' },
        })
    }
  })

  test('a French field an editor never filled shows the English words on the French page, and is not saved as French', async ({
    request,
  }) => {
    const headers = await adminAuth(request)
    const url = (locale: string, fallback: boolean) =>
      `${BASE}/cms/api/globals/about?locale=${locale}&draft=true${fallback ? '' : '&fallback-locale=none'}`
    const original = (await (await request.get(url('fr', false), { headers })).json()) as Record<string, unknown>
    const english = (await (await request.get(url('en', false), { headers })).json()) as Record<string, unknown>
    try {
      // The admin form shows an empty French field with its English words and saves the form as shown.
      await request.post(url('fr', false), { headers, data: { hero_scroll_text: null, _status: 'published' } })
      const shown = (await (await request.get(url('fr', true), { headers })).json()) as Record<string, unknown>
      expect(shown.hero_scroll_text).toBe(english.hero_scroll_text)
      const saved = await request.post(url('fr', false), {
        headers,
        data: { hero_scroll_text: shown.hero_scroll_text, _status: 'published' },
      })
      expect(saved.status()).toBe(200)
      const stored = (await (await request.get(url('fr', false), { headers })).json()) as Record<string, unknown>
      expect(stored.hero_scroll_text ?? null).toBeNull()
      await within(3_000, async () =>
        (await (await request.get(`${BASE}/fr/about`)).text()).includes(String(english.hero_scroll_text)),
      )
    } finally {
      await request.post(url('fr', false), {
        headers,
        data: { hero_scroll_text: original.hero_scroll_text ?? null, _status: 'published' },
      })
    }
  })

  test('the CMS contract reads French with ?locale=fr, English by default, and refuses an unknown language', async ({
    request,
  }) => {
    const en = (await (await request.get(`${BASE}/api/cms/about/current/`)).json()) as { hero_title: string }
    const fr = (await (await request.get(`${BASE}/api/cms/about/current/?locale=fr`)).json()) as { hero_title: string }
    expect(fr.hero_title).toBeTruthy()
    expect(fr.hero_title).not.toBe(en.hero_title)
    const bad = await request.get(`${BASE}/api/cms/about/current/?locale=de`)
    expect(bad.status()).toBe(400)
    expect(((await bad.json()) as { error: string }).error).toMatch(/locale/i)
  })

  test('prices follow the language: €125,000 in English, 125 000 € in French', async ({ page }) => {
    await page.goto('/collection')
    await expect(page.getByText(/€\d{2,3},\d{3}/).first()).toBeVisible()
    await page.goto('/fr/collection')
    await expect(page.getByText(/\d{2,3}\u202f\d{3}\u00a0€/).first()).toBeVisible()
  })

  test('quotations take the marks of the language: “…” in English, « … » in French', async ({ page }) => {
    for (const [path, marks] of [
      ['/about', /^“[^“”«»]+”$/],
      ['/fr/about', /^«\u202f[^“”«»]+\u202f»$/],
    ] as const) {
      await page.goto(path)
      const quoted = (await page.locator('main blockquote').allTextContents())
        .map((text) => text.trim())
        .filter((text) => /^[“«"]/.test(text))
      expect(quoted.length, path).toBeGreaterThanOrEqual(2)
      for (const quote of quoted) expect(quote, path).toMatch(marks)
    }
  })
})

test.describe('a French visitor writes to the yard @i18n', () => {
  // A browser that prefers French: no offer to read the page in another language.
  test.use({ locale: 'fr-FR' })
  const smtp = new TestSmtp(E2E.smtpPort)
  test.beforeAll(async () => smtp.start())
  test.afterAll(async () => smtp.stop())

  test('French field errors and toast, the lead stored as fr, the confirmation in French, sales told the language @phone', async ({
    page,
    request,
  }) => {
    await page.setExtraHTTPHeaders(fakeClient())
    const token = await adminToken(request)
    const email = uniqueEmail('fr-contact')
    await page.goto('/fr/contact')
    const form = page
      .locator('form')
      .filter({ has: page.getByLabel('Centre d’intérêt') })
      .first()
    await form.getByRole('button', { name: 'Envoyer la demande' }).click()
    await expect(form.getByText('Veuillez indiquer votre nom.')).toBeVisible()
    await expect(form.getByLabel('Nom complet')).toHaveAttribute('aria-invalid', 'true')

    await form.getByLabel('Nom complet').fill('Amélie Durand')
    await form.getByLabel('E-mail').fill(email)
    await form.getByLabel('Centre d’intérêt').selectOption({ label: 'Catamarans' })
    await form.getByLabel('Message', { exact: true }).fill('Un WAMA 42 pour la saison prochaine, au départ de Cannes.')
    await page.waitForTimeout(2_100)
    await form.getByRole('button', { name: 'Envoyer la demande' }).click()
    await expect(page.getByText('Merci pour votre demande\u00a0!')).toBeVisible()

    const lead = await waitForLead(page.request, token, email, () => true)
    expect(lead.locale).toBe('fr')
    const confirmation = await smtp.waitFor((m) => m.to.includes(email))
    expect(confirmation.subject).toBe('Merci pour votre demande — WAMA Yachts')
    const toSales = await smtp.waitFor((m) => m.replyTo === email)
    expect(toSales.text).toMatch(/Language:\s*French/)
  })

  test('the endpoints answer validation errors in the language the form asks for', async ({ request }) => {
    const post = (locale: string) =>
      request.post(`${BASE}/api/send-email`, {
        headers: fakeClient(),
        data: { ...humanMeta(), locale, name: '', email: 'nope', interest: 'Monohulls', message: 'Bonjour' },
      })
    const fr = await post('fr')
    expect(fr.status()).toBe(400)
    const frBody = (await fr.json()) as { error: string; fields: Record<string, string> }
    expect(frBody.fields.name).toBe('Veuillez indiquer votre nom.')
    expect(frBody.fields.email).toBe('Veuillez saisir une adresse e-mail valide.')
    const en = (await (await post('en')).json()) as { fields: Record<string, string> }
    expect(en.fields.name).toBe('Please enter your name.')
  })
})
