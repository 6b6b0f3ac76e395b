import 'server-only'

import { unstable_cache } from 'next/cache'
import { draftMode } from 'next/headers'
import { notFound, permanentRedirect, redirect } from 'next/navigation'
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

import {
  featuredPosts,
  relatedPosts,
  toAbout,
  toCatalogue,
  toDocument,
  mergeFlat,
  toPage,
  toPost,
  toSettings,
  toTestimonial,
  toYacht,
} from './mapping'
import { httpSource } from './sources/http'
import { payloadSource } from './sources/payload'
import type { CmsSource, SiteRedirect } from './sources/types'
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

/** Slug reads: a slug that names nothing is not cached (NothingToKeep carries the miss out of unstable_cache). */
class NothingToKeep extends Error {}

/**
 * One cached read of the active source, tagged so hooks and the webhook refresh it. Draft mode skips
 * the cache and reads drafts (unless `published` is set). The external source also refreshes every 5 minutes.
 */
async function cachedRead<T>(
  key: string[],
  tags: string[],
  load: (source: CmsSource) => Promise<T>,
  published: boolean,
): Promise<T> {
  if (!published && (await isDraft())) return load(activeSource(true))
  const tagList = [...tags, TAGS.media]
  // The tags are part of the key: the same call cached under other tags is another entry.
  return unstable_cache(() => load(activeSource()), ['cms', ...key, ...tagList], {
    tags: tagList,
    revalidate: env().cmsApiUrl ? 300 : false,
  })()
}

/** A read by slug: a miss is answered but not kept, or every made-up slug would add a cache entry. */
async function cachedLookup<T>(
  key: string[],
  tags: string[],
  load: (source: CmsSource) => Promise<T | null>,
  published: boolean,
): Promise<T | null> {
  const found = async (source: CmsSource): Promise<T> => {
    const value = await load(source)
    if (value === null) throw new NothingToKeep()
    return value
  }
  return cachedRead(key, tags, found, published).catch((error: unknown) => {
    if (error instanceof NothingToKeep) return null
    throw error
  })
}

/** The contract's reads, cached and tagged; `published` reads ignore draft mode (what /api/cms serves). */
function contractReads(published: boolean) {
  const list = <T>(name: string, tags: string[], load: (source: CmsSource) => Promise<T>) =>
    cachedRead([name], tags, load, published)
  return {
    settings: () => list('settings', [TAGS.settings], (s) => s.settings()),
    homepage: () => list('homepage', [TAGS.homepageHero], (s) => s.homepage()),
    homeContent: () => list('homeContent', [TAGS.homeContent], (s) => s.homeContent()),
    about: () => list('about', [TAGS.about], (s) => s.about()),
    catalogue: () => list('catalogue', [TAGS.catalogue], (s) => s.catalogue()),
    yachts: () => list('yachts', [TAGS.yachts, TAGS.documents], (s) => s.yachts()),
    featuredYachts: () => list('featuredYachts', [TAGS.yachts, TAGS.documents], (s) => s.featuredYachts()),
    yacht: (slug: string) =>
      cachedLookup(['yacht', slug], [TAGS.yacht(slug), TAGS.documents], (s) => s.yacht(slug), published),
    posts: () => list('posts', [TAGS.posts], (s) => s.posts()),
    featuredPosts: () => list('featuredPosts', [TAGS.posts], (s) => s.featuredPosts()),
    post: (slug: string) => cachedLookup(['post', slug], [TAGS.post(slug)], (s) => s.post(slug), published),
    testimonials: () => list('testimonials', [TAGS.testimonials], (s) => s.testimonials()),
    featuredTestimonials: () => list('featuredTestimonials', [TAGS.testimonials], (s) => s.featuredTestimonials()),
    documents: () => list('documents', [TAGS.documents], (s) => s.documents()),
    pages: () => list('pages', [TAGS.pages], (s) => s.pages()),
    page: (slug: string) => cachedLookup(['page', slug], [TAGS.page(slug)], (s) => s.page(slug), published),
    // A redirect to a document follows its slug: any yacht, post or page change refreshes the lookup.
    redirect: (path: string) =>
      cachedLookup(
        ['redirect', path],
        [TAGS.redirects, TAGS.yachts, TAGS.posts, TAGS.pages],
        (s) => s.redirect(path),
        published,
      ),
  }
}

/** What the pages below read: draft-aware. */
const reads = contractReads(false)

/** The public contract served as JSON by /api/cms: published content only, even in draft mode. */
export const contract = contractReads(true)

/** Posts of one category, tagged by category so a post change refreshes only its relatives. */
const postsOfCategory = (category: string) =>
  cachedRead(['posts'], [TAGS.postCategory(category)], (s) => s.posts(), false).then((all) =>
    all.filter((p) => p.category === category),
  )

function logFailure(what: string, error: unknown): void {
  console.error(`[cms] ${what} failed:`, error instanceof Error ? error.message : error)
}

const mapList = <R, T>(records: R[], map: (r: R) => T | null): T[] =>
  records.flatMap((record) => {
    const item = map(record)
    return item === null ? [] : [item]
  })

export const getSettings = cache(async (): Promise<SiteSettings> => {
  try {
    return toSettings(await reads.settings(), defaultSettings)
  } catch (error) {
    logFailure('settings', error)
    return defaultSettings
  }
})

/** Homepage load failure: the error is logged and the defaults are shown. */
export const getHomepageHero = cache(async (): Promise<HomepageHero> => {
  try {
    return mergeFlat(await reads.homepage(), defaultHomepageHero)
  } catch (error) {
    logFailure('homepage', error)
    return defaultHomepageHero
  }
})

export const getHomeContent = cache(async (): Promise<HomeContent> => {
  try {
    return mergeFlat(await reads.homeContent(), defaultHomeContent)
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

/** Yacht list error → empty list. */
export const getYachts = cache(async (): Promise<Yacht[]> => {
  try {
    return mapList(await reads.yachts(), (r) => toYacht(r, defaultYachts, FALLBACK_IMAGE))
  } catch (error) {
    logFailure('yacht list', error)
    return []
  }
})

/** Yacht fetch error → logged, "Yacht not found". */
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

/** A path that names nothing: sent on if an editor (or a slug change) redirected it, else the site's 404. */
export async function redirectOrNotFound(path: string): Promise<never> {
  let target: SiteRedirect | null = null
  try {
    if (path.length <= 300) target = await reads.redirect(path)
  } catch (error) {
    logFailure(`redirect ${path}`, error)
  }
  if (target?.permanent) permanentRedirect(target.to)
  if (target) redirect(target.to)
  notFound()
}
