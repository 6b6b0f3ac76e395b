import { expect, test, type APIRequestContext } from '@playwright/test'

import { BASE, cmsApi } from './env'
import { paragraphs } from './helpers/rich-text'
import { adminAuth, within } from './helpers/admin'
import type { Post, Redirect, Yacht } from '@/lib/cms/payload-types'

/** Old addresses keep working: a published slug change leaves a permanent redirect, and editors add their own. */

/** Where a path sends a client. Next repeats the Location header of a cached redirect (same value twice): one target. */
async function landing(request: APIRequestContext, path: string) {
  const res = await request.get(`${BASE}${path}`, { maxRedirects: 0 })
  const targets = new Set(
    res
      .headersArray()
      .filter((h) => h.name.toLowerCase() === 'location')
      .map((h) => new URL(h.value, BASE).pathname),
  )
  expect(targets.size, `${path}: one redirect target`).toBeLessThanOrEqual(1)
  return { status: res.status(), to: [...targets][0] ?? null }
}

const sitemapPaths = async (request: APIRequestContext) =>
  [...(await (await request.get(`${BASE}/sitemap.xml`)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1]!).pathname,
  )

async function redirectsFrom(request: APIRequestContext, auth: Record<string, string>, from: string) {
  const res = await request.get(cmsApi(`/redirects?where[from][equals]=${encodeURIComponent(from)}&depth=0`), {
    headers: auth,
  })
  return ((await res.json()) as { docs: Redirect[] }).docs
}

test.describe('redirects @cms', () => {
  test('a published post whose slug changes: the old URL redirects permanently, the sitemap lists the new one, a change back undoes it', async ({
    page,
    request,
  }) => {
    const auth = await adminAuth(request)
    const stamp = Date.now().toString(36)
    const first = `sea-trial-notes-${stamp}`
    const second = `sea-trial-in-hammamet-${stamp}`
    const third = `sea-trial-diary-${stamp}`
    const created = await request.post(cmsApi('/posts'), {
      headers: auth,
      data: {
        title: `Sea trial notes ${stamp}`,
        category: 'Journal',
        published_date: '2026-11-01',
        excerpt: paragraphs('Notes from a morning at sea.'),
        content: paragraphs('Notes from a morning at sea.'),
        slug: first,
        _status: 'published',
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    const post = ((await created.json()) as { doc: Post }).doc
    const rename = async (slug: string) => {
      const res = await request.patch(cmsApi(`/posts/${post.id}`), {
        headers: auth,
        data: { slug, _status: 'published' },
      })
      expect(res.status(), await res.text()).toBe(200)
    }
    try {
      expect((await landing(request, `/blog/${first}`)).status).toBe(200)

      await rename(second)
      await within(5_000, async () => (await landing(request, `/blog/${second}`)).status === 200)
      expect(await landing(request, `/blog/${first}`)).toEqual({ status: 308, to: `/blog/${second}` })
      const paths = await sitemapPaths(request)
      expect(paths).toContain(`/blog/${second}`)
      expect(paths).not.toContain(`/blog/${first}`)
      expect(await redirectsFrom(request, auth, `/blog/${first}`)).toHaveLength(1)
      await page.goto(`/blog/${first}`)
      await expect(page).toHaveURL(`${BASE}/blog/${second}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Sea trial notes ${stamp}`)

      // The redirect points at the post, not at a slug: a second change is followed from the first URL too.
      await rename(third)
      await within(5_000, async () => (await landing(request, `/blog/${first}`)).to === `/blog/${third}`)
      expect(await landing(request, `/blog/${second}`)).toEqual({ status: 308, to: `/blog/${third}` })

      // Back to the first slug: its address is the post again, and no redirect sends it away.
      await rename(first)
      await within(5_000, async () => (await landing(request, `/blog/${first}`)).status === 200)
      expect(await redirectsFrom(request, auth, `/blog/${first}`)).toHaveLength(0)
      expect(await landing(request, `/blog/${third}`)).toEqual({ status: 308, to: `/blog/${first}` })

      // A slug changed in a draft moves nothing until it is published.
      const draft = await request.patch(cmsApi(`/posts/${post.id}?draft=true`), {
        headers: auth,
        data: { slug: `draft-only-${stamp}`, _status: 'draft' },
      })
      expect(draft.status()).toBe(200)
      expect((await landing(request, `/blog/${first}`)).status).toBe(200)
      expect(await redirectsFrom(request, auth, `/blog/${first}`)).toHaveLength(0)
    } finally {
      await request.delete(cmsApi(`/posts/${post.id}`), { headers: auth })
      await request.delete(cmsApi(`/redirects?where[from][like]=${stamp}`), { headers: auth })
    }
  })

  test('redirects an editor adds by hand: to a yacht (permanent) and to any address (temporary); a bad path is refused', async ({
    request,
  }) => {
    const auth = await adminAuth(request)
    const stamp = Date.now().toString(36)
    const yacht = (
      (await (await request.get(cmsApi('/yachts?where[slug][equals]=wama-42&depth=0'), { headers: auth })).json()) as {
        docs: Yacht[]
      }
    ).docs[0]!
    const brochure = `/brochures/wama-42-${stamp}`
    const offer = `/spring-offer-${stamp}`
    try {
      expect((await landing(request, brochure)).status).toBe(404)
      const toYacht = await request.post(cmsApi('/redirects'), {
        headers: auth,
        data: { from: brochure, to: { type: 'reference', reference: { relationTo: 'yachts', value: yacht.id } } },
      })
      expect(toYacht.status(), await toYacht.text()).toBe(201)
      const toPage = await request.post(cmsApi('/redirects'), {
        headers: auth,
        data: { from: offer, to: { type: 'custom', url: '/yachts/wama-26/configure' }, type: '302' },
      })
      expect(toPage.status(), await toPage.text()).toBe(201)

      await within(5_000, async () => (await landing(request, brochure)).status === 308)
      expect(await landing(request, brochure)).toEqual({ status: 308, to: '/yachts/wama-42' })
      expect(await landing(request, offer)).toEqual({ status: 307, to: '/yachts/wama-26/configure' })

      const bad = await request.post(cmsApi('/redirects'), {
        headers: auth,
        data: { from: 'https://elsewhere.example/page', to: { type: 'custom', url: '/' } },
      })
      expect(bad.status()).toBe(400)
      expect(JSON.stringify(await bad.json())).toContain('From URL')
    } finally {
      await request.delete(cmsApi(`/redirects?where[from][like]=${stamp}`), { headers: auth })
    }
    await within(5_000, async () => (await landing(request, brochure)).status === 404)
  })
})
