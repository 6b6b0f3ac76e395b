import { expect, test } from '@playwright/test'

import { BASE } from './env'

/** The CMS REST contract under /api/cms: status and JSON shape of every endpoint. */
const get = async (request: import('@playwright/test').APIRequestContext, path: string) => {
  const res = await request.get(`${BASE}/api/cms${path}`, { maxRedirects: 0 })
  return { status: res.status(), type: res.headers()['content-type'] ?? '', body: (await res.json()) as unknown }
}
type Obj = Record<string, unknown>

test.describe('CMS contract @cms', () => {
  test('settings, homepage, home content and about are records with the spec field names', async ({ request }) => {
    const settings = await get(request, '/settings/current/')
    expect(settings.status).toBe(200)
    expect(settings.type).toContain('application/json')
    expect(settings.body).toMatchObject({
      phone: expect.any(String),
      info_email: expect.any(String),
      legal_share_capital: '700,000 TND',
    })

    const homepage = await get(request, '/homepage/current/')
    expect(homepage.status).toBe(200)
    for (const key of [
      'hero_wama42_title',
      'hero_wama42_description',
      'hero_wama42_image',
      'hero_wama26_title',
      'hero_wama26_description',
      'hero_wama26_image',
    ]) {
      expect(homepage.body).toHaveProperty(key)
    }
    expect((homepage.body as Obj).hero_wama42_title).toBe('CATAMARANS')
    expect(String((homepage.body as Obj).hero_wama42_image)).toMatch(/^\/cms\/api\/media\/file\/.+\.webp$/)

    const home = await get(request, '/home-content/current/')
    expect(home.status).toBe(200)
    expect(home.body).toMatchObject({
      hero_cta_primary_text: 'Discover More',
      hero_cta_primary_url: '/collection',
      quote2_cta_url: '/about/',
    })

    const about = await get(request, '/about/current/')
    expect(about.status).toBe(200)
    for (const key of [
      'hero_image_1',
      'hero_title',
      'philosophy_card_3_description',
      'feature_2_highlights',
      'story_image_alt',
    ]) {
      expect(about.body).toHaveProperty(key)
    }
  })

  test('yachts: list, featured and detail by slug, with gallery, specs and snake_case fields', async ({ request }) => {
    const list = await get(request, '/yachts/')
    expect(list.status).toBe(200)
    const yachts = list.body as Obj[]
    expect(yachts.map((y) => y.slug).sort()).toEqual(['wama-26', 'wama-42'])
    const featured = await get(request, '/yachts/featured/')
    expect(featured.status).toBe(200)
    expect((featured.body as Obj[]).every((y) => y.featured_on_homepage === true)).toBe(true)

    const one = await get(request, '/yachts/wama-42/')
    expect(one.status).toBe(200)
    const y = one.body as Obj
    expect(y).toMatchObject({ slug: 'wama-42', name: 'WAMA 42', price: 950000, featured_on_homepage: true })
    expect(y.hero_image).toMatch(/^\/cms\/api\/media\/file\//)
    const gallery = y.gallery as Obj[]
    expect(gallery.length).toBeGreaterThanOrEqual(6)
    expect(new Set(gallery.map((g) => g.gallery_type))).toEqual(new Set(['exterior', 'interior']))
    expect(gallery[0]).toMatchObject({
      gallery_type: expect.any(String),
      display_order: expect.any(Number),
      image: expect.any(String),
    })
    expect(Object.keys(y.specs as Obj).sort()).toEqual(
      [
        'beam',
        'bathrooms',
        'cabins',
        'cruising_speed',
        'displacement',
        'draft',
        'fuel_capacity',
        'length',
        'max_speed',
        'sleeps',
        'water_capacity',
      ].sort(),
    )
    expect((y.varieties as Obj[]).map((v) => v.id)).toEqual(expect.arrayContaining(['sport', 'luxury', 'standard']))
    expect((y.deck_plans as Obj[]).length).toBeGreaterThan(0)
    expect(y.booklet).toMatch(/\.pdf$/)
    for (const key of [
      'customization_title',
      'surf_title',
      'exterior_description',
      'interior_outboard_advantage',
      'quote_author',
      'construction',
      'hero_video',
    ]) {
      expect(y).toHaveProperty(key)
    }
    // The alias route serves the same yacht.
    expect(((await get(request, '/yachts/wama-42-xl/')).body as Obj).slug).toBe('wama-42')
  })

  test('blog: list, featured (max 3) and post by slug with HTML and read time', async ({ request }) => {
    const list = await get(request, '/blog/')
    expect(list.status).toBe(200)
    const posts = list.body as Obj[]
    expect(posts.length).toBeGreaterThanOrEqual(8)
    expect(new Set(posts.map((p) => p.category)).size).toBeGreaterThanOrEqual(3)
    const featured = (await get(request, '/blog/featured/')).body as Obj[]
    expect(featured.length).toBeGreaterThan(0)
    expect(featured.length).toBeLessThanOrEqual(3)
    const slug = String(posts[0]!.slug)
    const post = await get(request, `/blog/${slug}/`)
    expect(post.status).toBe(200)
    expect(post.body).toMatchObject({
      id: slug,
      slug,
      title: expect.any(String),
      read_time: expect.any(Number),
      tags: expect.any(String),
    })
    expect(String((post.body as Obj).content)).toContain('<p>')
    expect(String((post.body as Obj).published_date)).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(String((post.body as Obj).featured_image)).toMatch(/^\/cms\/api\/media\/file\//)
  })

  test('testimonials, documents and pages', async ({ request }) => {
    const t = await get(request, '/testimonials/')
    expect(t.status).toBe(200)
    expect((t.body as Obj[]).length).toBeGreaterThan(0)
    const tf = (await get(request, '/testimonials/featured/')).body as Obj[]
    expect(tf.every((x) => x.featured === true)).toBe(true)

    const docs = (await get(request, '/documents/')).body as Obj[]
    expect(docs.length).toBeGreaterThanOrEqual(4)
    const brochure = docs.find((d) => d.kind === 'brochure')!
    const pdf = await request.get(`${BASE}${String(brochure.url)}`)
    expect(pdf.status()).toBe(200)
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')

    const pages = (await get(request, '/pages/')).body as Obj[]
    expect(pages.map((p) => p.slug)).toContain('legal')
    const legal = await get(request, '/pages/legal/')
    expect(legal.status).toBe(200)
    expect(String((legal.body as Obj).content)).toContain('700,000 TND')
  })

  test('unknown and malformed ids answer 404 JSON, never 500', async ({ request }) => {
    for (const path of [
      '/yachts/no-such-yacht/',
      '/blog/no-such-post/',
      '/pages/nope/',
      `/yachts/${'a'.repeat(5000)}/`,
      '/yachts/%27%20OR%201%3D1--/',
      '/blog/%3Cscript%3Ealert(1)%3C%2Fscript%3E/',
      '/yachts/..%2F..%2Fetc%2Fpasswd/',
      '/blog/%F0%9F%9A%A4/',
      '/nothing-here/',
      '/yachts/wama-26/extra/',
      '/settings/',
    ]) {
      const res = await request.get(`${BASE}/api/cms${path}`, { maxRedirects: 0 })
      expect(res.status(), path).toBe(404)
      const body = (await res.json()) as Obj
      expect(typeof body.error, path).toBe('string')
      expect(JSON.stringify(body)).not.toMatch(/at .*\.js:\d+/)
    }
  })

  test('health reports the database', async ({ request }) => {
    const res = await request.get(`${BASE}/api/health`)
    expect(res.status()).toBe(200)
    expect(await res.json()).toMatchObject({ status: 'ok', database: { status: 'up' } })
  })
})
