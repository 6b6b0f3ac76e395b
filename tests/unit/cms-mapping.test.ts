import {
  defaultAbout,
  defaultCatalogue,
  defaultHomeContent,
  defaultPosts,
  defaultSettings,
  defaultYachts,
} from '@/content-defaults'
import { catalogueToContract, globalToContract, postToContract, yachtToContract } from '@/lib/cms/contract'
import {
  featuredPosts,
  mergeFlat,
  relatedPosts,
  splitTags,
  toAbout,
  toCatalogue,
  toHomeContent,
  toPost,
  toSettings,
  toYacht,
  toYachtSummary,
} from '@/lib/cms/mapping'
import { canonicalYachtSlug, isValidSlug } from '@/lib/cms/tags'
import type { BlogPost } from '@/lib/cms/types'

const FALLBACK = '/art/fallback.webp'

describe('mergeFlat: a field left empty in the CMS renders its default wording', () => {
  it('keeps CMS values and fills empty, blank, missing and wrongly typed ones from the defaults', () => {
    const merged = toHomeContent(
      {
        hero_pretitle: 'Edited pretitle',
        hero_cta_primary_text: '',
        hero_scroll_text: '   ',
        contact_email: 42,
        unknown: 'x',
      },
      defaultHomeContent,
    )
    expect(merged.hero_pretitle).toBe('Edited pretitle')
    expect(merged.hero_cta_primary_text).toBe('Discover More')
    expect(merged.hero_cta_primary_url).toBe('/collection')
    expect(merged.hero_scroll_text).toBe('Explore')
    expect(merged.contact_email).toBe('42')
    expect(merged).not.toHaveProperty('unknown')
  })

  it('treats a non-object record as all defaults', () => {
    expect(toHomeContent(null, defaultHomeContent)).toEqual(defaultHomeContent)
    expect(toHomeContent('oops', defaultHomeContent)).toEqual(defaultHomeContent)
  })

  it('keeps booleans only when they are booleans', () => {
    const s = toSettings({ show_festival_popup: true, show_varieties: 'yes', hero_variant: 'tabs' }, defaultSettings)
    expect(s.show_festival_popup).toBe(true)
    expect(s.show_varieties).toBe(defaultSettings.show_varieties)
    expect(s.hero_variant).toBe('tabs')
    expect(toSettings({ hero_variant: 'bogus' }, defaultSettings).hero_variant).toBe(defaultSettings.hero_variant)
  })

  it('coerces numeric strings for number defaults', () => {
    expect(mergeFlat({ a: '12' }, { a: 1 })).toEqual({ a: 12 })
    expect(mergeFlat({ a: 'x' }, { a: 1 })).toEqual({ a: 1 })
  })
})

describe('about', () => {
  it('fails (null) when the load returns nothing, so the page can say "Failed to load about page"', () => {
    expect(toAbout(null, defaultAbout)).toBeNull()
    expect(toAbout({}, defaultAbout)).toBeNull()
  })
  it('merges a partial record with the defaults', () => {
    const about = toAbout({ hero_title: 'Built\nby hand' }, defaultAbout)
    expect(about?.hero_title).toBe('Built\nby hand')
    expect(about?.story_title).toBe(defaultAbout.story_title)
  })
})

describe('yachts', () => {
  const wama26 = defaultYachts.find((y) => y.slug === 'wama-26')!

  it('round-trips a Payload document through the contract into the domain', () => {
    const doc = {
      slug: 'wama-26',
      name: 'WAMA 26',
      price: 160000,
      featured_on_homepage: true,
      hero_image: { url: '/cms/api/media/file/hero.webp', alt: 'Hero alt' },
      specs: { length: '26 ft', beam: '8.5 ft' },
      gallery: [
        { gallery_type: 'interior', display_order: 2, image: { url: '/i2.webp', alt: 'Cabin' } },
        { gallery_type: 'exterior', display_order: 1, image: { url: '/e1.webp' }, alt: 'Bow' },
        { gallery_type: 'exterior', display_order: 0, image: 7 },
      ],
      varieties: [{ key: 'sport', name: 'Sport', price: 1, key_features: [{ feature: 'Fast' }] }],
      deck_plans: [{ title: 'Main deck', file: { url: '/plan.pdf' }, image: { url: '/plan.webp' } }],
      meta: { title: 'SEO title', description: 'SEO description', image: { url: '/og.webp' } },
      updatedAt: '2026-01-01T00:00:00.000Z',
    }
    const contract = yachtToContract(doc)
    expect(contract.hero_image).toBe('/cms/api/media/file/hero.webp')
    expect(contract.featured_on_homepage).toBe(true)
    expect((contract.varieties as Array<{ id: string }>)[0]!.id).toBe('sport')
    expect((contract.deck_plans as Array<{ download_url: string }>)[0]!.download_url).toBe('/plan.pdf')

    const yacht = toYacht(contract, defaultYachts, FALLBACK)!
    expect(yacht.gallery.map((g) => g.image)).toEqual(['/e1.webp', '/i2.webp'])
    expect(yacht.gallery[0]!.alt).toBe('Bow')
    expect(yacht.gallery[1]!.alt).toBe('Cabin')
    expect(yacht.specs.length).toBe('26 ft')
    expect(yacht.specs.draft).toBe(wama26.specs.draft)
    expect(yacht.varieties[0]!.key_features).toEqual(['Fast'])
    expect(yacht.seo.title).toBe('SEO title')
    expect(yacht.customization_title).toBe(wama26.customization_title)
  })

  it('shows N/A (null price) when the editor empties the price', () => {
    expect(toYacht({ slug: 'wama-26', name: 'WAMA 26', price: null }, defaultYachts, FALLBACK)!.price).toBeNull()
  })

  it('rejects records without slug or name', () => {
    expect(toYacht({ name: 'x' }, defaultYachts, FALLBACK)).toBeNull()
    expect(toYacht(undefined, defaultYachts, FALLBACK)).toBeNull()
  })

  it('gives an unknown yacht the fallback image', () => {
    const y = toYacht({ slug: 'wama-60', name: 'WAMA 60' }, defaultYachts, FALLBACK)!
    expect(y.hero_image).toBe(FALLBACK)
    expect(y.price).toBeNull()
    expect(toYachtSummary(y)).toEqual({
      id: 'wama-60',
      name: 'WAMA 60',
      tagline: '',
      price: null,
      slug: 'wama-60',
      featured: false,
      heroImage: FALLBACK,
    })
  })

  it('maps /yachts/wama-42-xl to the wama-42 record and bounds slugs', () => {
    expect(canonicalYachtSlug('wama-42-xl')).toBe('wama-42')
    expect(canonicalYachtSlug('wama-26')).toBe('wama-26')
    expect(isValidSlug('wama-26')).toBe(true)
    expect(isValidSlug('../etc/passwd')).toBe(false)
    expect(isValidSlug('a'.repeat(121))).toBe(false)
    expect(isValidSlug('WAMA')).toBe(false)
  })
})

