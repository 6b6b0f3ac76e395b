/**
 * Contract records (from the embedded CMS or an external one) → domain types, with every missing or
 * empty field filled from content-defaults (spec §1: built-in wording when a field is missing).
 * Pure, so jest proves it.
 */
import type {
  AboutContent,
  BlogPost,
  CmsDocument,
  ConfiguratorCatalogue,
  DeckPlan,
  DocumentKind,
  GalleryImage,
  HomeContent,
  HomepageHero,
  Page,
  Seo,
  SiteSettings,
  Testimonial,
  Yacht,
  YachtFeature,
  YachtSpecs,
  YachtSummary,
  YachtVariety,
} from './types'

type Obj = Record<string, unknown>
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v)
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '')
const num = (v: unknown): number | null => {
  if (typeof v === 'number' && Number.isFinite(v)) return v
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v)
  return null
}
const list = (v: unknown): Obj[] => (Array.isArray(v) ? v.filter(isObj) : [])
const byOrder = <T extends { display_order: number }>(a: T, b: T) => a.display_order - b.display_order

/**
 * Flat records (settings, home, about…): each key of the defaults takes the raw value when it is a
 * non-blank string / boolean of the same type, else the default.
 */
export function mergeFlat<T extends object>(raw: unknown, defaults: T): T {
  const source = isObj(raw) ? raw : {}
  const out = { ...defaults } as Record<string, unknown>
  for (const [key, fallback] of Object.entries(defaults)) {
    const value = source[key]
    if (typeof fallback === 'boolean') {
      if (typeof value === 'boolean') out[key] = value
    } else if (typeof fallback === 'number') {
      const v = num(value)
      if (v !== null) out[key] = v
    } else if (typeof fallback === 'string') {
      const v = str(value)
      if (v.trim() !== '') out[key] = v
    }
  }
  return out as T
}

const text = (value: unknown, fallback: string): string => {
  const v = str(value)
  return v.trim() !== '' ? v : fallback
}

function toSeo(raw: unknown, fallback: Seo): Seo {
  return mergeFlat(raw, fallback)
}

const EMPTY_SPECS: YachtSpecs = {
  length: '',
  beam: '',
  draft: '',
  displacement: '',
  fuel_capacity: '',
  water_capacity: '',
  max_speed: '',
  cruising_speed: '',
  cabins: '',
  bathrooms: '',
  sleeps: '',
}

