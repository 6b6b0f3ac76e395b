import { expect, test, type Page } from '@playwright/test'

import type { Post } from '@/lib/cms/payload-types'
import { LOCALE_FACTS, type Locale } from '@/lib/i18n/config'
import { messagesFor } from '@/lib/i18n/messages'

import { BASE, cmsApi } from './env'
import { editorSession, within } from './helpers/admin'
import { paragraph, paragraphs, richText } from './helpers/rich-text'

/** The feed as a reader reads it: parsed as XML by the browser, its channel and items. */
async function readFeed(page: Page, xml: string) {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml')
    if (doc.querySelector('parsererror')) throw new Error('the feed is not well-formed XML')
    // Words as a reader shows them: a run of spaces of any kind reads as one.
    const text = (parent: Element, name: string) =>
      (parent.querySelector(name)?.textContent ?? '').replace(/\s+/g, ' ').trim()
    const channel = doc.querySelector('rss > channel')
    if (!channel) throw new Error('no RSS channel')
    return {
      title: text(channel, ':scope > title'),
      link: text(channel, ':scope > link'),
      language: text(channel, ':scope > language'),
      items: [...channel.querySelectorAll(':scope > item')].map((item) => ({
        title: text(item, 'title'),
        link: text(item, 'link'),
        date: Date.parse(text(item, 'pubDate')),
        category: text(item, 'category'),
        picture: item.querySelector('enclosure')?.getAttribute('url') ?? '',
      })),
    }
  }, xml)
}

/** The feed a page points feed readers to, fetched and read. */
async function feedOf(page: Page) {
  const href = await page.locator('head link[rel="alternate"][type="application/rss+xml"]').getAttribute('href')
  expect(href, 'the page names its feed').toBeTruthy()
  const res = await page.request.get(new URL(href ?? '', page.url()).toString())
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toContain('application/rss+xml')
  return { url: res.url(), ...(await readFeed(page, await res.text())) }
}

for (const locale of ['en', 'fr'] as const satisfies readonly Locale[]) {
  const prefix = locale === 'en' ? '' : `/${locale}`
  test(`the journal's feed in ${locale === 'en' ? 'English' : 'French'} lists every article of /blog, newest first, each leading to its page`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/blog`)
    const cards = page.getByTestId('journal-grid').getByRole('link')
    const listed = await cards.evaluateAll((links) =>
      links.map((a) => ({
        title: (a.textContent ?? '').replace(/\s+/g, ' ').trim(),
        href: a instanceof HTMLAnchorElement ? a.href : '',
      })),
    )
    expect(listed.length).toBeGreaterThan(2)

    const feed = await feedOf(page)
    expect(feed.url).toBe(`${BASE}${prefix}/blog/feed.xml`)
    expect(feed.title).toBe(messagesFor(locale).JournalPage.title)
    expect(feed.language).toBe(LOCALE_FACTS[locale].tag)
    expect(feed.link).toBe(`${BASE}${prefix}/blog`)
    expect(feed.items.map((item) => ({ title: item.title, href: item.link }))).toEqual(listed)
    const dates = feed.items.map((item) => item.date)
    expect(dates.every((d) => !Number.isNaN(d))).toBe(true)
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    expect(feed.items.every((item) => item.category !== '')).toBe(true)

    // Each article's picture is served, and its link opens the article in the feed's language.
    const [first] = feed.items
    if (!first) throw new Error('the feed lists no article')
    const picture = await page.request.get(first.picture)
    expect(picture.status()).toBe(200)
    expect(picture.headers()['content-type']).toMatch(/^image\//)
    await page.goto(first.link)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title)
    await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_FACTS[locale].tag)

    // Any page, not only the journal, names the feed in its own language.
    await page.goto(`${prefix}/about`)
    expect((await feedOf(page)).url).toBe(feed.url)
  })
}

test.describe('a new article @cms', () => {
  const editor = editorSession()

  test('is in the feed once published, and gone once unpublished', async ({ page, request }) => {
    const stamp = Date.now().toString(36)
    const title = `Night passage to Pantelleria ${stamp}`
    const slug = `night-passage-${stamp}`
    const res = await request.post(cmsApi('/posts'), {
      headers: editor.auth,
      data: {
        title,
        category: 'Journal',
        published_date: '2099-01-01',
        excerpt: paragraphs('Crossing the Strait of Sicily by night.'),
        content: richText(paragraph('Crossing the Strait of Sicily by night.')),
        slug,
        _status: 'published',
      },
    })
    expect(res.status(), await res.text()).toBe(201)
    const { doc } = (await res.json()) as { doc: Post }
    editor.created.push(`/posts/${doc.id}`)

    const titles = async () => {
      const xml = await (await request.get(`${BASE}/blog/feed.xml`)).text()
      return (await readFeed(page, xml)).items.map((item) => item.title)
    }
    await page.goto('/blog')
    // Dated the latest, it leads the feed.
    await within(10_000, async () => (await titles())[0] === title)

    const unpublished = await request.patch(cmsApi(`/posts/${doc.id}`), {
      headers: editor.auth,
      data: { _status: 'draft' },
    })
    expect(unpublished.status(), await unpublished.text()).toBe(200)
    await within(10_000, async () => !(await titles()).includes(title))
  })
})