describe('journal', () => {
  const post = (slug: string, category: string, featured = false): BlogPost =>
    toPost({ slug, title: slug, category, featured, published_date: '2025-01-01' }, [], FALLBACK)!

  it('related posts: same category, excluding the current one, first 3 of the full list', () => {
    const all = [post('a', 'X'), post('b', 'Y'), post('c', 'X'), post('d', 'X'), post('e', 'X'), post('f', 'X')]
    expect(relatedPosts(all, all[0]!).map((p) => p.slug)).toEqual(['c', 'd', 'e'])
    expect(relatedPosts(all, all[1]!)).toEqual([])
  })

  it('featured articles are capped at 3', () => {
    const all = ['a', 'b', 'c', 'd', 'e'].map((s) => post(s, 'X', true))
    expect(featuredPosts(all)).toHaveLength(3)
    expect(featuredPosts([post('z', 'X')]).map((p) => p.slug)).toEqual(['z'])
  })

  it('fills a missing image with the fallback and keeps the date as YYYY-MM-DD', () => {
    const p = toPost({ slug: 'new', title: 'New', published_date: '2025-03-04T10:00:00.000Z' }, [], FALLBACK)!
    expect(p.featured_image).toBe(FALLBACK)
    expect(p.published_date).toBe('2025-03-04')
    expect(p.read_time).toBe(5)
  })

  it('a seeded post survives the contract round trip unchanged in its visible fields', () => {
    const original = defaultPosts[0]!
    const contract = postToContract({
      ...original,
      featured_image: { url: original.featured_image },
      updatedAt: original.updated_at,
    })
    const back = toPost(contract, defaultPosts, FALLBACK)!
    expect(back.title).toBe(original.title)
    expect(back.content).toBe(original.content)
    expect(back.featured_image).toBe(original.featured_image)
  })

  it('splits comma-separated tags', () => {
    expect(splitTags(' aluminium, catamaran ,, design')).toEqual(['aluminium', 'catamaran', 'design'])
  })
})

describe('globals and catalogue', () => {
  it('flattens uploads in globals to URLs and drops bookkeeping fields', () => {
    const out = globalToContract({
      id: 1,
      globalType: 'about',
      hero_image_1: { url: '/a.webp', alt: 'x' },
      hero_title: 'T',
      updatedAt: 'u',
    })
    expect(out).toEqual({ hero_image_1: '/a.webp', hero_title: 'T', updated_at: 'u' })
  })

  it('the seeded catalogue survives the Payload round trip with exact ids and prices', () => {
    const doc = {
      base_price: defaultCatalogue.basePrice,
      standard_features: defaultCatalogue.standardFeatures.map((feature) => ({ feature })),
      colors: defaultCatalogue.colors.map(({ id, ...c }) => ({ color_id: id, ...c })),
      floorings: defaultCatalogue.floorings.map(({ id, ...f }) => ({ flooring_id: id, ...f })),
      engines: defaultCatalogue.engines.map(({ id, ...e }) => ({ engine_id: id, ...e })),
      categories: defaultCatalogue.categories.map(({ id, ...c }) => ({ category_id: id, ...c })),
      options: defaultCatalogue.options.map(({ id, ...o }) => ({ option_id: id, ...o })),
    }
    expect(toCatalogue(catalogueToContract(doc), defaultCatalogue)).toEqual(defaultCatalogue)
  })

  it('an empty catalogue falls back to the canonical one: base 125,000, 43 options in 15 categories', () => {
    const c = toCatalogue({}, defaultCatalogue)
    expect(c.basePrice).toBe(125000)
    expect(c.options).toHaveLength(43)
    expect(c.categories).toHaveLength(15)
  })
})
