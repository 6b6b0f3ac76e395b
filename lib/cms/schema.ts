import { z } from 'zod'

import { ENGINE_CATEGORIES, OPTION_RULE_KINDS } from '@/lib/configurator/rule-kinds'

/**
 * The CMS contract: every record `/api/cms` serves and an external CMS must answer with, defined once.
 * Parsing is lenient field by field (a missing or malformed field reads as absent, never fails the
 * record), so the pages can fill what is absent from the built-in content. The domain types the pages
 * use are these records with every field present (`Complete`).
 */

const text = z
  .union([z.string(), z.number().transform(String), z.null().transform(() => '')])
  .optional()
  .catch(undefined)
/** A number, or the same number written as text, as an external CMS may send it. */
const numeric = z.union([
  z.number(),
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
])
const count = numeric.optional().catch(undefined)
/** A figure an editor may leave empty on purpose (a price shown as "N/A"). */
const figure = z.union([numeric, z.null()]).optional().catch(undefined)
const flag = z.boolean().optional().catch(undefined)
const listOf = <T extends z.ZodType>(item: T) => z.array(item).optional().catch(undefined)
/** A list of words or lines: blank items dropped. */
const lines = z.array(text).transform((items) => items.filter((item): item is string => Boolean(item)))

/** A record with every field present: what the pages read once the built-in content has filled the gaps. */
export type Complete<T> = {
  [K in keyof T]-?: Exclude<T[K], undefined> extends infer V
    ? V extends ReadonlyArray<infer I>
      ? Array<I extends object ? Complete<I> : I>
      : V extends object
        ? Complete<V>
        : V
    : never
}

const seoSchema = z.object({ title: text, description: text, image: text })

/** The search metadata and date of every document with an address of its own. */
const addressedFields = { seo: seoSchema.optional().catch(undefined), updated_at: text }

/** Where an editor set each picture's focal point, by image field: a CSS object-position ("20% 35%"). */
const focus = z.record(z.string(), z.string()).optional().catch(undefined)

const yachtSpecsSchema = z.object({
  length: text,
  beam: text,
  draft: text,
  displacement: text,
  fuel_capacity: text,
  water_capacity: text,
  max_speed: text,
  cruising_speed: text,
  cabins: text,
  bathrooms: text,
  sleeps: text,
})

const galleryImageSchema = z.object({
  gallery_type: z.enum(['exterior', 'interior']).catch('exterior'),
  display_order: count,
  image: text,
  /** CSS object-position of the picture's focal point; '' centres it */
  focus: text,
  alt: text,
})

const yachtFeatureSchema = z.object({ name: text, description: text, display_order: count })

const yachtVarietySchema = z.object({
  id: text,
  name: text,
  price: figure,
  /** The configurator's share code of this edition (`1.white.standard..`); its price then comes from it. */
  configuration: text,
  description: text,
  /** A list, or one string of lines or comma-separated items from an external CMS. */
  key_features: z
    .union([
      lines,
      z.string().transform((line) =>
        line
          .split(/\n|,/)
          .map((item) => item.trim())
          .filter(Boolean),
      ),
    ])
    .optional()
    .catch(undefined),
  recommendation: text,
  image: text,
  display_order: count,
})

const deckPlanSchema = z.object({ title: text, image: text, download_url: text, label: text, display_order: count })

export const yachtSchema = z.object({
  slug: text,
  name: text,
  hero_image: text,
  hero_image_alt: text,
  hero_video: text,
  tagline: text,
  /** Kind of boat ("Power Catamaran"), on the home page. */
  type: text,
  /** A few sentences for the home page Fleet section. */
  summary: text,
  /** HTML */
  description: text,
  /** Starting price in EUR; null shows "N/A". */
  price: figure,
  featured_on_homepage: flag,
  gallery: listOf(galleryImageSchema),
  specs: yachtSpecsSchema.optional().catch(undefined),
  construction: text,
  /** Brochure URL */
  booklet: text,
  /** Complete specification sheet URL ("Download Complete Specifications") */
  specification_sheet: text,
  quote: text,
  quote_author: text,
  features: listOf(yachtFeatureSchema),
  varieties: listOf(yachtVarietySchema),
  deck_plans: listOf(deckPlanSchema),
  customization_title: text,
  customization_subtitle: text,
  customization_description: text,
  customization_philosophy: text,
  customization_quote: text,
  surf_title: text,
  surf_description: text,
  surf_vision: text,
  exterior_title: text,
  exterior_subtitle: text,
  /** HTML; its list items are the exterior features */
  exterior_description: text,
  exterior_image: text,
  interior_title: text,
  interior_description: text,
  interior_outboard_advantage: text,
  interior_philosophy: text,
  interior_image: text,
  ...addressedFields,
  focus,
})

