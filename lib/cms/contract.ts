/**
 * Payload's documents (its generated types) → the CMS contract's records (schema.ts): snake_case
 * fields, uploads as browser URLs. Scalar fields pass through by name, so a new text field of a
 * collection or global reaches `/api/cms` and the pages once the schema lists it.
 */
import type {
  About,
  ConfiguratorCatalogue,
  Document,
  HomeContent,
  Homepage,
  Media,
  Page,
  Post,
  SiteSetting,
  Testimonial,
  Yacht,
} from './payload-types'
import type { ConfiguratorCatalogue as Catalogue } from './types'
import {
  aboutSchema,
  catalogueSchema,
  documentSchema,
  homeContentSchema,
  homepageHeroSchema,
  pageSchema,
  postSchema,
  settingsSchema,
  testimonialSchema,
  yachtSchema,
  type AboutRecord,
  type CatalogueRecord,
  type DocumentRecord,
  type HomeContentRecord,
  type HomepageHeroRecord,
  type PageRecord,
  type PostRecord,
  type SettingsRecord,
  type TestimonialRecord,
  type YachtRecord,
} from './schema'

type Upload = number | null | undefined | Media | Document

/**
 * Rich text → the contract's HTML. Handed in by the caller (the embedded source passes Payload's
 * converter), so this mapping stays plain data.
 */
type RichTextValue = NonNullable<Post['content']>
export type RichTextToHtml = (value: RichTextValue | null | undefined) => string

/** An upload relation populated at depth ≥ 1 carries its URL; an unpopulated id has none. */
const uploadUrl = (upload: Upload): string => (typeof upload === 'object' && upload ? (upload.url ?? '') : '')
const uploadAlt = (upload: Upload): string =>
  typeof upload === 'object' && upload && 'alt' in upload ? (upload.alt ?? '') : ''

/** Where the editor set the picture's focal point, as a CSS object-position ('' when there is none: centred). */
const uploadFocus = (upload: Upload): string =>
  typeof upload === 'object' && upload && 'focalX' in upload && typeof upload.focalX === 'number'
    ? `${upload.focalX}% ${upload.focalY ?? 50}%`
    : ''

const isUpload = (value: unknown): value is Media | Document =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && 'url' in value

/**
 * Every field by name, uploads as URLs and their focal points in `focus` (by field name), Payload's
 * bookkeeping left out (the schema drops what it does not list).
 */
function fieldsOf(doc: object): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  const focus: Record<string, string> = {}
  for (const [key, value] of Object.entries(doc)) {
    if (key === 'updatedAt') out.updated_at = value
    else if (isUpload(value)) {
      out[key] = value.url ?? ''
      const point = uploadFocus(value)
      if (point) focus[key] = point
    } else out[key] = value
  }
  out.focus = focus
  return out
}

/**
 * What a mapping must make itself: every contract key with no Payload field of that name (besides what
 * `fieldsOf` adds), and optionally any other contract key. A misspelt contract key, or a Payload field renamed
 * or removed, thus fails to compile instead of silently showing the built-in wording.
 */
type Made<R, D> = { [K in Exclude<keyof R, keyof D | 'focus' | 'updated_at'>]: unknown } & { [K in keyof R]?: unknown }

function toRecord<R, D extends object>(schema: { parse: (input: unknown) => R }, doc: D, made: Made<R, D>): R {
  return schema.parse({ ...fieldsOf(doc), ...made })
}

/** A picture chosen to share a page: its link-preview crop, or the picture itself when too small to have one. */
const shareImageUrl = (upload: Upload): string =>
  (typeof upload === 'object' && upload && 'sizes' in upload && upload.sizes?.og?.url) || uploadUrl(upload)

const seo = (meta: Yacht['meta']) => ({
  title: meta?.title ?? '',
  description: meta?.description ?? '',
  image: shareImageUrl(meta?.image),
})

