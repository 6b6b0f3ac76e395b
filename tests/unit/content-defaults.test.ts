import { readFileSync } from 'node:fs'
import path from 'node:path'

import { PDFDocument } from 'pdf-lib'

import { CONTENT_DEFAULTS, contentDefaults, type ContentDefaults } from '@/content-defaults'
import { defaultAbout } from '@/content-defaults/about'
import { defaultCatalogue } from '@/content-defaults/catalogue'
import { defaultDocuments } from '@/content-defaults/documents'
import { aboutFr } from '@/content-defaults/fr/about'
import { catalogueFr } from '@/content-defaults/fr/catalogue'
import { documentsFr } from '@/content-defaults/fr/documents'
import { homeContentFr, homepageHeroFr } from '@/content-defaults/fr/home'
import { mediaAltsFr } from '@/content-defaults/fr/media'
import { pagesFr } from '@/content-defaults/fr/pages'
import { postsFr } from '@/content-defaults/fr/posts'
import { settingsFr } from '@/content-defaults/fr/settings'
import { testimonialsFr } from '@/content-defaults/fr/testimonials'
import { yachtsFr } from '@/content-defaults/fr/yachts'
import { defaultHomeContent, defaultHomepageHero } from '@/content-defaults/home'
import { defaultMediaAlts } from '@/content-defaults/media'
import { defaultPages } from '@/content-defaults/pages'
import { defaultPosts } from '@/content-defaults/posts'
import { defaultSettings } from '@/content-defaults/settings'
import { defaultTestimonials } from '@/content-defaults/testimonials'
import { translated, type Translation } from '@/content-defaults/translation'
import { defaultYachts } from '@/content-defaults/yachts'
import type { Yacht } from '@/lib/cms/types'

const VOID_TAGS = new Set(['br', 'hr', 'img'])

/** Returns the first nesting error of an HTML fragment, or null when every tag is closed in order. */
function htmlNestingError(html: string): string | null {
  const stack: string[] = []
  for (const match of html.matchAll(/<(\/?)([a-z][a-z0-9]*)\b[^>]*>/gi)) {
    const closing = match[1] === '/'
    const tag = (match[2] ?? '').toLowerCase()
    if (VOID_TAGS.has(tag)) continue
    if (!closing) {
      stack.push(tag)
    } else if (stack.pop() !== tag) {
      return `unexpected </${tag}>`
    }
  }
  return stack.length ? `unclosed <${stack.join('>, <')}>` : null
}

const textOf = (html: string): string => html.replace(/<[^>]+>/g, ' ')
const wordCount = (html: string): number => textOf(html).split(/\s+/).filter(Boolean).length

/** Wording left empty; `updated_at` is bookkeeping, empty until an editor saves. */
function emptyStringFields(record: object): string[] {
  return Object.entries(record)
    .filter(([key, value]) => key !== 'updated_at' && typeof value === 'string' && value.trim() === '')
    .map(([key]) => key)
}

function yacht(slug: string): Yacht {
  const found = defaultYachts.find((y) => y.slug === slug)
  if (!found) throw new Error(`no default yacht ${slug}`)
  return found
}