/** A yacht takes its built-in record of the same slug as the source of defaults (if there is one). */
export function toYacht(raw: unknown, defaults: readonly Yacht[], fallbackImage: string): Yacht | null {
  if (!isObj(raw)) return null
  const slug = str(raw.slug)
  const name = str(raw.name)
  if (!slug || !name) return null
  const d = defaults.find((y) => y.slug === slug)
  const gallery: GalleryImage[] = list(raw.gallery)
    .map((g, i) => ({
      gallery_type: (g.gallery_type === 'interior' ? 'interior' : 'exterior') as GalleryImage['gallery_type'],
      display_order: num(g.display_order) ?? i,
      image: str(g.image),
      alt: text(g.alt, `${name} ${g.gallery_type === 'interior' ? 'interior' : 'exterior'} view`),
    }))
    .filter((g) => g.image !== '')
    .sort(byOrder)
  const features: YachtFeature[] = list(raw.features)
    .map((f, i) => ({ name: str(f.name), description: str(f.description), display_order: num(f.display_order) ?? i }))
    .filter((f) => f.name !== '')
    .sort(byOrder)
  const varieties: YachtVariety[] = list(raw.varieties)
    .map((v, i) => ({
      id: str(v.id),
      name: str(v.name),
      price: num(v.price),
      description: str(v.description),
      key_features: Array.isArray(v.key_features)
        ? v.key_features.map(str).filter(Boolean)
        : str(v.key_features)
            .split(/\n|,/)
            .map((x) => x.trim())
            .filter(Boolean),
      recommendation: str(v.recommendation),
      image: text(v.image, fallbackImage),
      display_order: num(v.display_order) ?? i,
    }))
    .filter((v) => v.id !== '' && v.name !== '')
    .sort(byOrder)
  const deck_plans: DeckPlan[] = list(raw.deck_plans)
    .map((p, i) => ({
      title: str(p.title),
      image: str(p.image),
      download_url: str(p.download_url),
      label: str(p.label),
      display_order: num(p.display_order) ?? i,
    }))
    .filter((p) => p.title !== '' && (p.image !== '' || p.download_url !== ''))
    .sort(byOrder)

  const base: Yacht = d ?? {
    slug,
    name,
    hero_image: fallbackImage,
    hero_image_alt: name,
    hero_video: '',
    tagline: '',
    description: '',
    price: null,
    featured_on_homepage: false,
    gallery: [],
    specs: EMPTY_SPECS,
    construction: '',
    booklet: '',
    specification_sheet: '',
    quote: '',
    quote_author: '',
    features: [],
    varieties: [],
    deck_plans: [],
    customization_title: '',
    customization_subtitle: '',
    customization_description: '',
    customization_philosophy: '',
    customization_quote: '',
    surf_title: '',
    surf_description: '',
    surf_vision: '',
    exterior_title: '',
    exterior_subtitle: '',
    exterior_description: '',
    exterior_image: fallbackImage,
    interior_title: '',
    interior_description: '',
    interior_outboard_advantage: '',
    interior_philosophy: '',
    interior_image: fallbackImage,
    seo: { title: '', description: '', image: '' },
    updated_at: '',
  }
  const flat = mergeFlat(raw, base)
  return {
    ...flat,
    slug,
    name,
    // Price is a fact, not wording: an editor who empties it means "N/A", never the built-in figure.
    price: 'price' in raw ? num(raw.price) : base.price,
    featured_on_homepage: raw.featured_on_homepage === true,
    // The surf edition block shows only when the CMS has one (spec §2: "if present").
    surf_title: 'surf_title' in raw ? str(raw.surf_title) : base.surf_title,
    surf_description: 'surf_description' in raw ? str(raw.surf_description) : base.surf_description,
    surf_vision: 'surf_vision' in raw ? str(raw.surf_vision) : base.surf_vision,
    hero_video: str(raw.hero_video),
    specs: mergeFlat(raw.specs, base.specs),
    gallery: gallery.length ? gallery : base.gallery,
    features: features.length ? features : base.features,
    varieties: varieties.length ? varieties : base.varieties,
    deck_plans: deck_plans.length ? deck_plans : base.deck_plans,
    seo: toSeo(raw.seo, base.seo),
    updated_at: text(raw.updated_at, base.updated_at),
  }
}

export function toYachtSummary(y: Yacht): YachtSummary {
  return {
    id: y.slug,
    name: y.name,
    tagline: y.tagline,
    price: y.price,
    slug: y.slug,
    featured: y.featured_on_homepage,
    heroImage: y.hero_image,
  }
}

export function toPost(raw: unknown, defaults: readonly BlogPost[], fallbackImage: string): BlogPost | null {
  if (!isObj(raw)) return null
  const slug = str(raw.slug) || str(raw.id)
  const title = str(raw.title)
  if (!slug || !title) return null
  const d = defaults.find((p) => p.slug === slug)
  const published = str(raw.published_date).slice(0, 10)
  return {
    id: slug,
    slug,
    title,
    category: text(raw.category, d?.category ?? 'Journal'),
    featured_image: text(raw.featured_image, d?.featured_image ?? fallbackImage),
    featured_image_alt: text(raw.featured_image_alt, d?.featured_image_alt ?? title),
    published_date: /^\d{4}-\d{2}-\d{2}$/.test(published) ? published : (d?.published_date ?? ''),
    read_time: num(raw.read_time) ?? d?.read_time ?? 5,
    excerpt: text(raw.excerpt, d?.excerpt ?? ''),
    content: text(raw.content, d?.content ?? ''),
    author: text(raw.author, d?.author ?? 'WAMA'),
    tags: str(raw.tags),
    featured: raw.featured === true,
    seo: toSeo(raw.seo, d?.seo ?? { title: '', description: '', image: '' }),
    updated_at: text(raw.updated_at, d?.updated_at ?? ''),
  }
}

export function toTestimonial(raw: unknown): Testimonial | null {
  if (!isObj(raw)) return null
  const quote = str(raw.quote)
  const author = str(raw.author)
  if (!quote || !author) return null
  return {
    id: str(raw.id),
    quote,
    author,
    position: str(raw.position),
    yacht: str(raw.yacht),
    featured: raw.featured === true,
    display_order: num(raw.display_order) ?? 0,
  }
}