export const postSchema = z.object({
  id: text,
  slug: text,
  title: text,
  category: text,
  featured_image: text,
  featured_image_alt: text,
  /** ISO date (YYYY-MM-DD) */
  published_date: text,
  /** minutes */
  read_time: count,
  /** HTML */
  excerpt: text,
  /** HTML */
  content: text,
  author: text,
  /** comma-separated */
  tags: text,
  featured: flag,
  ...addressedFields,
  focus,
})

export const testimonialSchema = z.object({
  id: text,
  quote: text,
  author: text,
  position: text,
  yacht: text,
  featured: flag,
  display_order: count,
})

export const documentSchema = z.object({
  id: text,
  title: text,
  description: text,
  kind: z.enum(['brochure', 'specification', 'deck-plan', 'other']).optional().catch('other'),
  /** yacht slug or "" */
  yacht: text,
  url: text,
  filename: text,
  filesize: count,
  display_order: count,
})

export const pageSchema = z.object({
  id: text,
  slug: text,
  title: text,
  /** HTML */
  content: text,
  ...addressedFields,
})

export const settingsSchema = z.object({
  site_name: text,
  phone: text,
  whatsapp: text,
  info_email: text,
  calendar_url: text,
  inquiry_url: text,
  location: text,
  facebook_url: text,
  instagram_url: text,
  linkedin_url: text,
  youtube_url: text,
  legal_publisher: text,
  legal_share_capital: text,
  legal_head_office: text,
  legal_manager: text,
  legal_hosting_provider: text,
  legal_company_start: text,
  legal_activity_code: text,
  festival_title: text,
  festival_description: text,
  festival_dates: text,
  festival_start: text,
  festival_end: text,
  festival_location: text,
  festival_tour_url: text,
  festival_tour_text: text,
  show_festival_popup: flag,
  show_varieties: flag,
  configurator_enabled: flag,
  hero_variant: z.enum(['swap', 'tabs']).catch('swap'),
  /** When an editor last saved it (ISO); '' for the built-in wording. */
  updated_at: text,
})

export const homepageHeroSchema = z.object({
  hero_wama42_title: text,
  hero_wama42_description: text,
  hero_wama42_image: text,
  hero_wama26_title: text,
  hero_wama26_description: text,
  hero_wama26_image: text,
  /** When an editor last saved it (ISO); '' for the built-in wording. */
  updated_at: text,
  focus,
})

export const homeContentSchema = z.object({
  hero_pretitle: text,
  hero_cta_primary_url: text,
  hero_cta_primary_text: text,
  hero_cta_secondary_text: text,
  hero_scroll_text: text,
  hero_mobile_monohull_image: text,
  hero_mobile_monohull_alt: text,
  hero_mobile_monohull_label: text,
  hero_mobile_monohull_title: text,
  hero_mobile_monohull_cta: text,
  hero_mobile_catamaran_image: text,
  hero_mobile_catamaran_alt: text,
  hero_mobile_catamaran_label: text,
  hero_mobile_catamaran_title: text,
  hero_mobile_catamaran_cta: text,
  category_pretitle: text,
  category_title: text,
  category_description: text,
  category_monohull_image: text,
  category_monohull_alt: text,
  category_monohull_label: text,
  category_monohull_title: text,
  category_monohull_description: text,
  category_monohull_cta: text,
  category_catamaran_image: text,
  category_catamaran_alt: text,
  category_catamaran_label: text,
  category_catamaran_title: text,
  category_catamaran_description: text,
  category_catamaran_cta: text,
  quote1_text: text,
  quote1_author: text,
  quote1_position: text,
  quote1_image: text,
  quote2_text: text,
  quote2_position: text,
  quote2_image: text,
  quote2_cta_url: text,
  quote2_cta_text: text,
  expertise_subtitle: text,
  expertise_title: text,
  expertise_description: text,
  contact_subtitle: text,
  contact_title: text,
  contact_description: text,
  contact_background_image: text,
  contact_submit_button_text: text,
  contact_sidebar_title: text,
  contact_consultation_button_text: text,
  contact_email_label: text,
  contact_email: text,
  contact_location_label: text,
  contact_location: text,
  /** When an editor last saved it (ISO); '' for the built-in wording. */
  updated_at: text,
  focus,
})

