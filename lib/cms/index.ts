import 'server-only'

import { unstable_cache } from 'next/cache'
import { draftMode } from 'next/headers'
import { cache } from 'react'

import {
  defaultAbout,
  defaultCatalogue,
  defaultHomeContent,
  defaultHomepageHero,
  defaultPages,
  defaultPosts,
  defaultSettings,
  defaultYachts,
} from '@/content-defaults'
import { env } from '@/lib/env'

import type { ContractRecord } from './contract'
import {
  featuredPosts,
  relatedPosts,
  toAbout,
  toCatalogue,
  toDocument,
  toHomeContent,
  toHomepageHero,
  toPage,
  toPost,
  toSettings,
  toTestimonial,
  toYacht,
} from './mapping'
import { httpSource } from './sources/http'
import { payloadSource } from './sources/payload'
import type { CmsSource } from './sources/types'
import { TAGS, canonicalYachtSlug, isValidSlug } from './tags'
import type {
  AboutContent,
  BlogPost,
  CmsDocument,
  ConfiguratorCatalogue,
  HomeContent,
  HomepageHero,
  Page,
  SiteSettings,
  Testimonial,
  Yacht,
} from './types'

export { canonicalYachtSlug } from './tags'
export { postCategories, splitTags } from './mapping'
export type * from './types'

export const FALLBACK_IMAGE = '/art/fallback.webp'

function activeSource(draft = false): CmsSource {
  const { cmsApiUrl } = env()
  return cmsApiUrl ? httpSource(cmsApiUrl) : payloadSource(draft)
}

async function isDraft(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled
  } catch {
    return false
  }
}

type SourceKey = {
  [K in keyof CmsSource]: CmsSource[K] extends (...args: never[]) => unknown ? K : never
}[keyof CmsSource]

/** Slug reads: a slug that names nothing is not cached (NothingToKeep carries the miss out of unstable_cache). */
const BY_SLUG = new Set<SourceKey>(['yacht', 'post', 'page'])
class NothingToKeep extends Error {}

/**
 * One cached read of the active source per contract call, tagged so hooks and the webhook refresh it.
 * Draft mode skips the cache and reads drafts. The external source also refreshes every 5 minutes.
 */
function read<K extends SourceKey>(key: K, tags: (...args: Parameters<CmsSource[K]>) => string[], draftAware = true) {
  return async (...args: Parameters<CmsSource[K]>): Promise<Awaited<ReturnType<CmsSource[K]>>> => {
    const call = (source: CmsSource) =>
      (source[key] as (...a: Parameters<CmsSource[K]>) => ReturnType<CmsSource[K]>)(...args) as Promise<
        Awaited<ReturnType<CmsSource[K]>>
      >
    if (draftAware && (await isDraft())) return call(activeSource(true))
    const external = Boolean(env().cmsApiUrl)
    const tagList = [...tags(...args), TAGS.media]
    // The tags are part of the key: the same call cached under other tags is another entry.
    type Result = Awaited<ReturnType<CmsSource[K]>>
    const cached = unstable_cache(
      async (): Promise<Result> => {
        const value = await call(activeSource())
        // A slug that names nothing is not kept: otherwise every made-up slug would add a cache entry.
        if (value === null && BY_SLUG.has(key)) throw new NothingToKeep()
        return value
      },
      ['cms', key, ...args.map(String), ...tagList],
      { tags: tagList, revalidate: external ? 300 : false },
    )
    return cached().catch((error: unknown): Result => {
      if (error instanceof NothingToKeep) return null as Result
      throw error
    })
  }
}

/** The cache tags of each contract call. */
const TAG_OF: { [K in SourceKey]: (...args: Parameters<CmsSource[K]>) => string[] } = {
  settings: () => [TAGS.settings],
  homepage: () => [TAGS.homepageHero],
  homeContent: () => [TAGS.homeContent],
  about: () => [TAGS.about],
  catalogue: () => [TAGS.catalogue],
  yachts: () => [TAGS.yachts, TAGS.documents],
  featuredYachts: () => [TAGS.yachts, TAGS.documents],
  yacht: (slug) => [TAGS.yacht(slug), TAGS.documents],
  posts: () => [TAGS.posts],
  featuredPosts: () => [TAGS.posts],
  post: (slug) => [TAGS.post(slug)],
  testimonials: () => [TAGS.testimonials],
  featuredTestimonials: () => [TAGS.testimonials],
  documents: () => [TAGS.documents],
  pages: () => [TAGS.pages],
  page: (slug) => [TAGS.page(slug)],
}

/** The contract (spec §7), cached and draft-aware: what the pages below read. */
const reads = Object.fromEntries(
  (Object.keys(TAG_OF) as SourceKey[]).map((key) => [key, read(key, TAG_OF[key] as never)]),
) as { [K in SourceKey]: (...args: Parameters<CmsSource[K]>) => Promise<Awaited<ReturnType<CmsSource[K]>>> }

/** The public contract served as JSON by /api/cms: published content only, even in draft mode. */
export const contract = Object.fromEntries(
  (Object.keys(reads) as Array<keyof typeof reads>).map((key) => [key, read(key, TAG_OF[key] as never, false)]),
) as unknown as typeof reads

