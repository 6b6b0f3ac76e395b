/**
 * The domain types the pages read: the contract's records (schema.ts) with every field present.
 * Field names are the contract's snake_case names, on the wire (`/api/cms/*`) and in the pages alike.
 * Image fields hold a browser-usable URL (site-relative path or absolute URL).
 */
import type {
  AboutRecord,
  CatalogueRecord,
  Complete,
  DocumentRecord,
  HomeContentRecord,
  HomepageHeroRecord,
  PageRecord,
  PostRecord,
  SettingsRecord,
  TestimonialRecord,
  YachtRecord,
} from './schema'

export type Yacht = Complete<YachtRecord>
export type YachtSpecs = Yacht['specs']
export type GalleryImage = Yacht['gallery'][number]
export type GalleryType = GalleryImage['gallery_type']
export type YachtFeature = Yacht['features'][number]
export type YachtVariety = Yacht['varieties'][number]
export type DeckPlan = Yacht['deck_plans'][number]
export type Seo = Yacht['seo']

export type BlogPost = Complete<PostRecord>
export type Testimonial = Complete<TestimonialRecord>
export type CmsDocument = Complete<DocumentRecord>
export type DocumentKind = CmsDocument['kind']
export type Page = Complete<PageRecord>

export type SiteSettings = Complete<SettingsRecord>
export type HeroVariant = SiteSettings['hero_variant']
export type HomepageHero = Complete<HomepageHeroRecord>
export type HomeContent = Complete<HomeContentRecord>
export type AboutContent = Complete<AboutRecord>

export type ConfiguratorCatalogue = Omit<Complete<CatalogueRecord>, 'updated_at'>
export type ConfiguratorColor = ConfiguratorCatalogue['colors'][number]
export type ConfiguratorFlooring = ConfiguratorCatalogue['floorings'][number]
export type ConfiguratorEngine = ConfiguratorCatalogue['engines'][number]

/** The API test page's view of a yacht. */
export interface YachtSummary {
  id: string
  name: string
  tagline: string
  price: number | null
  slug: string
  featured: boolean
  heroImage: string
}