describe('site settings defaults', () => {
  it('fills every string field but the outside booking and inquiry sites, left to an editor (the site has its own events page and forms)', () => {
    expect(emptyStringFields(defaultSettings)).toEqual(['calendar_url', 'inquiry_url'])
  })

  it('carries the contact, legal and festival facts of the spec', () => {
    expect(defaultSettings).toMatchObject({
      info_email: 'info@wama-yachts.com',
      calendar_url: '',
      inquiry_url: '',
      legal_publisher: 'WAMA SARL',
      legal_share_capital: '700,000 TND',
      legal_company_start: '24 June 2021',
      legal_activity_code: '35111',
      festival_dates: '9–14 September 2025',
      festival_start: '2025-09-09',
      festival_end: '2025-09-14',
      show_festival_popup: false,
      show_varieties: false,
      configurator_enabled: true,
      hero_variant: 'swap',
    })
    expect(defaultSettings.location).toMatch(/Megrine, Tunisia/)
    expect(defaultSettings.legal_head_office).toMatch(/Megrine/)
    expect(defaultSettings.phone).toMatch(/^\+216 \d{2} \d{3} \d{3}$/)
    expect(defaultSettings.whatsapp).toBe(defaultSettings.phone.replace(/\D/g, ''))
  })

  it('links every social network to an https page', () => {
    const socials = [
      defaultSettings.facebook_url,
      defaultSettings.instagram_url,
      defaultSettings.linkedin_url,
      defaultSettings.youtube_url,
    ]
    for (const url of socials) expect(url).toMatch(/^https:\/\//)
    expect(new Set(socials).size).toBe(4)
  })
})

describe('home defaults', () => {
  it('fills every field of the hero record and the home content', () => {
    expect(emptyStringFields(defaultHomepageHero)).toEqual([])
    expect(emptyStringFields(defaultHomeContent)).toEqual([])
  })

  it('uses the wording of the spec', () => {
    expect(defaultHomepageHero.hero_wama42_title).toBe('CATAMARANS')
    expect(defaultHomepageHero.hero_wama26_title).toBe('MONOHULLS')
    expect(defaultHomeContent).toMatchObject({
      hero_cta_primary_url: '/collection',
      hero_cta_primary_text: 'Discover More',
      hero_cta_secondary_text: 'Book Consultation',
      hero_scroll_text: 'Explore',
      quote2_cta_url: '/about/',
      quote2_cta_text: 'Discover Our Story',
      contact_email: 'info@wama-yachts.com',
    })
    expect(defaultHomeContent.contact_location).toMatch(/Megrine, Tunisia/)
  })
})

describe('about defaults', () => {
  it('fills every field', () => {
    expect(emptyStringFields(defaultAbout)).toEqual([])
  })

  it('gives each difference feature several comma-separated highlights', () => {
    for (const highlights of [
      defaultAbout.feature_1_highlights,
      defaultAbout.feature_2_highlights,
      defaultAbout.feature_3_highlights,
    ]) {
      const items = highlights.split(',').map((item) => item.trim())
      expect(items.length).toBeGreaterThanOrEqual(3)
      expect(items.every((item) => item.length > 0)).toBe(true)
    }
  })
})

describe('yacht defaults', () => {
  it('holds the WAMA 26 and the WAMA 42', () => {
    expect(defaultYachts.map((y) => y.slug)).toEqual(['wama-26', 'wama-42'])
    expect(yacht('wama-26')).toMatchObject({ name: 'WAMA 26', price: null, featured_on_homepage: true })
    expect(yacht('wama-42')).toMatchObject({ name: 'WAMA 42', price: 950000, featured_on_homepage: true })
  })

  it('states the specs of the spec, with units', () => {
    const s26 = yacht('wama-26').specs
    expect(s26.length).toMatch(/^26 ft/)
    expect(s26.beam).toMatch(/^8\.5 ft/)
    expect(s26.sleeps).toMatch(/^8 guests/)
    expect(s26.cabins).toBe('1')
    expect(s26.max_speed).toBe('42 knots')
    expect(s26.fuel_capacity).toMatch(/^300 L/)
    expect(yacht('wama-26').construction).toMatch(/vacuum-infused GRP/i)

    const s42 = yacht('wama-42').specs
    expect(s42.length).toMatch(/^42 ft/)
    expect(s42.beam).toMatch(/^21\.5 ft/)
    expect(s42.sleeps).toMatch(/^12 guests/)
    expect(s42.cabins).toBe('3')
    expect(s42.max_speed).toBe('28 knots')
    expect(yacht('wama-42').construction).toMatch(/aluminium/i)

    for (const y of defaultYachts) expect(emptyStringFields(y.specs)).toEqual([])
  })

  it('fills every text field; only the WAMA 42 leaves the surf edition empty', () => {
    expect(emptyStringFields(yacht('wama-26'))).toEqual(['hero_video'])
    expect(emptyStringFields(yacht('wama-42'))).toEqual(['hero_video', 'surf_title', 'surf_description', 'surf_vision'])
    for (const y of defaultYachts) {
      expect(y.seo.title).not.toBe('')
      expect(y.seo.description).not.toBe('')
      expect(y.quote_author).not.toBe('')
      expect(y.updated_at).toBe('2025-06-01T00:00:00.000Z')
    }
  })

  it('has three exterior and three interior gallery images, each with alt text', () => {
    for (const y of defaultYachts) {
      const model = y.slug.replace('-', '')
      for (const type of ['exterior', 'interior'] as const) {
        const images = y.gallery.filter((g) => g.gallery_type === type)
        expect(images.map((g) => g.image)).toEqual([1, 2, 3].map((n) => `/art/${model}-${type}-${n}.webp`))
        expect(images.map((g) => g.display_order)).toEqual([1, 2, 3])
        for (const image of images) expect(image.alt.length).toBeGreaterThan(20)
      }
    }
  })

  it('offers at least six features and the sport, luxury and standard varieties', () => {
    for (const y of defaultYachts) {
      expect(y.features.length).toBeGreaterThanOrEqual(6)
      expect(y.varieties.map((v) => v.id)).toEqual(['sport', 'luxury', 'standard'])
      for (const v of y.varieties) {
        expect(v.image).toBe(`/art/variety-${v.id}.webp`)
        expect(v.key_features.length).toBeGreaterThanOrEqual(3)
        // Only the yacht the configurator builds has editions made of configurations.
        expect(emptyStringFields(v)).toEqual(y.slug === 'wama-26' ? [] : ['configuration'])
      }
    }
  })

  it('lists the exterior features as five or six list items', () => {
    for (const y of defaultYachts) {
      const items = y.exterior_description.match(/<li>/g) ?? []
      expect(items.length).toBeGreaterThanOrEqual(5)
      expect(items.length).toBeLessThanOrEqual(6)
      expect(y.exterior_description.startsWith('<p>')).toBe(true)
    }
  })

  it('links deck plans, brochure and specification sheet to the shipped documents', () => {
    const urls = new Set(defaultDocuments.map((d) => d.url))
    expect(yacht('wama-26').deck_plans.map((p) => p.image)).toEqual(['/art/wama26-deck-plan.webp'])
    expect(yacht('wama-42').deck_plans.map((p) => p.image)).toEqual([
      '/art/wama42-deck-plan-main.webp',
      '/art/wama42-deck-plan-hull.webp',
    ])
    for (const y of defaultYachts) {
      expect(urls.has(y.booklet)).toBe(true)
      expect(urls.has(y.specification_sheet)).toBe(true)
      for (const plan of y.deck_plans) expect(urls.has(plan.download_url)).toBe(true)
    }
  })

  it('writes well-formed HTML', () => {
    for (const y of defaultYachts) {
      expect(htmlNestingError(y.description)).toBeNull()
      expect(htmlNestingError(y.exterior_description)).toBeNull()
    }
  })
})

describe('journal defaults', () => {
  it('has at least eight posts in at least three categories', () => {
    expect(defaultPosts.length).toBeGreaterThanOrEqual(8)
    expect(new Set(defaultPosts.map((p) => p.category)).size).toBeGreaterThanOrEqual(3)
  })

  it('uses unique slugs as ids and distinct 2025 dates, newest first', () => {
    const slugs = defaultPosts.map((p) => p.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    for (const p of defaultPosts) {
      expect(p.id).toBe(p.slug)
      expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      expect(p.published_date).toMatch(/^2025-\d{2}-\d{2}$/)
      expect(Number.isNaN(Date.parse(p.published_date))).toBe(false)
    }
    const dates = defaultPosts.map((p) => p.published_date)
    expect(new Set(dates).size).toBe(dates.length)
    expect([...dates].sort().reverse()).toEqual(dates)
  })

  it('features exactly the first three posts', () => {
    expect(defaultPosts.map((p) => p.featured)).toEqual(defaultPosts.map((_, i) => i < 3))
  })

  it('gives every post full, well-formed content and a consistent read time', () => {
    defaultPosts.forEach((p, i) => {
      expect(emptyStringFields(p)).toEqual([])
      expect(p.featured_image).toBe(`/art/journal-${i + 1}.webp`)
      expect(p.excerpt).toMatch(/^<p>[\s\S]+<\/p>$/)
      expect(p.content).toMatch(/<h2>/)
      expect(htmlNestingError(p.excerpt)).toBeNull()
      expect(htmlNestingError(p.content)).toBeNull()
      const words = wordCount(p.content)
      expect(words).toBeGreaterThanOrEqual(400)
      expect(words).toBeLessThanOrEqual(800)
      expect(Math.abs(p.read_time - words / 200)).toBeLessThanOrEqual(1)
      expect(
        p.tags
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean).length,
      ).toBeGreaterThanOrEqual(3)
      expect(p.seo.title).not.toBe('')
      expect(p.seo.description).not.toBe('')
    })
  })
})

describe('testimonial defaults', () => {
  it('has five testimonials, three of them featured', () => {
    expect(defaultTestimonials).toHaveLength(5)
    expect(defaultTestimonials.filter((t) => t.featured)).toHaveLength(3)
    expect(new Set(defaultTestimonials.map((t) => t.id)).size).toBe(5)
    for (const t of defaultTestimonials) expect(emptyStringFields(t)).toEqual([])
  })
})

describe('document defaults', () => {
  it('lists the six PDFs with matching urls and file names', () => {
    expect(defaultDocuments.map((d) => d.filename)).toEqual([
      'wama-26-brochure.pdf',
      'wama-26-specifications.pdf',
      'wama-26-deck-plan.pdf',
      'wama-42-brochure.pdf',
      'wama-42-specifications.pdf',
      'wama-42-deck-plans.pdf',
    ])
    for (const d of defaultDocuments) {
      expect(d.url).toBe(`/documents/${d.filename}`)
      expect(d.yacht).toBe(d.filename.slice(0, 7))
      expect(emptyStringFields(d)).toEqual([])
    }
    expect(defaultDocuments.map((d) => d.kind)).toEqual([
      'brochure',
      'specification',
      'deck-plan',
      'brochure',
      'specification',
      'deck-plan',
    ])
  })
})

describe('the French editions of the PDFs', () => {
  const fr = contentDefaults('fr')

  it('lists each PDF as its French file, titled in French in the file itself', async () => {
    for (const [i, d] of fr.documents.entries()) {
      const english = defaultDocuments[i]!
      expect(d.url).toBe(`/documents/${d.filename}`)
      expect(d.filename).toBe(english.filename.replace(/\.pdf$/, '-fr.pdf'))
      const pdf = await PDFDocument.load(readFileSync(path.join(process.cwd(), 'public', d.url)).toString('base64'), {
        updateMetadata: false,
      })
      expect(pdf.getTitle()).toBe(d.title)
      expect(pdf.getTitle()).not.toBe(english.title)
    }
  })

  it('links the French yachts to the French files', () => {
    const french = new Set(fr.documents.map((d) => d.url))
    for (const y of fr.yachts) {
      expect(french.has(y.booklet)).toBe(true)
      expect(french.has(y.specification_sheet)).toBe(true)
      for (const plan of y.deck_plans) expect(french.has(plan.download_url)).toBe(true)
    }
  })
})

describe('page defaults', () => {
  it('has a legal notice with every legal fact', () => {
    const legal = defaultPages.find((p) => p.slug === 'legal')
    expect(legal?.title).toBe('Legal Notice')
    const text = textOf(legal?.content ?? '')
    for (const fact of [
      'WAMA SARL',
      '700,000 TND',
      '24 June 2021',
      '35111',
      defaultSettings.legal_head_office,
      defaultSettings.legal_manager,
      defaultSettings.legal_hosting_provider,
      'Intellectual Property',
      'Personal Data',
    ]) {
      expect(text).toContain(fact)
    }
  })

  it('has a privacy policy that explains how inquiries are stored', () => {
    const privacy = defaultPages.find((p) => p.slug === 'privacy')
    expect(privacy?.title).toBe('Privacy Policy')
    expect(privacy?.content).toMatch(/inquir/i)
    expect(privacy?.content).toMatch(/stored/i)
  })

  it('writes well-formed HTML with SEO text', () => {
    for (const p of defaultPages) {
      expect(p.id).toBe(p.slug)
      expect(htmlNestingError(p.content)).toBeNull()
      expect(p.seo.title).not.toBe('')
      expect(p.seo.description).not.toBe('')
    }
  })
})

describe('translating the built-in content', () => {
  it('overlays strings only, per position or per id, and leaves the English untouched', () => {
    const english = { title: 'Deck', price: 3, tags: ['teak', 'steel'], rows: [{ id: 'a', name: 'Bow', size: 2 }] }
    const french = translated(english, { title: 'Pont', tags: [undefined, 'inox'], rows: { a: { name: 'Étrave' } } })
    expect(french).toEqual({
      title: 'Pont',
      price: 3,
      tags: ['teak', 'inox'],
      rows: [{ id: 'a', name: 'Étrave', size: 2 }],
    })
    expect(english.title).toBe('Deck')
    expect(english.rows[0]!.name).toBe('Bow')
  })

  it('gives English visitors the built-in English records themselves', () => {
    expect(contentDefaults('en')).toMatchObject({
      settings: defaultSettings,
      homeContent: defaultHomeContent,
      yachts: defaultYachts,
      posts: defaultPosts,
      catalogue: defaultCatalogue,
    })
  })
})

/** A string of the built-in content, where it sits and the name of the field holding it. */
interface Leaf {
  path: string
  field: string
  value: unknown
}

function leaves(value: unknown, path = '', field = ''): Leaf[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, `${path}[${i}]`, field))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, v]) => leaves(v, path ? `${path}.${key}` : key, key))
  return [{ path, field, value }]
}

