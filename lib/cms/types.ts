/**
 * Domain types of the CMS contract (spec §3). Field names are the spec's snake_case names,
 * both on the wire (`/api/cms/*`) and in the pages, so a name from the spec reads the same everywhere.
 * Image fields hold a browser-usable URL (site-relative path or absolute URL).
 */

export type GalleryType = 'exterior' | 'interior'

export interface GalleryImage {
  gallery_type: GalleryType
  display_order: number
  image: string
  alt: string
}

export interface YachtSpecs {
  length: string
  beam: string
  draft: string
  displacement: string
  fuel_capacity: string
  water_capacity: string
  max_speed: string
  cruising_speed: string
  cabins: string
  bathrooms: string
  sleeps: string
}

export interface YachtFeature {
  name: string
  description: string
  display_order: number
}

export interface YachtVariety {
  id: string
  name: string
  price: number | null
  description: string
  key_features: string[]
  recommendation: string
  image: string
  display_order: number
}

export interface DeckPlan {
  title: string
  image: string
  download_url: string
  label: string
  display_order: number
}

export interface Yacht {
  slug: string
  name: string
  hero_image: string
  hero_image_alt: string
  hero_video: string
  tagline: string
  /** HTML */
  description: string
  /** Starting price in EUR; null shows "N/A". */
  price: number | null
  featured_on_homepage: boolean
  gallery: GalleryImage[]
  specs: YachtSpecs
  construction: string
  /** Brochure URL */
  booklet: string
  /** Complete specification sheet URL ("Download Complete Specifications") */
  specification_sheet: string
  quote: string
  quote_author: string
  features: YachtFeature[]
  varieties: YachtVariety[]
  deck_plans: DeckPlan[]
  customization_title: string
  customization_subtitle: string
  customization_description: string
  customization_philosophy: string
  customization_quote: string
  surf_title: string
  surf_description: string
  surf_vision: string
  exterior_title: string
  exterior_subtitle: string
  /** HTML; its list items are the exterior features */
  exterior_description: string
  exterior_image: string
  interior_title: string
  interior_description: string
  interior_outboard_advantage: string
  interior_philosophy: string
  interior_image: string
  seo: Seo
  updated_at: string
}

/** The API test page's view of a yacht (spec §3). */
export interface YachtSummary {
  id: string
  name: string
  tagline: string
  price: number | null
  slug: string
  featured: boolean
  heroImage: string
}

export interface BlogPost {
  id: string
  slug: string
  title: string
  category: string
  featured_image: string
  featured_image_alt: string
  /** ISO date (YYYY-MM-DD) */
  published_date: string
  /** minutes */
  read_time: number
  /** HTML */
  excerpt: string
  /** HTML */
  content: string
  author: string
  /** comma-separated */
  tags: string
  featured: boolean
  seo: Seo
  updated_at: string
}

export interface Testimonial {
  id: string
  quote: string
  author: string
  position: string
  yacht: string
  featured: boolean
  display_order: number
}

export type DocumentKind = 'brochure' | 'specification' | 'deck-plan' | 'other'

export interface CmsDocument {
  id: string
  title: string
  description: string
  kind: DocumentKind
  /** yacht slug or "" */
  yacht: string
  url: string
  filename: string
  filesize: number
  display_order: number
}

export interface Page {
  id: string
  slug: string
  title: string
  /** HTML */
  content: string
  seo: Seo
  updated_at: string
}

export interface Seo {
  title: string
  description: string
  image: string
}

export type HeroVariant = 'swap' | 'tabs'

export interface SiteSettings {
  site_name: string
  phone: string
  whatsapp: string
  info_email: string
  calendar_url: string
  inquiry_url: string
  location: string
  facebook_url: string
  instagram_url: string
  linkedin_url: string
  youtube_url: string
  legal_publisher: string
  legal_share_capital: string
  legal_head_office: string
  legal_manager: string
  legal_hosting_provider: string
  legal_company_start: string
  legal_activity_code: string
  festival_title: string
  festival_description: string
  festival_dates: string
  festival_start: string
  festival_end: string
  festival_location: string
  festival_tour_url: string
  festival_tour_text: string
  show_festival_popup: boolean
  show_varieties: boolean
  configurator_enabled: boolean
  hero_variant: HeroVariant
  /** When an editor last saved it (ISO); '' for the built-in wording. */
  updated_at: string
}

