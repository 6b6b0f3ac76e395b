/**
 * The domain types the pages read: the contract's records (schema.ts) with every field present.
 * Field names are the contract's snake_case names, on the wire (`/api/cms/*`) and in the pages alike.
 * Image fields hold a browser-usable URL (site-relative path or absolute URL).
 */
import type * as Contract from './schema'

export type Yacht = Contract.Complete<Contract.YachtRecord>
export type YachtSpecs = Yacht['specs']
export type GalleryImage = Yacht['gallery'][number]
export type GalleryType = GalleryImage['gallery_type']
export type YachtFeature = Yacht['features'][number]
export type YachtVariety = Yacht['varieties'][number]
export type DeckPlan = Yacht['deck_plans'][number]
export type Seo = Yacht['seo']

export type BlogPost = Contract.Complete<Contract.PostRecord>
export type Testimonial = Contract.Complete<Contract.TestimonialRecord>
export type CmsDocument = Contract.Complete<Contract.DocumentRecord>
export type DocumentKind = CmsDocument['kind']
export type Page = Contract.Complete<Contract.PageRecord>

export type SiteSettings = Contract.Complete<Contract.SettingsRecord>
export type HeroVariant = SiteSettings['hero_variant']
export type HomepageHero = Contract.Complete<Contract.HomepageHeroRecord>
export type HomeContent = Contract.Complete<Contract.HomeContentRecord>
export type AboutContent = Contract.Complete<Contract.AboutRecord>

export type ConfiguratorCatalogue = Omit<Contract.Complete<Contract.CatalogueRecord>, 'updated_at'>
export type ConfiguratorFlooring = ConfiguratorCatalogue['floorings'][number]

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
