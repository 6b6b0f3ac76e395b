import { expect, test } from '@playwright/test'

import { adminAuth } from './helpers/admin'
import { BASE, E2E } from './env'
import type { Post, Yacht } from '@/lib/cms/payload-types'

/** An editor previews an unpublished change on the real page (Next.js draft mode); visitors never see it. */
test.describe('draft preview @cms', () => {
  test("a draft post change shows in the editor's preview and never to visitors", async ({ browser, request }) => {
    const auth = await adminAuth(request)
    const found = await request.get(
      `${BASE}/cms/api/posts?limit=1&where[_status][equals]=published&sort=-published_date`,
      { headers: auth },
    )
    const post = ((await found.json()) as { docs: Post[] }).docs[0]
    expect(post, 'a published post').toBeTruthy()
    const published = post!.title!
    const draftTitle = `Draft headline ${Date.now()}`

    const saved = await request.patch(`${BASE}/cms/api/posts/${post!.id}?draft=true`, {
      headers: auth,
      data: { title: draftTitle, _status: 'draft' },
    })
    expect(saved.status()).toBe(200)
    try {
      // A visitor: the published article, and the draft nowhere — not on the page, not in the contract.
      const visitor = await browser.newContext()
      const page = await visitor.newPage()
      await page.goto(`/blog/${post!.slug}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(published)
      expect(await page.content()).not.toContain(draftTitle)
      expect(await (await page.request.get(`${BASE}/api/cms/blog/${post!.slug}/`)).text()).not.toContain(draftTitle)
      // Preview without a login is refused and does not switch draft mode on.
      const refused = await page.request.get(`${BASE}/api/draft?path=/blog/${post!.slug}`, { maxRedirects: 0 })
      expect(refused.status()).toBe(401)
      await page.goto(`/blog/${post!.slug}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(published)
      await visitor.close()

      // The editor: logged in to the admin, opens Preview and sees the draft on the real page.
      const editor = await browser.newContext()
      const editorPage = await editor.newPage()
      const login = await editorPage.request.post(`${BASE}/cms/api/users/login`, {
        data: { email: E2E.adminEmail, password: E2E.adminPassword },
      })
      expect(login.ok()).toBe(true)
      await editorPage.goto(`/api/draft?path=${encodeURIComponent(`/blog/${post!.slug}`)}`)
      await expect(editorPage).toHaveURL(new RegExp(`/blog/${post!.slug}$`))
      await expect(editorPage.getByRole('heading', { level: 1 })).toHaveText(draftTitle)
      await editor.close()

      // And the public page is still the published one afterwards.
      const again = await (await request.get(`${BASE}/blog/${post!.slug}`)).text()
      expect(again).not.toContain(draftTitle)
      expect(again).toContain(published.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'))
    } finally {
      await request.patch(`${BASE}/cms/api/posts/${post!.id}?draft=true`, {
        headers: auth,
        data: { title: published, _status: 'draft' },
      })
      await request.patch(`${BASE}/cms/api/posts/${post!.id}`, {
        headers: auth,
        data: { title: published, _status: 'published' },
      })
    }
  })

  test('a draft yacht tagline shows in the preview only', async ({ browser, request }) => {
    const auth = await adminAuth(request)
    const found = await request.get(`${BASE}/cms/api/yachts?where[slug][equals]=wama-26&limit=1`, { headers: auth })
    const yacht = ((await found.json()) as { docs: Yacht[] }).docs[0]!
    const draftTagline = `Draft tagline ${Date.now()}`
    const saved = await request.patch(`${BASE}/cms/api/yachts/${yacht.id}?draft=true`, {
      headers: auth,
      data: { tagline: draftTagline, _status: 'draft' },
    })
    expect(saved.status()).toBe(200)
    try {
      expect(await (await request.get(`${BASE}/yachts/wama-26`)).text()).not.toContain(draftTagline)
      const editor = await browser.newContext()
      const page = await editor.newPage()
      await page.request.post(`${BASE}/cms/api/users/login`, {
        data: { email: E2E.adminEmail, password: E2E.adminPassword },
      })
      await page.goto(`/api/draft?path=${encodeURIComponent('/yachts/wama-26')}`)
      await expect(page.getByText(draftTagline).first()).toBeVisible()
      await editor.close()
      expect(await (await request.get(`${BASE}/yachts/wama-26`)).text()).not.toContain(draftTagline)
    } finally {
      await request.patch(`${BASE}/cms/api/yachts/${yacht.id}?draft=true`, {
        headers: auth,
        data: { tagline: yacht.tagline ?? '', _status: 'draft' },
      })
      await request.patch(`${BASE}/cms/api/yachts/${yacht.id}`, {
        headers: auth,
        data: { tagline: yacht.tagline ?? '', _status: 'published' },
      })
    }
  })
})