export function yachtToContract(doc: Yacht, toHtml: RichTextToHtml): YachtRecord {
  return toRecord(yachtSchema, doc, {
    description: toHtml(doc.description),
    exterior_description: toHtml(doc.exterior_description),
    // Alt text belongs to the picture: another picture chosen brings its own words.
    hero_image_alt: uploadAlt(doc.hero_image),
    featured_on_homepage: doc.featured_on_homepage === true,
    specs: doc.specs ?? {},
    gallery: (doc.gallery ?? []).map((g) => ({
      ...g,
      image: uploadUrl(g.image),
      focus: uploadFocus(g.image),
      alt: uploadAlt(g.image),
    })),
    features: doc.features ?? [],
    varieties: (doc.varieties ?? []).map((v) => ({
      ...v,
      id: v.key,
      key_features: (v.key_features ?? []).map((k) => k.feature),
      image: uploadUrl(v.image),
    })),
    deck_plans: (doc.deck_plans ?? []).map((d) => ({
      ...d,
      image: uploadUrl(d.image),
      download_url: uploadUrl(d.file) || d.download_url,
    })),
    seo: seo(doc.meta),
  })
}

export function postToContract(doc: Post, toHtml: RichTextToHtml): PostRecord {
  return toRecord(postSchema, doc, {
    id: doc.slug,
    excerpt: toHtml(doc.excerpt),
    content: toHtml(doc.content),
    featured_image_alt: uploadAlt(doc.featured_image),
    // A draft (seen in preview) may not have its date yet, whatever the generated type says.
    published_date: (doc.published_date ?? '').slice(0, 10),
    featured: doc.featured === true,
    seo: seo(doc.meta),
  })
}

export function testimonialToContract(doc: Testimonial): TestimonialRecord {
  return toRecord(testimonialSchema, doc, { id: String(doc.id), featured: doc.featured === true })
}

export function documentToContract(doc: Document): DocumentRecord {
  return toRecord(documentSchema, doc, { id: String(doc.id), display_order: doc.display_order ?? 0 })
}

export function pageToContract(doc: Page, toHtml: RichTextToHtml): PageRecord {
  return toRecord(pageSchema, doc, { id: doc.slug, content: toHtml(doc.content), seo: seo(doc.meta) })
}

export const settingsToContract = (doc: SiteSetting): SettingsRecord => toRecord(settingsSchema, doc, {})
export const homepageToContract = (doc: Homepage): HomepageHeroRecord => toRecord(homepageHeroSchema, doc, {})
export const homeContentToContract = (doc: HomeContent): HomeContentRecord => toRecord(homeContentSchema, doc, {})
export const aboutToContract = (doc: About): AboutRecord => toRecord(aboutSchema, doc, {})

/** The other way: a catalogue the site holds (the built-in one) as the CMS stores it, ids under the admin's names. */
export const catalogueToDocument = (c: Catalogue) => ({
  base_price: c.basePrice,
  standard_features: c.standardFeatures.map((feature) => ({ feature })),
  colors: c.colors.map(({ id, ...color }) => ({ color_id: id, ...color })),
  floorings: c.floorings.map(({ id, ...f }) => ({ flooring_id: id, ...f })),
  engines: c.engines.map(({ id, ...e }) => ({ engine_id: id, ...e })),
  categories: c.categories.map(({ id, ...category }) => ({ category_id: id, ...category })),
  options: c.options.map(({ id, ...o }) => ({ option_id: id, ...o })),
  rules: c.rules.map(({ engineCategories, ...r }) => ({ ...r, engine_categories: engineCategories })),
})

/** The yacht the configurator builds: its "Starting at" is the catalogue's, not a figure typed on the yacht. */
export const CATALOGUE_MODEL = 'wama-26'
/** Its configurator's page, in the default language. */
export const CONFIGURATOR_PATH = `/yachts/${CATALOGUE_MODEL}/configure`

export function catalogueToContract(doc: ConfiguratorCatalogue): CatalogueRecord {
  return toRecord(catalogueSchema, doc, {
    model: CATALOGUE_MODEL,
    currency: 'EUR',
    basePrice: doc.base_price,
    standardFeatures: (doc.standard_features ?? []).map((f) => f.feature),
    colors: (doc.colors ?? []).map((c) => ({ ...c, id: c.color_id })),
    floorings: (doc.floorings ?? []).map((f) => ({ ...f, id: f.flooring_id })),
    engines: (doc.engines ?? []).map((e) => ({ ...e, id: e.engine_id })),
    categories: (doc.categories ?? []).map((c) => ({ ...c, id: c.category_id })),
    options: (doc.options ?? []).map((o) => ({ ...o, id: o.option_id })),
    rules: (doc.rules ?? []).map((r) => ({ ...r, engineCategories: r.engine_categories })),
    updated_at: doc.updatedAt,
  })
}
