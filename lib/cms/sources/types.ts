import type { ContractRecord } from '../contract'

/** Anything that speaks the CMS contract of spec §7: the embedded Payload, or an external backend over HTTP. */
export interface CmsSource {
  readonly name: 'payload' | 'http'
  settings(): Promise<ContractRecord>
  homepage(): Promise<ContractRecord>
  homeContent(): Promise<ContractRecord>
  about(): Promise<ContractRecord | null>
  catalogue(): Promise<ContractRecord>
  yachts(): Promise<ContractRecord[]>
  featuredYachts(): Promise<ContractRecord[]>
  yacht(slug: string): Promise<ContractRecord | null>
  posts(): Promise<ContractRecord[]>
  featuredPosts(): Promise<ContractRecord[]>
  post(slug: string): Promise<ContractRecord | null>
  testimonials(): Promise<ContractRecord[]>
  featuredTestimonials(): Promise<ContractRecord[]>
  documents(): Promise<ContractRecord[]>
  pages(): Promise<ContractRecord[]>
  page(slug: string): Promise<ContractRecord | null>
}
