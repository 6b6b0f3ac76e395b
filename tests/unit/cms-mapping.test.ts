import {
  contentDefaults,
  defaultAbout,
  defaultCatalogue,
  defaultHomeContent,
  defaultPosts,
  defaultSettings,
  defaultYachts,
} from '@/content-defaults'
import {
  aboutToContract,
  catalogueToContract,
  catalogueToDocument,
  documentToContract,
  postToContract,
  yachtToContract,
} from '@/lib/cms/contract'
import { picturesInText, withEditionFile, withOriginalPictures } from '@/lib/cms/editions'
import {
  featuredPosts,
  mergeFlat,
  relatedPosts,
  splitTags,
  toAbout,
  toCatalogue,
  toPage,
  toPost,
  toSettings,
  toYacht,
} from '@/lib/cms/mapping'
import { canonicalYachtSlug, isValidSlug } from '@/lib/cms/tags'
import type { Document, Media } from '@/lib/cms/payload-types'
import { catalogueSchema, homeContentSchema, settingsSchema } from '@/lib/cms/schema'
import type { BlogPost } from '@/lib/cms/types'

const FALLBACK = '/art/fallback.webp'
const STAMP = '2026-01-01T00:00:00.000Z'
const media = (url: string, alt = ''): Media => ({ id: 1, url, alt, updatedAt: STAMP, createdAt: STAMP })
const file = (url: string, id = 2): Document => ({
  id,
  url,
  title: 'Plan',
  kind: 'deck-plan',
  updatedAt: STAMP,
  createdAt: STAMP,
})

describe('editions: a translated file stands in for its original', () => {
  const brochure = { ...file('/cms/api/documents/file/brochure.pdf', 10), title: 'Brochure', filesize: 10_000 }
  const french = {
    ...file('/cms/api/documents/file/brochure-fr.pdf', 20),
    title: 'Brochure (Français)',
    filename: 'brochure-fr.pdf',
    filesize: 12_000,
    edition_of: brochure,
    locale: 'fr' as const,
  }

  it("lists the original under its own title with the edition's file and size", () => {
    const listed = documentToContract(withEditionFile(brochure, french))
    expect(listed).toMatchObject({ id: '10', title: 'Brochure', url: french.url, filename: 'brochure-fr.pdf' })
    expect(listed.filesize).toBe(12_000)
  })

  it("shows a picture's edition, its resized copies included, with the original's alt text", () => {
    const plan = { ...media('/cms/api/media/file/plan.webp', 'Deck plan'), width: 2400, height: 1440 }
    const frenchPlan = {
      ...media('/cms/api/media/file/plan-fr.webp', 'Plan de pont'),
      alt: null,
      id: 7,
      width: 2400,
      height: 1440,
      sizes: { og: { url: '/cms/api/media/file/plan-fr-1200x630.jpg', width: 1200, height: 630 } },
      edition_of: plan,
      locale: 'fr' as const,
    }
    const shown = withEditionFile(plan, frenchPlan)
    expect(shown).toMatchObject({ id: 1, alt: 'Deck plan', url: frenchPlan.url, width: 2400 })
    expect(shown.sizes?.og?.url).toBe('/cms/api/media/file/plan-fr-1200x630.jpg')
  })

  it('keeps the original of an edition placed in rich text, wherever it stands, and leaves other pictures alone', () => {
    const picture = (value: number | { id: number }, caption: string) => ({
      type: 'upload',
      relationTo: 'media',
      value,
      fields: { caption },
    })
    const text = {
      root: {
        type: 'root',
        children: [
          { type: 'paragraph', children: [{ type: 'text', text: 'Plan' }] },
          picture(7, 'French plan'),
          { type: 'quote', children: [picture({ id: 7 }, 'Quoted'), picture(3, 'Other')] },
          { type: 'upload', relationTo: 'documents', value: 7 },
        ],
      },
    }
    expect(picturesInText(text)).toEqual(new Set([7, 3]))
    const kept = withOriginalPictures(text, new Map([[7, 1]]))
    expect(picturesInText(kept)).toEqual(new Set([1, 3]))
    expect(JSON.stringify(kept)).toContain('"value":1,"fields":{"caption":"French plan"}')
    expect(JSON.stringify(kept)).toContain('"relationTo":"documents","value":7')
    // The value given to the hook is left as it was.
    expect(JSON.stringify(text)).toContain('"value":7,"fields":{"caption":"French plan"}')
  })
})