/** Fields that hold addresses, identifiers, pictures, dates or choices: the same in every language. */
const ADDRESSES = /(^|_)(url|email|phone|whatsapp|slug|key|hex|id)$|(^|_)image(_\d+)?$/
const NOT_WORDS: Record<keyof ContentDefaults, readonly string[]> = {
  settings: ['site_name', 'festival_start', 'festival_end', 'hero_variant', 'updated_at'],
  homepageHero: ['updated_at'],
  homeContent: ['quote1_author', 'updated_at'],
  about: ['updated_at'],
  yachts: ['hero_video', 'booklet', 'specification_sheet', 'gallery_type', 'focus', 'configuration', 'updated_at'],
  posts: ['author', 'published_date', 'focus', 'updated_at'],
  testimonials: ['author', 'yacht'],
  documents: ['kind', 'yacht', 'filename'],
  pages: ['updated_at'],
  catalogue: ['model', 'currency', 'category', 'kind', 'option', 'targets', 'engineCategories'],
  mediaAlts: [],
}
/** Words that read the same in French: names, figures and a few words both languages share. */
const SAME_IN_FRENCH = new Set([
  'WAMA 26',
  'WAMA 42',
  'WAMA 26 Sport',
  'WAMA 26 Standard',
  'WAMA 42 Sport',
  'WAMA 42 Standard',
  'WAMA SARL',
  'Cannes Yachting Festival',
  'OVHcloud (OVH SAS), 2 rue Kellermann, 59100 Roubaix, France',
  'CATAMARANS',
  'Catamarans',
  '35111',
  '1',
  '2',
  '3',
])

