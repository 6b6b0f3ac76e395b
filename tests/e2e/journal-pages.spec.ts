import type { APIRequestContext } from '@playwright/test'
import { JSDOM } from 'jsdom'

import { defaultPosts } from '../../content-defaults/posts'

import { BASE } from './env'
import { adminAuth } from './helpers/admin'
import { link, outline, paragraph, paragraphs, richText, video } from './helpers/rich-text'
import type { BlogPost as ApiPost } from '@/lib/cms/types'
import { expect, test } from './helpers/shared-page'

/** The journal list and posts, on the seeded data; hostile CMS HTML is sanitised. */

const posts = async (request: APIRequestContext, path = '/blog/'): Promise<ApiPost[]> => {
  const res = await request.get(`${BASE}/api/cms${path}`)
  expect(res.ok()).toBeTruthy()
  return (await res.json()) as ApiPost[]
}

const runIn = (all: string[], run: string[]) => all.some((_, start) => run.every((item, i) => all[start + i] === item))

const distinct = (list: ApiPost[]) => [...new Set(list.map((p) => p.category))]

test.describe('journal list', () => {
  test('header, featured articles (first 3), "all" plus each category, grid linking to /blog/{slug} @phone', async ({
    page,
    request,
  }) => {
    const all = await posts(request)
    const featured = await posts(request, '/blog/featured/')
    expect(all.length).toBeGreaterThan(3)

    const res = await page.goto('/blog')
    expect(res?.status()).toBe(200)
    // The list is prerendered (the filter reads the URL in the browser).
    expect(res?.headers()['x-nextjs-prerender']).toBeTruthy()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The WAMA Journal')

    const featuredCards = page.getByTestId('featured-posts').getByTestId('post-card')
    await expect(featuredCards).toHaveCount(Math.min(3, featured.length))
    await expect(featuredCards.getByRole('link')).toHaveText(featured.slice(0, 3).map((p) => p.title))
    await expect(featuredCards.first().locator('img')).toHaveAttribute('fetchpriority', 'high')

    const filters = page.getByRole('navigation', { name: /category/i }).getByRole('link')
    await expect(filters).toHaveText(['all', ...distinct(all)])
    await expect(page.getByRole('link', { name: 'all' })).toHaveAttribute('aria-current', 'true')

    const grid = page.getByTestId('journal-grid').getByRole('link')
    await expect(grid).toHaveCount(all.length)
    for (const [i, post] of all.entries()) {
      await expect(grid.nth(i)).toHaveAttribute('href', `/blog/${post.slug}`)
    }
  })

  test('category filter: the URL carries ?category=, survives reload, and "all" clears it', async ({
    page,
    request,
  }) => {
    const all = await posts(request)
    const category = distinct(all).find((c) => all.filter((p) => p.category === c).length < all.length) ?? 'Design'
    const expected = all.filter((p) => p.category === category).map((p) => `/blog/${p.slug}`)

    await page.goto('/blog')
    const cards = page.getByTestId('journal-grid').getByTestId('post-card')
    await page.getByRole('link', { name: category, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/blog\\?category=${encodeURIComponent(category)}$`))
    await expect(page.getByRole('link', { name: category, exact: true })).toHaveAttribute('aria-current', 'true')
    await expect(cards).toHaveCount(expected.length)
    for (const link of await page.getByTestId('journal-grid').getByRole('link').all()) {
      expect(expected).toContain(await link.getAttribute('href'))
    }
    for (const card of await cards.all()) await expect(card).toHaveAttribute('data-category', category)

    await page.reload()
    await expect(page.getByRole('link', { name: category, exact: true })).toHaveAttribute('aria-current', 'true')
    await expect(cards).toHaveCount(expected.length)

    // A shared link opens filtered.
    const other = distinct(all).find((c) => c !== category) ?? category
    await page.goto(`/blog?category=${encodeURIComponent(other)}`)
    await expect(page.getByRole('link', { name: other, exact: true })).toHaveAttribute('aria-current', 'true')
    await expect(cards).toHaveCount(all.filter((p) => p.category === other).length)

    await page.getByRole('link', { name: 'all', exact: true }).click()
    await expect(page).toHaveURL(/\/blog$/)
    await expect(cards).toHaveCount(all.length)

    // Back restores the previous filter.
    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`category=${encodeURIComponent(other)}$`))
    await expect(cards).toHaveCount(all.filter((p) => p.category === other).length)
  })
})

test.describe('journal post', () => {
  test('back link, image, category, title, author, date, read time, excerpt, content, tags @phone', async ({
    page,
    request,
  }) => {
    const [post] = await posts(request)
    if (!post) throw new Error('no seeded post')
    const res = await page.goto(`/blog/${post.slug}`)
    expect(res?.status()).toBe(200)
    await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog')
    await expect(page.getByTestId('post-category')).toHaveText(post.category)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
    const meta = page.locator('article header')
    await expect(meta).toContainText(post.author)
    await expect(meta.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}/)
    await expect(meta).toContainText(`${post.read_time} min read`, { ignoreCase: true })

    const image = page.locator('article img').first()
    await expect(image).toHaveAttribute('alt', post.featured_image_alt || post.title)
    await expect(image).toHaveAttribute('fetchpriority', 'high')
    await expect(image).toHaveAttribute('sizes', /.+/)
    await expect(image).not.toHaveAttribute('loading', 'lazy')
    expect(await page.locator('head link[rel="preload"][as="image"]').count()).toBeGreaterThan(0)

    await expect(page.locator('article .prose-wama p').first()).toBeVisible()
    const tags = post.tags
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean)
    await expect(page.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(tags, { ignoreCase: true })
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
    expect(new URL(canonical ?? '', BASE).pathname).toBe(`/blog/${post.slug}`)
  })

  test('related posts: same category from the full list, excluding this post, first 3', async ({ page, request }) => {
    const all = await posts(request)
    for (const post of all) {
      const expected = all.filter((p) => p.category === post.category && p.slug !== post.slug).slice(0, 3)
      await page.goto(`/blog/${post.slug}`)
      const related = page.getByTestId('related-posts').getByTestId('post-card')
      await expect(related).toHaveCount(expected.length)
      if (expected.length) {
        await expect(related.getByRole('link')).toHaveText(expected.map((p) => p.title))
        for (const card of await related.all()) await expect(card).toHaveAttribute('data-category', post.category)
      }
    }
  })

  test('a slow client-side navigation shows "Loading article..." until the post is there; the prerendered page never paints a spinner', async ({
    page,
    request,
  }) => {
    const [post] = await posts(request)
    if (!post) throw new Error('no seeded post')
    for (const [path, wording] of [
      [`/blog/${post.slug}`, 'Loading article...'],
      ['/blog', 'Loading articles...'],
      ['/yachts/wama-26', 'Loading yacht'],
    ]) {
      // The markup a visitor sees (the scripts carry the interface's wording for later navigations).
      const markup = (await (await request.get(`${BASE}${path}`)).text()).replace(/<script[\s\S]*?<\/script>/g, '')
      expect(markup, path).not.toContain(wording)
    }
    // Every request for the post but the document itself (RSC payload, prefetches) is held until the
    // click, then takes 1.5 s more: a prefetch cannot make the navigation instant.
    let clicked = false
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
    await page.route(
      (url) => url.pathname === `/blog/${post.slug}`,
      async (route) => {
        if (route.request().resourceType() !== 'document') {
          while (!clicked) await sleep(50)
          await sleep(1500)
        }
        await route.continue()
      },
    )
    await page.goto('/blog')
    // The navigation status loads after hydration with the toast outlet: a click before that is not watched.
    await page.locator('[data-rht-toaster]').waitFor({ state: 'attached' })
    clicked = true
    await page.locator(`a[href="/blog/${post.slug}"]`).first().click()
    const spinner = page.getByRole('status').filter({ hasText: 'Loading article...' })
    await expect(spinner).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
    await expect(spinner).toHaveCount(0)
    expect(new URL(page.url()).pathname).toBe(`/blog/${post.slug}`)
  })

  test('@cms every built-in post reads as written: headings, paragraphs, lists, quotes and links survive the rich-text editor', async ({
    page,
  }) => {
    for (const post of defaultPosts) {
      const written = outline(new JSDOM(post.content).window.document.body)
      expect(written.length, post.slug).toBeGreaterThan(3)
      await page.goto(`/blog/${post.slug}`)
      const shown = await page.locator('article').first().evaluate(outline)
      expect(runIn(shown, written), `${post.slug}\nwritten: ${written.join(' | ')}\nshown: ${shown.join(' | ')}`).toBe(
        true,
      )
    }
  })

  test('unknown post: HTTP 404, "Article not found" and "Back to Blog"', async ({ page }) => {
    const res = await page.goto('/blog/not-an-article')
    expect(res?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Article not found' })).toBeVisible()
    const back = page.getByRole('link', { name: 'Back to Blog' })
    await expect(back).toHaveAttribute('href', '/blog')
    await back.click()
    await expect(page).toHaveURL(/\/blog$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The WAMA Journal')
  })
})

test.describe('hostile CMS HTML @cms', () => {
  // Clicks land where the page stood: the site's smooth scrolling can still be moving it on a busy machine.
  test.use({ contextOptions: { reducedMotion: 'reduce' } })
  const slug = `hostile-html-${Date.now()}`
  let id = ''

  test.afterAll(async ({ playwright }) => {
    if (!id) return
    const request = await playwright.request.newContext()
    await request.delete(`${BASE}/cms/api/posts/${id}`, { headers: await adminAuth(request) })
    await request.dispose()
  })

  test('scripts, event handlers, javascript: URLs and foreign iframes never reach the page', async ({
    page,
    request,
  }) => {
    const headers = await adminAuth(request)
    const post = (content: ReturnType<typeof richText>) =>
      request.post(`${BASE}/cms/api/posts`, {
        headers,
        data: {
          title: 'Hostile HTML',
          category: 'Security Check',
          published_date: '2020-01-01',
          read_time: 1,
          author: 'QA',
          excerpt: paragraphs('Excerpt <img src=x onerror="window.__pwned = \'excerpt\'">'),
          content,
          tags: 'qa',
          slug,
          _status: 'published',
        },
      })
    // A film from anywhere but YouTube or Vimeo is refused by the editor.
    const foreign = await post(richText(video('https://evil.example/embed', 'Evil')))
    expect(foreign.status()).toBe(400)
    const body = [
      paragraph('A safe paragraph survives.'),
      paragraph('<script>window.__pwned = "script"</script>'),
      paragraph('<p style="position:fixed;inset:0" onclick="window.__pwned = \'click\'">styled</p>'),
      video('https://www.youtube.com/watch?v=abc123', 'Sea trial'),
    ]
    // A javascript: link is refused by the editor, or defused on the page if it ever got in.
    let created = await post(richText(...body, paragraph(link('click me', "javascript:window.__pwned='href'"))))
    if (created.status() === 400) created = await post(richText(...body, paragraph('click me')))
    expect(created.ok(), await created.text()).toBeTruthy()
    id = String(((await created.json()) as { doc: { id: string | number } }).doc.id)

    await page.goto(`/blog/${slug}`, { waitUntil: 'domcontentloaded' })
    const article = page.locator('article')
    const content = article.locator('.prose-wama')
    await expect(content.getByText('A safe paragraph survives.')).toBeVisible()
    await page.getByText('click me').click()
    // A click event on the element itself, wherever layout puts it: a surviving onclick would run.
    await page.getByText('styled', { exact: false }).dispatchEvent('click')
    await page.waitForTimeout(500)
    expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined()

    await expect(article.locator('script')).toHaveCount(0)
    await expect(article.locator('[onerror], [onload], [onclick]')).toHaveCount(0)
    await expect(content.locator('[style], svg, img[src="/no-such-image.png"][onerror]')).toHaveCount(0)
    await expect(article.locator('a[href^="javascript"]')).toHaveCount(0)
    await expect(content.getByText('click me')).not.toHaveAttribute('href', /javascript/i)
    await expect(article.locator('iframe')).toHaveCount(1)
    await expect(article.locator('iframe')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/abc123')
  })
})
