import { expect, test } from '@playwright/test'

import { BASE, cmsApi } from './env'
import { paragraphs } from './helpers/rich-text'
import { adminAuth, currentAbout, openLivePreview, signInBrowser, tokenOf, within } from './helpers/admin'
import type { About, Post } from '@/lib/cms/payload-types'

/** The editor writes on the left and sees the real page on the right, as a phone shows it, before publishing. */

test('@cms live preview: the post page beside the editor follows typing, at phone width, and a new slug', async ({
  page,
  request,
}) => {
  const auth = await adminAuth(request)
  const stamp = Date.now().toString(36)
  const slug = `harbour-light-${stamp}`
  const title = `Harbour light ${stamp}`
  const created = await request.post(cmsApi('/posts'), {
    headers: auth,
    data: {
      title,
      category: 'Journal',
      published_date: '2026-11-18',
      excerpt: paragraphs('Evening trials off Sidi Bou Said.'),
      content: paragraphs('Evening trials off Sidi Bou Said.'),
      slug,
      _status: 'published',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const post = ((await created.json()) as { doc: Post }).doc
  try {
    await signInBrowser(page.context(), tokenOf(auth))
    await page.goto(`/admin/collections/posts/${post.id}`)
    // The SEO panel previews the search result at the post's public address.
    await expect(page.getByText(`${BASE}/blog/${slug}`, { exact: true })).toBeVisible()
    const frame = await openLivePreview(page)
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(frame.getByRole('status')).toContainText('Preview')

    const typed = `Harbour lights at dusk ${stamp}`
    await page.locator('#field-title').fill(typed)
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(typed, { timeout: 10_000 })

    await page
      .getByRole('button', { name: /^(Responsive|Desktop|Tablet|Phone)$/ })
      .first()
      .click()
    await page.getByRole('button', { name: 'Phone' }).click()
    await expect
      .poll(() => frame.locator('html').evaluate(() => window.innerWidth), { message: 'the preview at a phone width' })
      .toBe(390)

    const moved = `harbour-lights-${stamp}`
    await page.locator('#field-slug').fill(moved)
    await expect
      .poll(async () => decodeURIComponent((await page.locator('iframe').getAttribute('src')) ?? ''))
      .toContain(`/blog/${moved}`)
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(typed)

    // Visitors still read the published post at its published address.
    const visitor = await (await request.get(`${BASE}/blog/${slug}`)).text()
    expect(visitor).toContain(title)
    expect(visitor).not.toContain(typed)
    expect((await request.get(`${BASE}/blog/${moved}`, { maxRedirects: 0 })).status()).toBe(404)
  } finally {
    await request.delete(cmsApi(`/posts/${post.id}`), { headers: auth })
  }
})

test('@cms live preview of the About page: typing shows in the preview only, publishing shows it to visitors', async ({
  page,
  request,
}) => {
  const auth = await adminAuth(request)
  const original = (await currentAbout(request, auth)).hero_pretitle
  const typed = `Since the first hull ${Date.now().toString(36)}`
  const visitorSees = async (text: string) => (await (await request.get(`${BASE}/about`)).text()).includes(text)
  try {
    await signInBrowser(page.context(), tokenOf(auth))
    await page.goto('/admin/globals/about')
    const frame = await openLivePreview(page)
    await expect(frame.getByRole('status')).toContainText('Preview')

    await page.locator('#field-hero_pretitle').fill(typed)
    await expect(frame.getByText(typed)).toBeVisible({ timeout: 10_000 })
    expect(await visitorSees(typed), 'a draft stays out of the public page').toBe(false)
    const anonymousDraft = await request.get(cmsApi('/globals/about?draft=true&depth=0'))
    expect(((await anonymousDraft.json()) as About).hero_pretitle, 'nor can a visitor ask the API for it').not.toBe(
      typed,
    )

    await page.getByRole('button', { name: 'Publish changes' }).click()
    await within(5_000, () => visitorSees(typed))
  } finally {
    await request.post(cmsApi('/globals/about'), {
      headers: auth,
      data: { hero_pretitle: original, _status: 'published' },
    })
  }
})
