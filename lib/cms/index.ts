import 'server-only'

import { unstable_cache } from 'next/cache'
import { draftMode } from 'next/headers'
import { notFound, permanentRedirect, redirect } from 'next/navigation'
import { cache } from 'react'

import { contentDefaults } from '@/content-defaults'
import { env } from '@/lib/env'
import { sitePath } from '@/lib/http/redirect'
import { withCataloguePrices } from '@/lib/yachts/catalogue-prices'
import type { Locale } from '@/lib/i18n/config'

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
import type { PageRecord, PostRecord, YachtRecord } from './schema'
import { httpSource } from './sources/http'
import { payloadSource } from './sources/payload'
import type { CmsSource } from './sources/types'
import { TAGS, canonicalYachtSlug, isValidSlug, tagsIn } from './tags'
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

/** Seconds a shared cache may keep a 404 page. */
const NOT_FOUND_MAX_AGE = 60

function activeSource(locale: Locale, draft = false): CmsSource {
  const { cmsApiUrl } = env()
  return cmsApiUrl ? httpSource(cmsApiUrl, locale) : payloadSource(locale, draft)
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
 * the cache and reads drafts (unless `published` is set). The external source also refreshes every 5 minutes;
 * `maxAge` (seconds) shortens that, and with it the `s-maxage` of the page that reads it.
 */
async function cachedRead<T>(
  locale: Locale,
  key: string[],
  tags: string[],
  load: (source: CmsSource) => Promise<T>,
  published: boolean,
  maxAge?: number,
): Promise<T> {
  if (!published && (await isDraft())) return load(activeSource(locale, true))
  const tagList = tagsIn([...tags, TAGS.media], [locale])
  // The tags are part of the key: the same call cached under other tags is another entry.
  return unstable_cache(() => load(activeSource(locale)), ['cms', ...key, ...tagList], {
    tags: tagList,
    revalidate: maxAge ?? (env().cmsApiUrl ? 300 : false),
  })()
}

/** A read by slug: a miss is answered but not kept, or every made-up slug would add a cache entry. */
async function cachedLookup<T>(
  locale: Locale,
  key: string[],
  tags: string[],
  load: (source: CmsSource) => Promise<T | null>,
  published: boolean,
  maxAge?: number,
): Promise<T | null> {
  const found = async (source: CmsSource): Promise<T> => {
    const value = await load(source)
    if (value === null) throw new NothingToKeep()
    return value
  }
  return cachedRead(locale, key, tags, found, published, maxAge).catch((error: unknown) => {
    if (error instanceof NothingToKeep) return null
    throw error
  })
}

/** The contract's reads, cached and tagged; `published` reads ignore draft mode (what /api/cms serves). */
function contractReads(published: boolean) {
  const list =
    <T>(name: string, tags: string[], load: (source: CmsSource) => Promise<T>) =>
    (locale: Locale) =>
      cachedRead(locale, [name], tags, load, published)
  return {
    settings: list('settings', [TAGS.settings], (s) => s.settings()),
    homepage: list('homepage', [TAGS.homepageHero], (s) => s.homepage()),
    homeContent: list('homeContent', [TAGS.homeContent], (s) => s.homeContent()),
    about: list('about', [TAGS.about], (s) => s.about()),
    catalogue: list('catalogue', [TAGS.catalogue], (s) => s.catalogue()),
    yachts: list('yachts', [TAGS.yachts, TAGS.documents], (s) => s.yachts()),
    featuredYachts: list('featuredYachts', [TAGS.yachts, TAGS.documents], (s) => s.featuredYachts()),
    yacht: (locale: Locale, slug: string) =>
      cachedLookup(locale, ['yacht', slug], [TAGS.yacht(slug), TAGS.documents], (s) => s.yacht(slug), published),
    posts: list('posts', [TAGS.posts], (s) => s.posts()),
    featuredPosts: list('featuredPosts', [TAGS.posts], (s) => s.featuredPosts()),
    post: (locale: Locale, slug: string) =>
      cachedLookup(locale, ['post', slug], [TAGS.post(slug)], (s) => s.post(slug), published),
    testimonials: list('testimonials', [TAGS.testimonials], (s) => s.testimonials()),
    featuredTestimonials: list('featuredTestimonials', [TAGS.testimonials], (s) => s.featuredTestimonials()),
    documents: list('documents', [TAGS.documents], (s) => s.documents()),
    pages: list('pages', [TAGS.pages], (s) => s.pages()),
    page: (locale: Locale, slug: string) =>
      cachedLookup(locale, ['page', slug], [TAGS.page(slug)], (s) => s.page(slug), published),
    // A redirect to a document follows its slug: any yacht, post or page change refreshes the lookup. Only a
    // 404 reads it, and its 60 s become the 404's s-maxage: a CDN must not keep a page's 404 once it is published.
    redirect: (locale: Locale, path: string) =>
      cachedLookup(
        locale,
        ['redirect', path],
        [TAGS.redirects, TAGS.yachts, TAGS.posts, TAGS.pages],
        (s) => s.redirect(path),
        published,
        NOT_FOUND_MAX_AGE,
      ),
  }
}

const byPrice = (a: YachtRecord, b: YachtRecord) =>
  (a.price ?? Number.POSITIVE_INFINITY) - (b.price ?? Number.POSITIVE_INFINITY)

/**
 * Yachts priced as the configurator prices them, whatever the source stored, so every page and the JSON
 * contract quote the figure the configurator starts at; lists stay in price order.
 */
function withPricedYachts(source: ReturnType<typeof contractReads>) {
  const catalogue = async (locale: Locale) =>
    toCatalogue(await source.catalogue(locale), contentDefaults(locale).catalogue)
  const pricedList = (read: (locale: Locale) => Promise<YachtRecord[]>) => async (locale: Locale) => {
    const [records, prices] = await Promise.all([read(locale), catalogue(locale)])
    return records.map((y) => withCataloguePrices(y, prices)).sort(byPrice)
  }
  return {
    ...source,
    yachts: pricedList(source.yachts),
    featuredYachts: pricedList(source.featuredYachts),
    yacht: async (locale: Locale, slug: string) => {
      const [record, prices] = await Promise.all([source.yacht(locale, slug), catalogue(locale)])
      return record && withCataloguePrices(record, prices)
    },
  }
}

/** What the pages below read: draft-aware. */
const reads = withPricedYachts(contractReads(false))

/** The public contract served as JSON by /api/cms: published content only, even in draft mode. */
export const contract = withPricedYachts(contractReads(true))

/** Posts of one category, tagged by category so a post change refreshes only its relatives. */
const postsOfCategory = (locale: Locale, category: string) =>
  cachedRead(locale, ['posts'], [TAGS.postCategory(category)], (s) => s.posts(), false).then((all) =>
    all.filter((p) => p.category === category),
  )

function logFailure(what: string, error: unknown): void {
  console.error(`[cms] ${what} failed:`, error instanceof Error ? error.message : error)
}

/** What `load` reads; when the read fails, the failure is logged and the page gets `fallback` instead of an error. */
async function orElse<T>(what: string, fallback: T, load: () => Promise<T>): Promise<T> {
  try {
    return await load()
  } catch (error) {
    logFailure(what, error)
    return fallback
  }
}

const mapList = <R, T>(records: R[], map: (r: R) => T | null): T[] =>
  records.flatMap((record) => {
    const item = map(record)
    return item === null ? [] : [item]
  })

export const getSettings = cache((locale: Locale): Promise<SiteSettings> =>
  orElse('settings', contentDefaults(locale).settings, async () =>
    toSettings(await reads.settings(locale), contentDefaults(locale).settings),
  ),
)

/** Homepage load failure: the error is logged and the defaults are shown. */
export const getHomepageHero = cache((locale: Locale): Promise<HomepageHero> =>
  orElse('homepage', contentDefaults(locale).homepageHero, async () =>
    mergeFlat(await reads.homepage(locale), contentDefaults(locale).homepageHero),
  ),
)

export const getHomeContent = cache((locale: Locale): Promise<HomeContent> =>
  orElse('home content', contentDefaults(locale).homeContent, async () =>
    mergeFlat(await reads.homeContent(locale), contentDefaults(locale).homeContent),
  ),
)

/** Throws when the load fails or returns nothing: the about page shows "Failed to load about page". */
export const getAbout = cache(async (locale: Locale): Promise<AboutContent> => {
  const about = toAbout(await reads.about(locale), contentDefaults(locale).about)
  if (!about) throw new Error('Failed to load about page data')
  return about
})

export const getCatalogue = cache((locale: Locale): Promise<ConfiguratorCatalogue> =>
  orElse('catalogue', contentDefaults(locale).catalogue, async () =>
    toCatalogue(await reads.catalogue(locale), contentDefaults(locale).catalogue),
  ),
)

const yachtOf = (locale: Locale) => (r: YachtRecord | null) =>
  toYacht(r, contentDefaults(locale).yachts, FALLBACK_IMAGE)
const postOf = (locale: Locale) => (r: PostRecord | null) => toPost(r, contentDefaults(locale).posts, FALLBACK_IMAGE)
const pageOf = (locale: Locale) => (r: PageRecord | null) => toPage(r, contentDefaults(locale).pages)

/** Yacht list error → empty list. */
export const getYachts = cache((locale: Locale): Promise<Yacht[]> =>
  orElse('yacht list', [], async () => mapList(await reads.yachts(locale), yachtOf(locale))),
)

/** The models the home page lists (marked for the home page, by price); its read failing, the built-in ones. */
export const getFeaturedYachts = cache((locale: Locale): Promise<Yacht[]> => {
  const { yachts, catalogue } = contentDefaults(locale)
  const builtIn = yachts.filter((y) => y.featured_on_homepage).map((y) => withCataloguePrices(y, catalogue))
  return orElse('featured yachts', builtIn, async () => mapList(await reads.featuredYachts(locale), yachtOf(locale)))
})

/** Yacht fetch error → logged, "Yacht not found". */
export const getYacht = cache(async (locale: Locale, slug: string): Promise<Yacht | null> => {
  const canonical = canonicalYachtSlug(slug)
  if (!isValidSlug(canonical)) return null
  return orElse(`yacht ${canonical}`, null, async () => yachtOf(locale)(await reads.yacht(locale, canonical)))
})

export const getPosts = cache((locale: Locale): Promise<BlogPost[]> =>
  orElse('journal list', [], async () => mapList(await reads.posts(locale), postOf(locale))),
)

export const getFeaturedPosts = cache((locale: Locale): Promise<BlogPost[]> =>
  orElse('featured posts', [], async () => {
    const featured = mapList(await reads.featuredPosts(locale), postOf(locale))
    return featured.length ? featured.slice(0, 3) : featuredPosts(await getPosts(locale))
  }),
)

export const getPost = cache(async (locale: Locale, slug: string): Promise<BlogPost | null> => {
  if (!isValidSlug(slug)) return null
  return orElse(`post ${slug}`, null, async () => postOf(locale)(await reads.post(locale, slug)))
})

export const getRelatedPosts = cache((locale: Locale, post: BlogPost): Promise<BlogPost[]> =>
  orElse('related posts', [], async () =>
    relatedPosts(mapList(await postsOfCategory(locale, post.category), postOf(locale)), post),
  ),
)

export const getTestimonials = cache((locale: Locale): Promise<Testimonial[]> =>
  orElse('testimonials', [], async () => mapList(await reads.testimonials(locale), toTestimonial)),
)

export const getFeaturedTestimonials = cache((locale: Locale): Promise<Testimonial[]> =>
  orElse('featured testimonials', [], async () => mapList(await reads.featuredTestimonials(locale), toTestimonial)),
)

export const getDocuments = cache((locale: Locale): Promise<CmsDocument[]> =>
  orElse('documents', [], async () => mapList(await reads.documents(locale), toDocument)),
)

export const getPages = cache((locale: Locale): Promise<Page[]> =>
  orElse('pages', [], async () => mapList(await reads.pages(locale), pageOf(locale))),
)

export const getPage = cache(async (locale: Locale, slug: string): Promise<Page | null> => {
  if (!isValidSlug(slug)) return null
  return orElse(`page ${slug}`, null, async () => pageOf(locale)(await reads.page(locale, slug)))
})

/** A path that names nothing: sent on if an editor (or a slug change) redirected it, else the site's 404. */
export async function redirectOrNotFound(locale: Locale, path: string): Promise<never> {
  const target = path.length <= 300 ? await orElse(`redirect ${path}`, null, () => reads.redirect(locale, path)) : null
  // An editor's custom target is sent on only if it stays on the site.
  const to = target && sitePath(target.to)
  if (target?.permanent && to) permanentRedirect(to)
  if (to) redirect(to)
  notFound()
}
