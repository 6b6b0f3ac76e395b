/**
 * Contract records (from the embedded CMS or an external one) → the domain types the pages read, every
 * missing or empty field filled from the built-in content. Pure, so jest proves it.
 */
import { blankYacht } from '@/content-defaults/yachts'

import { minutesToRead, wordsInHtml } from '@/lib/journal/read-time'
import type {
  AboutRecord,
  CatalogueRecord,
  DocumentRecord,
  PageRecord,
  PostRecord,
  SettingsRecord,
  TestimonialRecord,
  YachtRecord,
} from './schema'
import type {
  AboutContent,
  BlogPost,
  CmsDocument,
  ConfiguratorCatalogue,
  DeckPlan,
  GalleryImage,
  Page,
  Seo,
  SiteSettings,
  Testimonial,
  Yacht,
  YachtFeature,
  YachtVariety,
} from './types'

const byOrder = <T extends { display_order: number }>(a: T, b: T) => a.display_order - b.display_order

const isBlank = (value: unknown) => typeof value === 'string' && value.trim() === ''

/** Each field of the defaults takes the record's value unless that is absent or blank. */
export function mergeFlat<T extends object>(record: { [K in keyof T]?: T[K] } | null | undefined, defaults: T): T {
  const out = { ...defaults }
  if (!record) return out
  for (const key in defaults) {
    const value: T[typeof key] | undefined = record[key]
    if (value !== undefined && !isBlank(value)) out[key] = value
  }
  return out
}

const text = (value: string | undefined, fallback: string): string =>
  value !== undefined && value.trim() !== '' ? value : fallback

const EMPTY_SEO: Seo = { title: '', description: '', image: '' }

/** A yacht takes its built-in record of the same slug as the source of defaults (if there is one). */
export function toYacht(raw: YachtRecord | null, defaults: readonly Yacht[], fallbackImage: string): Yacht | null {
  const slug = raw?.slug
  const name = raw?.name
  if (!raw || !slug || !name) return null
  const d = defaults.find((y) => y.slug === slug)
  const gallery: GalleryImage[] = (raw.gallery ?? [])
    .map((g, i) => ({
      gallery_type: g.gallery_type,
      display_order: g.display_order ?? i,
      image: g.image ?? '',
      focus: g.focus ?? '',
      // Pages word a missing description in their own language.
      alt: g.alt ?? '',
    }))
    .filter((g) => g.image !== '')
    .sort(byOrder)
  const features: YachtFeature[] = (raw.features ?? [])
    .map((f, i) => ({ name: f.name ?? '', description: f.description ?? '', display_order: f.display_order ?? i }))
    .filter((f) => f.name !== '')
    .sort(byOrder)
  const varieties: YachtVariety[] = (raw.varieties ?? [])
    .map((v, i) => ({
      id: v.id ?? '',
      name: v.name ?? '',
      price: v.price ?? null,
      configuration: v.configuration ?? '',
      description: v.description ?? '',
      key_features: v.key_features ?? [],
      recommendation: v.recommendation ?? '',
      image: text(v.image, fallbackImage),
      display_order: v.display_order ?? i,
    }))
    .filter((v) => v.id !== '' && v.name !== '')
    .sort(byOrder)
  const deck_plans: DeckPlan[] = (raw.deck_plans ?? [])
    .map((p, i) => ({
      title: p.title ?? '',
      image: p.image ?? '',
      download_url: p.download_url ?? '',
      label: p.label ?? '',
      display_order: p.display_order ?? i,
    }))
    .filter((p) => p.title !== '' && (p.image !== '' || p.download_url !== ''))
    .sort(byOrder)

  const base: Yacht = d ?? { ...blankYacht(fallbackImage), slug, name, hero_image_alt: name }
  const { gallery: _g, features: _f, varieties: _v, deck_plans: _d, specs, seo, ...scalars } = raw
  return {
    ...mergeFlat(scalars, base),
    slug,
    name,
    // Price is a fact, not wording: an editor who empties it means "N/A", never the built-in figure.
    price: raw.price === undefined ? base.price : raw.price,
    featured_on_homepage: raw.featured_on_homepage === true,
    // The surf edition block shows only when the CMS has one.
    surf_title: raw.surf_title ?? base.surf_title,
    surf_description: raw.surf_description ?? base.surf_description,
    surf_vision: raw.surf_vision ?? base.surf_vision,
    hero_video: raw.hero_video ?? '',
    focus: raw.focus ?? {},
    specs: mergeFlat(specs, base.specs),
    gallery: gallery.length ? gallery : base.gallery,
    features: features.length ? features : base.features,
    varieties: varieties.length ? varieties : base.varieties,
    deck_plans: deck_plans.length ? deck_plans : base.deck_plans,
    seo: mergeFlat(seo, base.seo),
  }
}

interface Addressed {
  slug: string
  seo: Seo
  updated_at: string
}

/**
 * What every post and page has: its slug (a record without one is known by its id), its search metadata and
 * date; and the built-in record of that slug, whose fields fill what the record leaves empty.
 */
function addressed<T extends Addressed>(raw: PostRecord | PageRecord | null, defaults: readonly T[]) {
  const slug = raw?.slug || raw?.id
  if (!raw || !slug) return null
  const d = defaults.find((p) => p.slug === slug)
  const common = {
    id: slug,
    slug,
    seo: mergeFlat(raw.seo, d?.seo ?? EMPTY_SEO),
    updated_at: text(raw.updated_at, d?.updated_at ?? ''),
  }
  return { d, common }
}