const isWord = (section: keyof ContentDefaults, leaf: Leaf) =>
  typeof leaf.value === 'string' &&
  leaf.value.trim() !== '' &&
  !ADDRESSES.test(leaf.field) &&
  !NOT_WORDS[section].includes(leaf.field)

const SECTIONS = Object.keys(NOT_WORDS).filter((key): key is keyof ContentDefaults => key in NOT_WORDS)

describe('French built-in content', () => {
  const en = CONTENT_DEFAULTS.en
  const fr = CONTENT_DEFAULTS.fr
  /** A fact as French pages give it: the same, but a PDF or a labelled drawing (a deck plan) is its French edition. */
  const frenchFact = (value: unknown) =>
    typeof value === 'string' && (value.endsWith('.pdf') || /^\/art\/.*deck-plan.*\.webp$/.test(value))
      ? value.replace(/\.(pdf|webp)$/, '-fr.$1')
      : value

  it.each(SECTIONS)('%s: every English word has its French, and nothing else changes', (section) => {
    const english = leaves(en[section])
    const french = leaves(fr[section])
    expect(french.map((l) => l.path)).toEqual(english.map((l) => l.path))
    const untranslated: string[] = []
    const changed: string[] = []
    english.forEach((leaf, i) => {
      const other = french[i]!.value
      if (!isWord(section, leaf)) {
        if (other !== frenchFact(leaf.value)) changed.push(leaf.path)
      } else if (other === leaf.value && !SAME_IN_FRENCH.has(String(leaf.value))) untranslated.push(leaf.path)
    })
    expect({ section, untranslated }).toEqual({ section, untranslated: [] })
    expect({ section, changed }).toEqual({ section, changed: [] })
  })

  it('keeps every words-free fact identical: prices, ids, slugs, pictures, dates, rules', () => {
    const facts = (d: ContentDefaults) =>
      SECTIONS.flatMap((section) => leaves(d[section]).filter((leaf) => !isWord(section, leaf)))
    expect(facts(fr)).toEqual(facts(en).map((leaf) => ({ ...leaf, value: frenchFact(leaf.value) })))
    expect(fr.catalogue.rules.map(({ explanation: _e, ...rule }) => rule)).toEqual(
      en.catalogue.rules.map(({ explanation: _e, ...rule }) => rule),
    )
  })

  it('names only entries the English has (no stale translation of a renamed or removed row)', () => {
    const stale: string[] = []
    const check = (english: unknown, words: unknown, path: string): void => {
      if (words === undefined || typeof words === 'string') return
      if (Array.isArray(english)) {
        if (Array.isArray(words)) {
          if (words.length !== english.length) stale.push(`${path}: ${words.length} of ${english.length} rows`)
          words.forEach((w, i) => check(english[i], w, `${path}[${i}]`))
        } else if (words && typeof words === 'object') {
          for (const [key, w] of Object.entries(words)) {
            const row: unknown = english.find((r) => r && typeof r === 'object' && (r.id ?? r.slug) === key)
            if (row === undefined) stale.push(`${path}.${key}`)
            else check(row, w, `${path}.${key}`)
          }
        }
      } else if (english && typeof english === 'object' && words && typeof words === 'object') {
        for (const [key, w] of Object.entries(words)) {
          if (!(key in english)) stale.push(`${path}.${key}`)
          else check(Object(english)[key], w, `${path}.${key}`)
        }
      } else stale.push(path)
    }
    const pairs: [string, unknown, unknown][] = [
      ['settings', defaultSettings, settingsFr],
      ['homepageHero', defaultHomepageHero, homepageHeroFr],
      ['homeContent', defaultHomeContent, homeContentFr],
      ['about', defaultAbout, aboutFr],
      ['yachts', defaultYachts, yachtsFr],
      ['posts', defaultPosts, postsFr],
      ['testimonials', defaultTestimonials, testimonialsFr],
      ['documents', defaultDocuments, documentsFr],
      ['pages', defaultPages, pagesFr],
      ['catalogue', defaultCatalogue, catalogueFr],
      ['mediaAlts', defaultMediaAlts, mediaAltsFr],
    ]
    for (const [name, english, words] of pairs) check(english, words, name)
    expect(stale).toEqual([])
  })

  it('writes French typography: ’, a no-break space before : ; ! ? and in figures, no narrow space', () => {
    const faults: string[] = []
    for (const section of SECTIONS)
      for (const leaf of leaves(fr[section]).filter((l) => isWord(section, l))) {
        // The telephone number keeps its international spacing.
        const text = textOf(String(leaf.value)).replaceAll(fr.settings.phone, '')
        const rules: [RegExp, string][] = [
          [/\p{L}'\p{L}/u, 'straight apostrophe (use ’)'],
          [/ [:;!?»]|«[^\u00a0]/u, 'ordinary space where a no-break space belongs'],
          [/[\p{L}\d)][;!?]/u, 'no space before ; ! ?'],
          [/\p{L}:(?!\/\/)/u, 'no space before :'],
          [/\d \d{3}\b/u, 'ordinary space inside a figure'],
          [/\u202f/u, 'narrow no-break space (the brand fonts lack it)'],
        ]
        for (const [rule, fault] of rules) if (rule.test(text)) faults.push(`${section} ${leaf.path}: ${fault}`)
      }
    expect(faults).toEqual([])
  })

  it('keeps the HTML of each text: the same tags in the same order, well formed', () => {
    const tags = (html: string) => [...html.matchAll(/<\/?([a-z][a-z0-9]*)\b/gi)].map((m) => m[0])
    const html: [string, string][] = [
      ...en.yachts.flatMap((y, i): [string, string][] => [
        [y.description, fr.yachts[i]!.description],
        [y.exterior_description, fr.yachts[i]!.exterior_description],
      ]),
      ...en.posts.flatMap((p, i): [string, string][] => [
        [p.excerpt, fr.posts[i]!.excerpt],
        [p.content, fr.posts[i]!.content],
      ]),
      ...en.pages.map((p, i): [string, string] => [p.content, fr.pages[i]!.content]),
    ]
    for (const [english, french] of html) {
      expect(htmlNestingError(french)).toBeNull()
      expect(tags(french)).toEqual(tags(english))
    }
  })

  it('keeps each post about as long as its read time says', () => {
    for (const p of fr.posts) expect(Math.abs(p.read_time - wordCount(p.content) / 200)).toBeLessThanOrEqual(1.5)
  })

  it('states the legal facts in French on the French legal notice', () => {
    const legal = textOf(fr.pages.find((p) => p.slug === 'legal')?.content ?? '')
    for (const fact of [
      'WAMA SARL',
      '700\u00a0000\u00a0TND',
      '24 juin 2021',
      '35111',
      'Mégrine',
      'Propriété intellectuelle',
    ])
      expect(legal).toContain(fact)
    expect(fr.settings.location).toBe('Zone industrielle, Mégrine, Tunisie')
  })

  it('types a translation against its English record', () => {
    // @ts-expect-error a price is a fact, not a word
    const priced: Translation<typeof defaultCatalogue> = { basePrice: 1 }
    expect(priced).toBeDefined()
  })
})
