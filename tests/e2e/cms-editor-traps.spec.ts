import { expect, test, type APIRequestContext } from '@playwright/test'

import { adminAuth } from './helpers/admin'
import { paragraphs } from './helpers/rich-text'
import { BASE } from './env'

/**
 * What an editor leaves out is worked out, not faked: a post's address comes from its title (and stays put
 * when the title changes), its read time from its length; a page cannot take an address the site uses.
 */
test.describe('fields an editor leaves to the CMS @cms', () => {
  const stamp = Date.now()
  const created: Array<{ collection: 'posts' | 'pages'; id: number }> = []

  test.afterAll(async ({ playwright }) => {
    const request = await playwright.request.newContext()
    const headers = await adminAuth(request)
    for (const { collection, id } of created) await request.delete(`${BASE}/cms/api/${collection}/${id}`, { headers })
    await request.dispose()
  })

  async function create(request: APIRequestContext, collection: 'posts' | 'pages', data: Record<string, unknown>) {
    const res = await request.post(`${BASE}/cms/api/${collection}`, {
      headers: await adminAuth(request),
      data: { _status: 'published', ...data },
    })
    expect(res.status(), await res.text()).toBe(201)
    const { doc } = (await res.json()) as { doc: { id: number; slug: string; read_time?: number } }
    created.push({ collection, id: doc.id })
    return doc
  }

  const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i % 50}`).join(' ')
  const post = (title: string, content: ReturnType<typeof paragraphs>) => ({
    title,
    category: 'Yard Notes',
    published_date: '2026-11-30',
    author: 'WAMA',
    excerpt: paragraphs('A short summary.'),
    content,
  })

  test('a post without an address gets one from its title, a second of that title the next one, and the read time is counted from its text', async ({
    page,
    request,
  }) => {
    const title = `Cap Bon à l’aube ${stamp}`
    // 1,190 words: six minutes at 200 a minute, whatever read time the client claims.
    const first = await create(request, 'posts', {
      ...post(title, paragraphs(words(600), words(590))),
      read_time: 42,
    })
    expect(first.slug).toBe(`cap-bon-a-l-aube-${stamp}`)
    expect(first.read_time).toBe(6)
    const second = await create(request, 'posts', post(title, paragraphs(words(90))))
    expect(second.slug).toBe(`cap-bon-a-l-aube-${stamp}-2`)
    expect(second.read_time).toBe(1)

    await page.goto(`/blog/${first.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.locator('article header')).toContainText('6 min read', { ignoreCase: true })

    // A new title keeps the address the post was published at.
    const renamed = await request.patch(`${BASE}/cms/api/posts/${first.id}`, {
      headers: await adminAuth(request),
      data: { title: `Cap Bon at dawn ${stamp}` },
    })
    expect(renamed.status()).toBe(200)
    expect(((await renamed.json()) as { doc: { slug: string } }).doc.slug).toBe(first.slug)
  })

  test('a page titled like one of the site’s own addresses gets the next free one; asked for outright, the address is refused', async ({
    request,
  }) => {
    const page = await create(request, 'pages', { title: 'Contact', content: paragraphs('Our office hours.') })
    expect(page.slug).toMatch(/^contact-\d+$/)

    const refused = await request.post(`${BASE}/cms/api/pages`, {
      headers: await adminAuth(request),
      data: { _status: 'published', title: `Blog ${stamp}`, slug: 'blog', content: paragraphs('x') },
    })
    expect(refused.status()).toBe(400)
    expect(await refused.text()).toContain('The site already uses /blog')
  })
})