const DOCUMENT_KINDS: readonly DocumentKind[] = ['brochure', 'specification', 'deck-plan', 'other']
export function toDocument(raw: unknown): CmsDocument | null {
  if (!isObj(raw)) return null
  const url = str(raw.url)
  const title = str(raw.title)
  if (!url || !title) return null
  const kind = DOCUMENT_KINDS.find((k) => k === raw.kind) ?? 'other'
  return {
    id: str(raw.id),
    title,
    description: str(raw.description),
    kind,
    yacht: str(raw.yacht),
    url,
    filename: str(raw.filename) || url.split('/').pop() || '',
    filesize: num(raw.filesize) ?? 0,
    display_order: num(raw.display_order) ?? 0,
  }
}

export function toPage(raw: unknown, defaults: readonly Page[]): Page | null {
  if (!isObj(raw)) return null
  const slug = str(raw.slug) || str(raw.id)
  if (!slug) return null
  const d = defaults.find((p) => p.slug === slug)
  const title = text(raw.title, d?.title ?? '')
  if (!title) return null
  return {
    id: slug,
    slug,
    title,
    content: text(raw.content, d?.content ?? ''),
    seo: toSeo(raw.seo, d?.seo ?? { title: '', description: '', image: '' }),
    updated_at: text(raw.updated_at, d?.updated_at ?? ''),
  }
}

export const toSettings = (raw: unknown, d: SiteSettings): SiteSettings => {
  const merged = mergeFlat(raw, d)
  const variant = isObj(raw) ? raw.hero_variant : undefined
  return { ...merged, hero_variant: variant === 'tabs' || variant === 'swap' ? variant : d.hero_variant }
}
export const toHomepageHero = (raw: unknown, d: HomepageHero): HomepageHero => mergeFlat(raw, d)
export const toHomeContent = (raw: unknown, d: HomeContent): HomeContent => mergeFlat(raw, d)

/** About has no partial fallback for the whole record: nothing at all means the load failed (spec §2). */
export function toAbout(raw: unknown, d: AboutContent): AboutContent | null {
  if (!isObj(raw) || Object.keys(raw).length === 0) return null
  return mergeFlat(raw, d)
}

/** The catalogue keeps the CMS lists when present (editors own prices), else the canonical one. */
export function toCatalogue(raw: unknown, d: ConfiguratorCatalogue): ConfiguratorCatalogue {
  if (!isObj(raw)) return d
  const items = <T>(v: unknown, map: (o: Obj) => T | null, fallback: T[]): T[] => {
    const out = list(v)
      .map(map)
      .filter((x): x is T => x !== null)
    return out.length ? out : fallback
  }
  const priced = (o: Obj) => {
    const id = str(o.id)
    const name = str(o.name)
    const price = num(o.price)
    return id && name && price !== null ? { id, name, price } : null
  }
  return {
    model: d.model,
    currency: 'EUR',
    basePrice: num(raw.basePrice) ?? d.basePrice,
    standardFeatures:
      Array.isArray(raw.standardFeatures) && raw.standardFeatures.length
        ? raw.standardFeatures.map(str).filter(Boolean)
        : d.standardFeatures,
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
        return p ? { ...p, description: str(o.description) } : null
      },
      d.floorings,
    ),
    engines: items(
      raw.engines,
      (o) => {
        const p = priced(o)
        return p ? { ...p, description: str(o.description), category: str(o.category) } : null
      },
      d.engines,
    ),
    categories: items(
      raw.categories,
      (o) => (str(o.id) && str(o.name) ? { id: str(o.id), name: str(o.name) } : null),
      d.categories,
    ),
    options: items(
      raw.options,
      (o) => {
        const p = priced(o)
        return p && str(o.category) ? { ...p, description: str(o.description), category: str(o.category) } : null
      },
      d.options,
    ),
  }
}

/** Related posts (spec §7): same category from the full list, excluding the current one, first 3. */
export function relatedPosts(all: readonly BlogPost[], current: BlogPost, max = 3): BlogPost[] {
  return all.filter((p) => p.category === current.category && p.slug !== current.slug).slice(0, max)
}

/** Featured articles: the featured ones first, topped up from the newest, capped at 3 (spec §9). */
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
