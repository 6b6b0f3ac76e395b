import 'server-only'

import config from '@payload-config'
import { getPayload, type Payload, type Where } from 'payload'

import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/config'

import {
  aboutToContract,
  catalogueToContract,
  documentToContract,
  homeContentToContract,
  homepageToContract,
  pageToContract,
  postToContract,
  settingsToContract,
  testimonialToContract,
  yachtToContract,
} from '../contract'
import { ORIGINALS, SITE_READ } from '../editions'
import type { Redirect } from '../payload-types'
import { sitePath } from '../preview'
import { richTextHtml } from '../rich-text'
import type { CmsSource, SiteRedirect } from './types'

const PUBLISHED: Where = { _status: { equals: 'published' } }

export function payloadClient(): Promise<Payload> {
  return getPayload({ config })
}

/** Reads the embedded Payload through its Local API with visitor rights (published content only). */
export function payloadSource(locale: Locale, draft = false): CmsSource {
  /** Versioned collections: published documents only, unless previewing drafts. */
  const versioned = (where?: Where): Where | undefined =>
    draft ? where : where ? { and: [PUBLISHED, where] } : PUBLISHED
  // A field not yet translated reads in English; a file translated into this language is shown in its edition.
  const language = { locale, fallbackLocale: DEFAULT_LOCALE, context: SITE_READ }
  const reading = { depth: 1, overrideAccess: draft, pagination: false, ...language } as const

  /** Yachts, posts, pages and the home and About globals have drafts: visitors read what is published. */
  async function versionedDocs<S extends 'yachts' | 'posts' | 'pages'>(
    collection: S,
    sort: string,
    where?: Where,
    limit = 200,
  ) {
    const payload = await payloadClient()
    return (await payload.find({ collection, where: versioned(where), sort, limit, draft, ...reading })).docs
  }
  const yachts = async (where?: Where, limit?: number) =>
    (await versionedDocs('yachts', 'price', where, limit)).map((doc) => yachtToContract(doc, richTextHtml))
  const posts = async (where?: Where, limit?: number) =>
    (await versionedDocs('posts', '-published_date', where, limit)).map((doc) => postToContract(doc, richTextHtml))
  const pages = async (where?: Where, limit?: number) =>
    (await versionedDocs('pages', 'title', where, limit)).map((doc) => pageToContract(doc, richTextHtml))
  async function testimonials(where?: Where) {
    const payload = await payloadClient()
    const res = await payload.find({ collection: 'testimonials', where, sort: 'display_order', limit: 200, ...reading })
    return res.docs.map(testimonialToContract)
  }
  async function documents() {
    const payload = await payloadClient()
    const res = await payload.find({
      collection: 'documents',
      where: ORIGINALS,
      sort: 'display_order',
      limit: 200,
      // A file's list of its translations is for the admin; the download lists read the files themselves.
      joins: false,
      ...reading,
    })
    return res.docs.map(documentToContract)
  }
  const global = async <S extends 'site-settings' | 'homepage' | 'home-content' | 'about' | 'configurator-catalogue'>(
    slug: S,
  ) => (await payloadClient()).findGlobal({ slug, depth: 1, draft, overrideAccess: draft, ...language })
  const bySlug = (slug: string): Where => ({ slug: { equals: slug } })
  const first = <T>(records: T[]): T | null => records[0] ?? null

  return {
    name: 'payload',
    settings: async () => settingsToContract(await global('site-settings')),
    homepage: async () => homepageToContract(await global('homepage')),
    homeContent: async () => homeContentToContract(await global('home-content')),
    about: async () => aboutToContract(await global('about')),
    catalogue: async () => catalogueToContract(await global('configurator-catalogue')),
    yachts: () => yachts(),
    featuredYachts: () => yachts({ featured_on_homepage: { equals: true } }),
    yacht: async (slug) => first(await yachts(bySlug(slug), 1)),
    posts: () => posts(),
    featuredPosts: () => posts({ featured: { equals: true } }, 3),
    post: async (slug) => first(await posts(bySlug(slug), 1)),
    testimonials: () => testimonials(),
    featuredTestimonials: () => testimonials({ featured: { equals: true } }),
    documents,
    pages: () => pages(),
    page: async (slug) => first(await pages(bySlug(slug), 1)),
    redirect: async (path) => {
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection: 'redirects',
        where: { from: { equals: path } },
        depth: 1,
        limit: 1,
        overrideAccess: true,
        ...language,
        pagination: false,
      })
      return first(docs.flatMap(redirectTarget))
    },
  }
}

/** A redirect to a document leads to its current address, and only once it is published. */
function redirectTarget(found: Redirect): SiteRedirect[] {
  const permanent = found.type !== '302'
  if (found.to?.type === 'custom') return found.to.url ? [{ to: found.to.url, permanent }] : []
  const target = found.to?.reference
  if (!target || typeof target.value !== 'object') return []
  const doc = target.value
  if (doc._status !== 'published' || !doc.slug) return []
  return [{ to: sitePath(target.relationTo, doc.slug), permanent }]
}
