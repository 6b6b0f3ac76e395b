import type * as Contract from '../schema'

/** Where an old address sends its visitor. */
export interface SiteRedirect {
  to: string
  permanent: boolean
}

/** Anything that speaks the CMS contract: the embedded Payload, or an external backend over HTTP. */
export interface CmsSource {
  readonly name: 'payload' | 'http'
  settings(): Promise<Contract.SettingsRecord>
  homepage(): Promise<Contract.HomepageHeroRecord>
  homeContent(): Promise<Contract.HomeContentRecord>
  about(): Promise<Contract.AboutRecord | null>
  catalogue(): Promise<Contract.CatalogueRecord>
  yachts(): Promise<Contract.YachtRecord[]>
  featuredYachts(): Promise<Contract.YachtRecord[]>
  yacht(slug: string): Promise<Contract.YachtRecord | null>
  posts(): Promise<Contract.PostRecord[]>
  featuredPosts(): Promise<Contract.PostRecord[]>
  post(slug: string): Promise<Contract.PostRecord | null>
  testimonials(): Promise<Contract.TestimonialRecord[]>
  featuredTestimonials(): Promise<Contract.TestimonialRecord[]>
  documents(): Promise<Contract.DocumentRecord[]>
  pages(): Promise<Contract.PageRecord[]>
  page(slug: string): Promise<Contract.PageRecord | null>
  /** The redirect kept for a path of this site, if any. */
  redirect(path: string): Promise<SiteRedirect | null>
}