export function toPost(raw: PostRecord | null, defaults: readonly BlogPost[], fallbackImage: string): BlogPost | null {
  const found = addressed(raw, defaults)
  const title = raw?.title
  if (!raw || !found || !title) return null
  const { d, common } = found
  const published = (raw.published_date ?? '').slice(0, 10)
  return {
    ...common,
    title,
    category: text(raw.category, d?.category ?? 'Journal'),
    featured_image: text(raw.featured_image, d?.featured_image ?? fallbackImage),
    featured_image_alt: text(raw.featured_image_alt, d?.featured_image_alt ?? title),
    published_date: /^\d{4}-\d{2}-\d{2}$/.test(published) ? published : (d?.published_date ?? ''),
    read_time: raw.read_time ?? d?.read_time ?? minutesToRead(wordsInHtml(raw.content ?? '')),
    excerpt: text(raw.excerpt, d?.excerpt ?? ''),
    content: text(raw.content, d?.content ?? ''),
    author: text(raw.author, d?.author ?? 'WAMA'),
    tags: raw.tags ?? '',
    featured: raw.featured === true,
    focus: raw.focus ?? {},
  }
}

export function toTestimonial(raw: TestimonialRecord): Testimonial | null {
  const { quote, author } = raw
  if (!quote || !author) return null
  return {
    id: raw.id ?? '',
    quote,
    author,
    position: raw.position ?? '',
    yacht: raw.yacht ?? '',
    featured: raw.featured === true,
    display_order: raw.display_order ?? 0,
  }
}

export function toDocument(raw: DocumentRecord): CmsDocument | null {
  const { url, title } = raw
  if (!url || !title) return null
  return {
    id: raw.id ?? '',
    title,
    description: raw.description ?? '',
    kind: raw.kind ?? 'other',
    yacht: raw.yacht ?? '',
    url,
    filename: raw.filename || url.split('/').pop() || '',
    filesize: raw.filesize ?? 0,
    display_order: raw.display_order ?? 0,
  }
}

export function toPage(raw: PageRecord | null, defaults: readonly Page[]): Page | null {
  const found = addressed(raw, defaults)
  if (!raw || !found) return null
  const { d, common } = found
  const title = text(raw.title, d?.title ?? '')
  if (!title) return null
  return { ...common, title, content: text(raw.content, d?.content ?? '') }
}

export const toSettings = (raw: SettingsRecord, d: SiteSettings): SiteSettings => mergeFlat(raw, d)

/** About has no partial fallback for the whole record: nothing at all means the load failed. */
export function toAbout(raw: AboutRecord | null, d: AboutContent): AboutContent | null {
  if (!raw || Object.keys(raw).length === 0) return null
  return mergeFlat(raw, d)
}

/** The catalogue keeps the CMS lists when present (editors own prices), else the built-in one. */
export function toCatalogue(raw: CatalogueRecord, d: ConfiguratorCatalogue): ConfiguratorCatalogue {
  const items = <R, T>(records: R[] | undefined, map: (record: R) => T | null, fallback: T[]): T[] => {
    const out = (records ?? []).flatMap((record) => {
      const item = map(record)
      return item === null ? [] : [item]
    })
    return out.length ? out : fallback
  }
  const priced = (o: { id?: string; name?: string; price?: number }) =>
    o.id && o.name && o.price !== undefined ? { id: o.id, name: o.name, price: o.price } : null
  return {
    model: d.model,
    currency: 'EUR',
    basePrice: raw.basePrice ?? d.basePrice,
    standardFeatures: raw.standardFeatures?.length ? raw.standardFeatures : d.standardFeatures,
    colors: items(
      raw.colors,
      (o) => {
        const p = priced(o)
        return p ? { ...p, hex: text(o.hex, '#cccccc') } : null
      },
      d.colors,
    ),
    floorings: items(
      raw.floorings,
      (o) => {
        const p = priced(o)
        return p ? { ...p, description: o.description ?? '' } : null
      },
      d.floorings,
    ),
    engines: items(
      raw.engines,
      (o) => {
        const p = priced(o)
        return p ? { ...p, description: o.description ?? '', category: o.category ?? '' } : null
      },
      d.engines,
    ),
    categories: items(raw.categories, (o) => (o.id && o.name ? { id: o.id, name: o.name } : null), d.categories),
    options: items(
      raw.options,
      (o) => {
        const p = priced(o)
        return p && o.category ? { ...p, description: o.description ?? '', category: o.category } : null
      },
      d.options,
    ),
    // An editor may delete every rule on purpose: only a catalogue without the list at all takes the built-in rules.
    rules: raw.rules
      ? raw.rules.flatMap(({ kind, option, targets, engineCategories, explanation }) =>
          kind && option
            ? [
                {
                  kind,
                  option,
                  targets: targets ?? [],
                  engineCategories: engineCategories ?? [],
                  explanation: explanation ?? '',
                },
              ]
            : [],
        )
      : d.rules,
  }
}

/** Related posts: same category from the full list, excluding the current one, first 3. */
export function relatedPosts(all: readonly BlogPost[], current: BlogPost, max = 3): BlogPost[] {
  return all.filter((p) => p.category === current.category && p.slug !== current.slug).slice(0, max)
}

/** Featured articles: the featured ones first, topped up from the newest, capped at 3. */
export function featuredPosts(all: readonly BlogPost[], max = 3): BlogPost[] {
  const featured = all.filter((p) => p.featured)
  return (featured.length ? featured : all).slice(0, max)
}

export function postCategories(all: readonly BlogPost[]): string[] {
  return [...new Set(all.map((p) => p.category))]
}

export const splitTags = (tags: string): string[] =>
  tags
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)
