import type {
  AboutRecord,
  CatalogueRecord,
  DocumentRecord,
  HomeContentRecord,
  HomepageHeroRecord,
  PageRecord,
  PostRecord,
  SettingsRecord,
  TestimonialRecord,
  YachtRecord,
} from '../schema'

/** Where an old address sends its visitor. */
export interface SiteRedirect {
  to: string
  permanent: boolean
}

/** Anything that speaks the CMS contract: the embedded Payload, or an external backend over HTTP. */
export interface CmsSource {
  readonly name: 'payload' | 'http'
  settings(): Promise<SettingsRecord>
  homepage(): Promise<HomepageHeroRecord>
  homeContent(): Promise<HomeContentRecord>
  about(): Promise<AboutRecord | null>
  catalogue(): Promise<CatalogueRecord>
  yachts(): Promise<YachtRecord[]>
  featuredYachts(): Promise<YachtRecord[]>
  yacht(slug: string): Promise<YachtRecord | null>
  posts(): Promise<PostRecord[]>
  featuredPosts(): Promise<PostRecord[]>
  post(slug: string): Promise<PostRecord | null>
  testimonials(): Promise<TestimonialRecord[]>
  featuredTestimonials(): Promise<TestimonialRecord[]>
  documents(): Promise<DocumentRecord[]>
  pages(): Promise<PageRecord[]>
  page(slug: string): Promise<PageRecord | null>
  /** The redirect kept for a path of this site, if any. */
  redirect(path: string): Promise<SiteRedirect | null>
}