/** The homepage hero record (spec §3, "Homepage content record"). */
export interface HomepageHero {
  hero_wama42_title: string
  hero_wama42_description: string
  hero_wama42_image: string
  hero_wama26_title: string
  hero_wama26_description: string
  hero_wama26_image: string
  /** When an editor last saved it (ISO); '' for the built-in wording. */
  updated_at: string
}

export interface HomeContent {
  hero_pretitle: string
  hero_cta_primary_url: string
  hero_cta_primary_text: string
  hero_cta_secondary_text: string
  hero_scroll_text: string
  hero_mobile_monohull_image: string
  hero_mobile_monohull_alt: string
  hero_mobile_monohull_label: string
  hero_mobile_monohull_title: string
  hero_mobile_monohull_cta: string
  hero_mobile_catamaran_image: string
  hero_mobile_catamaran_alt: string
  hero_mobile_catamaran_label: string
  hero_mobile_catamaran_title: string
  hero_mobile_catamaran_cta: string
  category_pretitle: string
  category_title: string
  category_description: string
  category_monohull_image: string
  category_monohull_alt: string
  category_monohull_label: string
  category_monohull_title: string
  category_monohull_description: string
  category_monohull_cta: string
  category_catamaran_image: string
  category_catamaran_alt: string
  category_catamaran_label: string
  category_catamaran_title: string
  category_catamaran_description: string
  category_catamaran_cta: string
  quote1_text: string
  quote1_author: string
  quote1_position: string
  quote1_image: string
  quote2_text: string
  quote2_position: string
  quote2_image: string
  quote2_cta_url: string
  quote2_cta_text: string
  expertise_subtitle: string
  expertise_title: string
  expertise_description: string
  contact_subtitle: string
  contact_title: string
  contact_description: string
  contact_background_image: string
  contact_submit_button_text: string
  contact_sidebar_title: string
  contact_consultation_button_text: string
  contact_email_label: string
  contact_email: string
  contact_location_label: string
  contact_location: string
  /** When an editor last saved it (ISO); '' for the built-in wording. */
  updated_at: string
}

export interface AboutContent {
  hero_image_1: string
  hero_image_2: string
  hero_pretitle: string
  hero_title: string
  hero_subtitle: string
  hero_scroll_text: string
  philosophy_statement_subtitle: string
  philosophy_statement_title: string
  philosophy_statement_quote: string
  philosophy_card_1_title: string
  philosophy_card_1_description: string
  philosophy_card_2_title: string
  philosophy_card_2_description: string
  philosophy_card_3_title: string
  philosophy_card_3_description: string
  story_subtitle: string
  story_title: string
  story_description: string
  story_paragraph_1: string
  story_paragraph_2: string
  story_image: string
  story_image_alt: string
  difference_subtitle: string
  difference_description: string
  difference_closing_quote: string
  feature_1_title: string
  feature_1_description: string
  /** comma-separated */
  feature_1_highlights: string
  feature_1_image: string
  feature_1_image_alt: string
  feature_2_title: string
  feature_2_description: string
  feature_2_highlights: string
  feature_2_image: string
  feature_2_image_alt: string
  feature_3_title: string
  feature_3_description: string
  feature_3_highlights: string
  feature_3_image: string
  feature_3_image_alt: string
  /** When an editor last saved it (ISO); '' for the built-in wording. */
  updated_at: string
}

/** Configurator catalogue (spec §3 "Configurator colour / Flooring / Engine / Option"). */
export interface ConfiguratorColor {
  id: string
  name: string
  hex: string
  price: number
}
export interface ConfiguratorFlooring {
  id: string
  name: string
  description: string
  price: number
}
export interface ConfiguratorEngine {
  id: string
  name: string
  description: string
  price: number
  category: string
}
export interface ConfiguratorOption {
  id: string
  name: string
  description: string
  price: number
  category: string
}
export interface ConfiguratorCategory {
  id: string
  name: string
}
export interface ConfiguratorCatalogue {
  model: string
  currency: 'EUR'
  basePrice: number
  standardFeatures: string[]
  colors: ConfiguratorColor[]
  floorings: ConfiguratorFlooring[]
  engines: ConfiguratorEngine[]
  categories: ConfiguratorCategory[]
  options: ConfiguratorOption[]
}