export const aboutSchema = z.object({
  hero_image_1: text,
  hero_image_2: text,
  hero_pretitle: text,
  hero_title: text,
  hero_subtitle: text,
  hero_scroll_text: text,
  philosophy_statement_subtitle: text,
  philosophy_statement_title: text,
  philosophy_statement_quote: text,
  philosophy_card_1_title: text,
  philosophy_card_1_description: text,
  philosophy_card_2_title: text,
  philosophy_card_2_description: text,
  philosophy_card_3_title: text,
  philosophy_card_3_description: text,
  story_subtitle: text,
  story_title: text,
  story_description: text,
  story_paragraph_1: text,
  story_paragraph_2: text,
  story_image: text,
  story_image_alt: text,
  difference_subtitle: text,
  difference_description: text,
  difference_closing_quote: text,
  feature_1_title: text,
  feature_1_description: text,
  /** comma-separated */
  feature_1_highlights: text,
  feature_1_image: text,
  feature_1_image_alt: text,
  feature_2_title: text,
  feature_2_description: text,
  feature_2_highlights: text,
  feature_2_image: text,
  feature_2_image_alt: text,
  feature_3_title: text,
  feature_3_description: text,
  feature_3_highlights: text,
  feature_3_image: text,
  feature_3_image_alt: text,
  /** When an editor last saved it (ISO); '' for the built-in wording. */
  updated_at: text,
  focus,
})

const pricedSchema = { id: text, name: text, price: count }

export const catalogueSchema = z.object({
  model: text,
  currency: z.literal('EUR').optional().catch(undefined),
  basePrice: count,
  standardFeatures: lines.optional().catch(undefined),
  colors: listOf(z.object({ ...pricedSchema, hex: text })),
  floorings: listOf(z.object({ ...pricedSchema, description: text })),
  engines: listOf(z.object({ ...pricedSchema, description: text, category: text })),
  categories: listOf(z.object({ id: text, name: text })),
  options: listOf(z.object({ ...pricedSchema, description: text, category: text })),
  /** How options combine: what one needs, rules out, bundles or asks of the engine, each with the reason shown. */
  rules: listOf(
    z.object({
      kind: z.enum(OPTION_RULE_KINDS).optional().catch(undefined),
      option: text,
      targets: lines.optional().catch(undefined),
      engineCategories: z
        .array(z.enum(ENGINE_CATEGORIES).nullable().catch(null))
        .transform((items) => items.filter((item) => item !== null))
        .optional()
        .catch(undefined),
      explanation: text,
    }),
  ),
  updated_at: text,
})

export type YachtRecord = z.output<typeof yachtSchema>
export type PostRecord = z.output<typeof postSchema>
export type TestimonialRecord = z.output<typeof testimonialSchema>
export type DocumentRecord = z.output<typeof documentSchema>
export type PageRecord = z.output<typeof pageSchema>
export type SettingsRecord = z.output<typeof settingsSchema>
export type HomepageHeroRecord = z.output<typeof homepageHeroSchema>
export type HomeContentRecord = z.output<typeof homeContentSchema>
export type AboutRecord = z.output<typeof aboutSchema>
export type CatalogueRecord = z.output<typeof catalogueSchema>
