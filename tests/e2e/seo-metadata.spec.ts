import { expect, test, type APIRequestContext } from '@playwright/test'
import sharp from 'sharp'

import { adminAuth, within } from './helpers/admin'
import { BASE } from './env'

/** What search engines and link previews read from each page. */

interface Head {
  title: string
  meta: Record<string, string>
  canonical: string
  jsonLd: Array<Record<string, unknown>>
}

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')

async function headOf(request: APIRequestContext, path: string): Promise<Head> {
  const res = await request.get(`${BASE}${path}`)
  expect(res.status(), path).toBe(200)
  const html = await res.text()
  const meta: Record<string, string> = {}
  for (const m of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)) meta[m[1]!] ??= decode(m[2]!)
  const graph = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].flatMap(
    (m) => (JSON.parse(m[1]!) as { '@graph': Array<Record<string, unknown>> })['@graph'],
  )
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    meta,
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? '',
    jsonLd: graph,
  }
}

const ofType = (head: Head, type: string) => head.jsonLd.filter((t) => t['@type'] === type)

async function firstPost(request: APIRequestContext) {
  const posts = (await (await request.get(`${BASE}/api/cms/blog/`)).json()) as Array<{
    slug: string
    title: string
    published_date: string
  }>
  return posts[0]!
}

async function jpeg(request: APIRequestContext, url: string) {
  const res = await request.get(url)
  expect(res.status(), url).toBe(200)
  expect(res.headers()['content-type']).toBe('image/jpeg')
  const body = await res.body()
  const { width, height, format } = await sharp(body).metadata()
  return { body, width, height, format }
}