describe('mergeFlat: a field left empty in the CMS renders its default wording', () => {
  it('keeps CMS values and fills empty, blank, missing and wrongly typed ones from the defaults', () => {
    const merged = mergeFlat(
      homeContentSchema.parse({
        hero_pretitle: 'Edited pretitle',
        hero_cta_primary_text: '',
        hero_scroll_text: '   ',
        contact_email: 42,
        contact_title: { nested: true },
        unknown: 'x',
      }),
      defaultHomeContent,
    )
    expect(merged.hero_pretitle).toBe('Edited pretitle')
    expect(merged.hero_cta_primary_text).toBe('Discover More')
    expect(merged.hero_cta_primary_url).toBe('/collection')
    expect(merged.hero_scroll_text).toBe('Explore')
    expect(merged.contact_email).toBe('42')
    expect(merged.contact_title).toBe(defaultHomeContent.contact_title)
    expect(merged).not.toHaveProperty('unknown')
  })

  it('treats a missing record as all defaults, and a non-object is not a record', () => {
    expect(mergeFlat(null, defaultHomeContent)).toEqual(defaultHomeContent)
    expect(homeContentSchema.safeParse('oops').success).toBe(false)
  })

  it('keeps booleans only when they are booleans', () => {
    const s = toSettings(
      settingsSchema.parse({ show_festival_popup: true, show_varieties: 'yes', hero_variant: 'tabs' }),
      defaultSettings,
    )
    expect(s.show_festival_popup).toBe(true)
    expect(s.show_varieties).toBe(defaultSettings.show_varieties)
    expect(s.hero_variant).toBe('tabs')
    const bogus = settingsSchema.parse({ hero_variant: 'bogus' })
    expect(toSettings(bogus, defaultSettings).hero_variant).toBe(defaultSettings.hero_variant)
  })

  it('reads numeric strings as numbers and drops what is not a number', () => {
    expect(catalogueSchema.parse({ basePrice: '130000' }).basePrice).toBe(130000)
    expect(toCatalogue(catalogueSchema.parse({ basePrice: 'x' }), defaultCatalogue).basePrice).toBe(125000)
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

/** These documents carry no rich text: Payload's converter is exercised end to end (journal-pages.spec). */
const noRichText = () => ''

describe('yachts', () => {
  const wama26 = defaultYachts.find((y) => y.slug === 'wama-26')!

  it('round-trips a Payload document through the contract into the domain', () => {
    const contract = yachtToContract(
      {
        id: 3,
        slug: 'wama-26',
        name: 'WAMA 26',
        price: 160000,
        featured_on_homepage: true,
        hero_image: media('/cms/api/media/file/hero.webp', 'Hero alt'),
        hero_video: null,
        specs: { length: '26 ft', beam: '8.5 ft', draft: null },
        gallery: [
          { gallery_type: 'interior', display_order: 2, image: media('/i2.webp', 'Cabin') },
          { gallery_type: 'exterior', display_order: 1, image: media('/e1.webp', 'Bow') },
          { gallery_type: 'exterior', display_order: 0, image: 7 },
        ],
        varieties: [{ key: 'sport', name: 'Sport', price: 1, key_features: [{ feature: 'Fast' }] }],
        deck_plans: [{ title: 'Main deck', file: file('/plan.pdf'), image: media('/plan.webp') }],
        meta: { title: 'SEO title', description: 'SEO description', image: media('/og.webp') },
        updatedAt: STAMP,
        createdAt: STAMP,
      },
      noRichText,
    )
    expect(contract.hero_image).toBe('/cms/api/media/file/hero.webp')
    expect(contract.hero_image_alt).toBe('Hero alt')
    // An empty field is served as "", so a client always finds every key of the record.
    expect(contract.hero_video).toBe('')
    expect(contract.specs?.draft).toBe('')
    expect(contract.featured_on_homepage).toBe(true)
    expect(contract.varieties?.[0]?.id).toBe('sport')
    expect(contract.deck_plans?.[0]?.download_url).toBe('/plan.pdf')

    const yacht = toYacht(contract, defaultYachts, FALLBACK)!
    expect(yacht.gallery.map((g) => g.image)).toEqual(['/e1.webp', '/i2.webp'])
    expect(yacht.gallery[0]!.alt).toBe('Bow')
    expect(yacht.gallery[1]!.alt).toBe('Cabin')
    expect(yacht.specs.length).toBe('26 ft')
    expect(yacht.specs.draft).toBe(wama26.specs.draft)
    expect(yacht.hero_video).toBe('')
    expect(yacht.varieties[0]!.key_features).toEqual(['Fast'])
    expect(yacht.seo.title).toBe('SEO title')
    expect(yacht.customization_title).toBe(wama26.customization_title)
  })

  it('shows N/A (null price) when the editor empties the price', () => {
    expect(toYacht({ slug: 'wama-26', name: 'WAMA 26', price: null }, defaultYachts, FALLBACK)!.price).toBeNull()
  })

  it('rejects records without slug or name', () => {
    expect(toYacht({ name: 'x' }, defaultYachts, FALLBACK)).toBeNull()
    expect(toYacht(null, defaultYachts, FALLBACK)).toBeNull()
  })

  it('gives an unknown yacht the fallback image', () => {
    const y = toYacht({ slug: 'wama-60', name: 'WAMA 60' }, defaultYachts, FALLBACK)!
    expect(y.hero_image).toBe(FALLBACK)
    expect(y.price).toBeNull()
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
    expect(p.read_time).toBe(1)
  })

  it('a post with no read time is timed from its text, 200 words a minute', () => {
    const words = (n: number) => `<p>${Array.from({ length: n }, () => 'sea').join(' ')}</p>`
    const timed = (html: string) => toPost({ slug: 'n', title: 'N', content: html }, [], FALLBACK)?.read_time
    expect(timed(words(40))).toBe(1)
    expect(timed(words(1000))).toBe(5)
    expect(timed(`<h2>Hull</h2>${words(1398)}`)).toBe(7)
  })

  it('a seeded post survives the contract round trip unchanged in its visible fields', () => {
    const original = defaultPosts[0]!
    const contract = postToContract(
      {
        id: 9,
        slug: original.slug,
        title: original.title,
        category: original.category,
        published_date: `${original.published_date}T00:00:00.000Z`,
        featured_image: media(original.featured_image),
        updatedAt: original.updated_at,
        createdAt: original.updated_at,
      },
      noRichText,
    )
    const back = toPost(contract, defaultPosts, FALLBACK)!
    expect(back.title).toBe(original.title)
    expect(back.featured_image).toBe(original.featured_image)
    expect(back.published_date).toBe(original.published_date)
  })

  it('a draft post without its date yet (as preview reads it) still maps, dated by the built-in fallback', () => {
    const draft: unknown = { id: 10, slug: 'draft', title: 'Draft', category: 'journal', published_date: null }
    const contract = postToContract(
      { updatedAt: '2026-11-25T10:00:00.000Z', createdAt: '2026-11-25T10:00:00.000Z', ...Object(draft) },
      noRichText,
    )
    expect(contract.published_date).toBe('')
    expect(toPost(contract, [], FALLBACK)?.title).toBe('Draft')
  })

  it('splits comma-separated tags', () => {
    expect(splitTags(' aluminium, catamaran ,, design')).toEqual(['aluminium', 'catamaran', 'design'])
  })
})

describe('globals and catalogue', () => {
  it('flattens uploads in globals to URLs with their focal points, and drops bookkeeping fields', () => {
    const out = aboutToContract({
      id: 1,
      hero_image_1: { ...media('/a.webp', 'x'), focalX: 20, focalY: 70 },
      hero_image_2: media('/b.webp', 'y'),
      hero_title: 'T',
      updatedAt: 'u',
    })
    expect(out).toEqual({
      hero_image_1: '/a.webp',
      hero_image_2: '/b.webp',
      focus: { hero_image_1: '20% 70%' },
      hero_title: 'T',
      updated_at: 'u',
    })
  })

  it('the seeded catalogue survives the Payload round trip with exact ids and prices', () => {
    // As the seed writes it, then as the CMS reads it back.
    const doc = { id: 1, ...catalogueToDocument(defaultCatalogue) }
    expect(toCatalogue(catalogueToContract(doc), defaultCatalogue)).toEqual(defaultCatalogue)
  })

  it('an empty catalogue falls back to the canonical one: base 125,000, 44 options in 15 categories, with its rules', () => {
    const c = toCatalogue({}, defaultCatalogue)
    expect(c.basePrice).toBe(125000)
    expect(c.options).toHaveLength(44)
    expect(c.categories).toHaveLength(15)
    expect(c.rules).toEqual(defaultCatalogue.rules)
  })
})

describe('French pages: what the CMS leaves empty shows the French built-in words', () => {
  const fr = contentDefaults('fr')

  it('an empty CMS (or one out of reach) gives French settings, home, about and catalogue', () => {
    expect(mergeFlat(null, fr.homeContent).hero_cta_primary_text).toBe('Découvrir')
    expect(mergeFlat(null, fr.homeContent).hero_cta_primary_url).toBe('/collection')
    expect(toSettings(settingsSchema.parse({}), fr.settings).location).toBe('Zone industrielle, Mégrine, Tunisie')
    expect(toSettings(settingsSchema.parse({}), fr.settings).info_email).toBe(defaultSettings.info_email)
    expect(toAbout({ hero_title: 'Titre' }, fr.about)?.story_subtitle).toBe('Notre histoire')
    const catalogue = toCatalogue({}, fr.catalogue)
    expect(catalogue.colors[0]).toEqual({ id: 'white', name: 'Blanc Arctique', hex: '#F4F6F7', price: 0 })
    expect(catalogue.basePrice).toBe(defaultCatalogue.basePrice)
  })

  it('a yacht keeps the CMS facts and takes the French words it lacks', () => {
    const y = toYacht({ slug: 'wama-26', name: 'WAMA 26', price: 170000 }, fr.yachts, FALLBACK)!
    expect(y.price).toBe(170000)
    expect(y.tagline).toBe('Le monocoque sportif, infusé pour la vitesse')
    expect(y.features[0]!.name).toBe('Coque et pont infusés sous vide')
    expect(y.specs.max_speed).toBe('42\u00a0nœuds')
    expect(y.hero_image).toBe(defaultYachts[0]!.hero_image)
  })

  it('a post and a page read in French keep their shared slug', () => {
    const post = toPost({ slug: defaultPosts[0]!.slug, title: 'Titre' }, fr.posts, FALLBACK)!
    expect(post.category).toBe('Ingénierie')
    expect(post.slug).toBe(defaultPosts[0]!.slug)
    expect(toPage({ slug: 'legal' }, fr.pages)?.title).toBe('Mentions légales')
  })
})