/** Posts of one category, tagged by category so a post change refreshes only its relatives. */
const postsOfCategory = (category: string) =>
  read('posts', () => [TAGS.postCategory(category)])().then((all) => all.filter((p) => p.category === category))

function logFailure(what: string, error: unknown): void {
  console.error(`[cms] ${what} failed:`, error instanceof Error ? error.message : error)
}

const mapList = <T>(records: ContractRecord[], map: (r: ContractRecord) => T | null): T[] =>
  records.map(map).filter((x): x is T => x !== null)

export const getSettings = cache(async (): Promise<SiteSettings> => {
  try {
    return toSettings(await reads.settings(), defaultSettings)
  } catch (error) {
    logFailure('settings', error)
    return defaultSettings
  }
})

/** Homepage load failure: the error is logged and the defaults are shown (spec §8, issue 4). */
export const getHomepageHero = cache(async (): Promise<HomepageHero> => {
  try {
    return toHomepageHero(await reads.homepage(), defaultHomepageHero)
  } catch (error) {
    logFailure('homepage', error)
    return defaultHomepageHero
  }
})

export const getHomeContent = cache(async (): Promise<HomeContent> => {
  try {
    return toHomeContent(await reads.homeContent(), defaultHomeContent)
  } catch (error) {
    logFailure('home content', error)
    return defaultHomeContent
  }
})

/** Throws when the load fails or returns nothing: the about page shows "Failed to load about page". */
export const getAbout = cache(async (): Promise<AboutContent> => {
  const about = toAbout(await reads.about(), defaultAbout)
  if (!about) throw new Error('Failed to load about page data')
  return about
})

export const getCatalogue = cache(async (): Promise<ConfiguratorCatalogue> => {
  try {
    return toCatalogue(await reads.catalogue(), defaultCatalogue)
  } catch (error) {
    logFailure('catalogue', error)
    return defaultCatalogue
  }
})

/** Yacht list error → empty list (spec §8). */
export const getYachts = cache(async (): Promise<Yacht[]> => {
  try {
    return mapList(await reads.yachts(), (r) => toYacht(r, defaultYachts, FALLBACK_IMAGE))
  } catch (error) {
    logFailure('yacht list', error)
    return []
  }
})

/** Yacht fetch error → logged, "Yacht not found" (spec §8). */
export const getYacht = cache(async (slug: string): Promise<Yacht | null> => {
  const canonical = canonicalYachtSlug(slug)
  if (!isValidSlug(canonical)) return null
  try {
    return toYacht(await reads.yacht(canonical), defaultYachts, FALLBACK_IMAGE)
  } catch (error) {
    logFailure(`yacht ${canonical}`, error)
    return null
  }
})

export const getPosts = cache(async (): Promise<BlogPost[]> => {
  try {
    return mapList(await reads.posts(), (r) => toPost(r, defaultPosts, FALLBACK_IMAGE))
  } catch (error) {
    logFailure('journal list', error)
    return []
  }
})

export const getFeaturedPosts = cache(async (): Promise<BlogPost[]> => {
  try {
    const featured = mapList(await reads.featuredPosts(), (r) => toPost(r, defaultPosts, FALLBACK_IMAGE))
    return featured.length ? featured.slice(0, 3) : featuredPosts(await getPosts())
  } catch (error) {
    logFailure('featured posts', error)
    return []
  }
})

export const getPost = cache(async (slug: string): Promise<BlogPost | null> => {
  if (!isValidSlug(slug)) return null
  try {
    return toPost(await reads.post(slug), defaultPosts, FALLBACK_IMAGE)
  } catch (error) {
    logFailure(`post ${slug}`, error)
    return null
  }
})

export const getRelatedPosts = cache(async (post: BlogPost): Promise<BlogPost[]> => {
  try {
    const sameCategory = mapList(await postsOfCategory(post.category), (r) => toPost(r, defaultPosts, FALLBACK_IMAGE))
    return relatedPosts(sameCategory, post)
  } catch (error) {
    logFailure('related posts', error)
    return []
  }
})

export const getTestimonials = cache(async (): Promise<Testimonial[]> => {
  try {
    return mapList(await reads.testimonials(), toTestimonial)
  } catch (error) {
    logFailure('testimonials', error)
    return []
  }
})

export const getFeaturedTestimonials = cache(async (): Promise<Testimonial[]> => {
  try {
    return mapList(await reads.featuredTestimonials(), toTestimonial)
  } catch (error) {
    logFailure('featured testimonials', error)
    return []
  }
})

export const getDocuments = cache(async (): Promise<CmsDocument[]> => {
  try {
    return mapList(await reads.documents(), toDocument)
  } catch (error) {
    logFailure('documents', error)
    return []
  }
})

export const getPages = cache(async (): Promise<Page[]> => {
  try {
    return mapList(await reads.pages(), (r) => toPage(r, defaultPages))
  } catch (error) {
    logFailure('pages', error)
    return []
  }
})

export const getPage = cache(async (slug: string): Promise<Page | null> => {
  if (!isValidSlug(slug)) return null
  try {
    return toPage(await reads.page(slug), defaultPages)
  } catch (error) {
    logFailure(`page ${slug}`, error)
    return null
  }
})