test.describe('search engines and link previews', () => {
  test('every public page has its title, description and canonical URL, and Open Graph and Twitter cards that say the same', async ({
    request,
  }) => {
    const post = await firstPost(request)
    const canonical: Record<string, string> = {
      '/': '/',
      '/collection': '/collection',
      '/yachts': '/collection',
      '/yachts/wama-26': '/yachts/wama-26',
      '/yachts/wama-42': '/yachts/wama-42',
      '/yachts/wama-42-xl': '/yachts/wama-42',
      '/yachts/wama-26/configure': '/yachts/wama-26/configure',
      '/blog': '/blog',
      [`/blog/${post.slug}`]: `/blog/${post.slug}`,
      '/about': '/about',
      '/contact': '/contact',
      '/legal': '/legal',
    }
    const titles = new Set<string>()
    for (const [path, expected] of Object.entries(canonical)) {
      const head = await headOf(request, path)
      expect(head.title, path).not.toBe('')
      expect(new URL(head.canonical).pathname, path).toBe(expected)
      const description = head.meta.description ?? ''
      expect(description.length, `${path} description`).toBeGreaterThan(50)
      expect(head.meta['og:url'], path).toBe(head.canonical)
      expect(head.meta['og:description'], path).toBe(description)
      expect(head.meta['og:site_name'], path).toBe('WAMA Yachts')
      expect(head.meta['og:title'], path).toBeTruthy()
      expect(head.meta['og:image'], path).toMatch(/^https?:\/\//)
      expect(head.meta['og:image:alt'], path).toBeTruthy()
      expect(head.meta['twitter:card'], path).toBe('summary_large_image')
      expect(head.meta['twitter:title'], path).toBe(head.meta['og:title'])
      expect(head.meta['twitter:description'], path).toBe(description)
      expect(head.meta['twitter:image'], path).toBe(head.meta['og:image'])
      if (path === expected) titles.add(head.title)
    }
    // Pages with their own URL have titles of their own.
    expect(titles.size).toBe(Object.entries(canonical).filter(([p, c]) => p === c).length)
  })

  test('each yacht and each post links a share card drawn for it: a 1200 × 630 JPEG of its own; a made-up slug has none', async ({
    request,
  }) => {
    const post = await firstPost(request)
    const cards = new Map<string, Buffer>()
    for (const [path, card] of [
      ['/yachts/wama-26', '/og/yachts/wama-26'],
      ['/yachts/wama-42', '/og/yachts/wama-42'],
      ['/yachts/wama-42-xl', '/og/yachts/wama-42'],
      [`/blog/${post.slug}`, `/og/blog/${post.slug}`],
      ['/about', '/og/site'],
    ] as const) {
      const head = await headOf(request, path)
      expect(new URL(head.meta['og:image']!).pathname, path).toBe(card)
      expect([head.meta['og:image:width'], head.meta['og:image:height'], head.meta['og:image:type']], path).toEqual([
        '1200',
        '630',
        'image/jpeg',
      ])
      const image = await jpeg(request, head.meta['og:image']!)
      expect([image.format, image.width, image.height], card).toEqual(['jpeg', 1200, 630])
      cards.set(card, image.body)
    }
    const distinct = new Set([...cards.values()].map((b) => b.toString('base64')))
    expect(distinct.size).toBe(cards.size)

    for (const path of [
      '/og/yachts/made-up-yacht',
      '/og/blog/made-up-post',
      '/og/yachts/%3Cscript%3E',
      '/og/blog/..%5C..%5Cetc',
    ]) {
      const res = await request.get(`${BASE}${path}`)
      expect(res.status(), path).toBe(404)
      expect(((await res.json()) as { error: string }).error, path).toMatch(/not found/)
    }
  })

  test('structured data: Organization on the home page, a Product with an Offer in EUR at the CMS starting price for each yacht, a BlogPosting for posts, breadcrumbs', async ({
    request,
  }) => {
    const home = await headOf(request, '/')
    const [org] = ofType(home, 'Organization')
    expect(org).toMatchObject({ name: 'WAMA Yachts', url: `${BASE}/` })
    const settings = (await (await request.get(`${BASE}/api/cms/settings/current/`)).json()) as {
      info_email: string
      phone: string
    }
    expect(org).toMatchObject({ email: settings.info_email, telephone: settings.phone })

    for (const slug of ['wama-26', 'wama-42']) {
      const yacht = (await (await request.get(`${BASE}/api/cms/yachts/${slug}/`)).json()) as {
        name: string
        price: number
      }
      const head = await headOf(request, `/yachts/${slug}`)
      const [product] = ofType(head, 'Product')
      expect(product, slug).toMatchObject({
        name: yacht.name,
        url: `${BASE}/yachts/${slug}`,
        offers: { '@type': 'Offer', price: yacht.price, priceCurrency: 'EUR' },
      })
      const [crumbs] = ofType(head, 'BreadcrumbList')
      expect(
        (crumbs!.itemListElement as Array<{ name: string; item: string; position: number }>).map((c) => [
          c.position,
          c.name,
          c.item,
        ]),
      ).toEqual([
        [1, 'Home', `${BASE}/`],
        [2, 'The Collection', `${BASE}/collection`],
        [3, yacht.name, `${BASE}/yachts/${slug}`],
      ])
    }
    // The alias shows the WAMA 42 and describes the same product at the canonical URL.
    expect(ofType(await headOf(request, '/yachts/wama-42-xl'), 'Product')[0]).toMatchObject({
      url: `${BASE}/yachts/wama-42`,
    })

    const post = await firstPost(request)
    const article = await headOf(request, `/blog/${post.slug}`)
    expect(ofType(article, 'BlogPosting')[0]).toMatchObject({
      headline: post.title,
      datePublished: post.published_date,
      mainEntityOfPage: `${BASE}/blog/${post.slug}`,
    })
    expect(ofType(article, 'BreadcrumbList')).toHaveLength(1)
    for (const path of ['/collection', '/blog', '/about', '/contact', '/legal'])
      expect(ofType(await headOf(request, path), 'BreadcrumbList'), path).toHaveLength(1)
    expect(ofType(home, 'Product')).toEqual([])
  })

  test('editors override a yacht’s title, description and share image (sent as a 1200×630 JPEG) in the CMS; a new tagline draws a new card', async ({
    request,
  }) => {
    const auth = await adminAuth(request)
    const found = (await (
      await request.get(`${BASE}/cms/api/yachts?where[slug][equals]=wama-42&limit=1&depth=0`, { headers: auth })
    ).json()) as {
      docs: Array<{
        id: string
        tagline: string
        meta?: { title?: string | null; description?: string | null; image?: string | number | null }
      }>
    }
    const yacht = found.docs[0]!
    const media = (await (
      await request.get(`${BASE}/cms/api/media?where[filename][equals]=seascape-dawn-wama26.webp&limit=1`, {
        headers: auth,
      })
    ).json()) as {
      docs: Array<{ id: string | number; sizes: { og?: { url?: string | null } } }>
    }
    const picture = media.docs[0]!
    const crop = picture.sizes.og?.url
    expect(crop, 'the picture has its link-preview crop').toBeTruthy()
    const before = await jpeg(request, `${BASE}/og/yachts/wama-42`)
    const stamp = Date.now()
    const override = {
      title: `Editor title ${stamp}`,
      description: `An editor wrote this description for the WAMA 42 share preview, ${stamp}.`,
      image: picture.id,
    }
    try {
      const saved = await request.patch(`${BASE}/cms/api/yachts/${yacht.id}`, {
        headers: auth,
        data: { meta: override, tagline: `${yacht.tagline} (edited ${stamp})`, _status: 'published' },
      })
      expect(saved.status()).toBe(200)
      await within(5000, async () => (await headOf(request, '/yachts/wama-42')).title === override.title)
      const head = await headOf(request, '/yachts/wama-42')
      expect(head.meta.description).toBe(override.description)
      expect(head.meta['og:title']).toBe(override.title)
      expect(new URL(head.meta['og:image']!).pathname).toBe(new URL(crop!, BASE).pathname)
      expect(head.meta['twitter:image']).toBe(head.meta['og:image'])
      // Shared as the 1200×630 JPEG link previews accept, not the 2400×1350 WebP the page shows.
      const shared = await jpeg(request, head.meta['og:image']!)
      expect([shared.width, shared.height, shared.format]).toEqual([1200, 630, 'jpeg'])

      const after = await jpeg(request, `${BASE}/og/yachts/wama-42`)
      expect(after.body.equals(before.body)).toBe(false)
    } finally {
      await request.patch(`${BASE}/cms/api/yachts/${yacht.id}`, {
        headers: auth,
        data: {
          meta: {
            title: yacht.meta?.title ?? '',
            description: yacht.meta?.description ?? '',
            image: yacht.meta?.image ?? null,
          },
          tagline: yacht.tagline,
          _status: 'published',
        },
      })
    }
    await within(
      5000,
      async () =>
        new URL((await headOf(request, '/yachts/wama-42')).meta['og:image']!).pathname === '/og/yachts/wama-42',
    )
    expect((await jpeg(request, `${BASE}/og/yachts/wama-42`)).body.equals(before.body)).toBe(true)
  })
})
