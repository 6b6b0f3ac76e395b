import 'server-only'

import type { z } from 'zod'

import * as contract from '../schema'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/config'

import type { CmsSource } from './types'

/** What we served last time each path answered, so an outage keeps the last good content. */
const lastGood = new Map<string, unknown>()

class CmsApiError extends Error {
  constructor(
    readonly status: number,
    statusText: string,
  ) {
    super(`API Error: ${statusText || String(status)}`)
  }
}

/**
 * Upload URLs that name a path of the CMS (`/cms/api/media/file/…`, as our own contract writes them) belong
 * to the CMS's origin, not to this site: they are made absolute. Links between pages (`/collection`) stay.
 */
export function absoluteUploads(value: unknown, origin: string): unknown {
  if (typeof value === 'string') return /^\/cms\/api\/\S+$/.test(value) ? `${origin}${value}` : value
  if (Array.isArray(value)) return value.map((v) => absoluteUploads(v, origin))
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, absoluteUploads(v, origin)]))
  }
  return value
}

/** Reads any backend that speaks the CMS contract over HTTP (CMS_API_URL). */
export function httpSource(baseUrl: string, locale: Locale): CmsSource {
  const origin = new URL(baseUrl).origin
  async function get(resource: string, opts: { notFoundAsNull?: boolean } = {}): Promise<unknown> {
    const path = locale === DEFAULT_LOCALE ? resource : `${resource}?locale=${locale}`
    const url = `${baseUrl}${path}`
    let res: Response
    try {
      res = await fetch(url, {
        cache: 'no-store',
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(8000),
      })
    } catch (error) {
      if (lastGood.has(path)) return lastGood.get(path)
      throw error
    }
    if (res.status === 404 && opts.notFoundAsNull) return null
    if (!res.ok) {
      if (res.status >= 500 && lastGood.has(path)) return lastGood.get(path)
      throw new CmsApiError(res.status, res.statusText)
    }
    const body = absoluteUploads(await res.json(), origin)
    lastGood.set(path, body)
    return body
  }
  /** One record, parsed by the contract's schema; anything but an object reads as empty. */
  const record = async <S extends z.ZodType>(schema: S, path: string): Promise<z.output<S> | null> => {
    const parsed = schema.safeParse(await get(path, { notFoundAsNull: true }))
    return parsed.success ? parsed.data : null
  }
  /** A singleton (settings, home…): what is not a readable record reads as empty, so the built-in content shows. */
  const singleton = async <S extends z.ZodType<object>>(schema: S, path: string): Promise<z.output<S>> => {
    const parsed = schema.safeParse(await get(path))
    return parsed.success ? parsed.data : schema.parse({})
  }
  /** A list: the items the schema can read, the others left out. */
  const records = async <S extends z.ZodType>(schema: S, path: string): Promise<Array<z.output<S>>> => {
    const body = await get(path)
    if (!Array.isArray(body)) return []
    return body.flatMap((item) => {
      const parsed = schema.safeParse(item)
      return parsed.success ? [parsed.data] : []
    })
  }
  const seg = encodeURIComponent

  return {
    name: 'http',
    settings: () => singleton(contract.settingsSchema, '/settings/current/'),
    homepage: () => singleton(contract.homepageHeroSchema, '/homepage/current/'),
    homeContent: () => singleton(contract.homeContentSchema, '/home-content/current/'),
    about: async () => {
      const parsed = contract.aboutSchema.safeParse(await get('/about/current/'))
      return parsed.success ? parsed.data : null
    },
    catalogue: () => singleton(contract.catalogueSchema, '/configurator/current/'),
    yachts: () => records(contract.yachtSchema, '/yachts/'),
    featuredYachts: () => records(contract.yachtSchema, '/yachts/featured/'),
    yacht: (slug) => record(contract.yachtSchema, `/yachts/${seg(slug)}/`),
    posts: () => records(contract.postSchema, '/blog/'),
    featuredPosts: () => records(contract.postSchema, '/blog/featured/'),
    post: (slug) => record(contract.postSchema, `/blog/${seg(slug)}/`),
    testimonials: () => records(contract.testimonialSchema, '/testimonials/'),
    featuredTestimonials: () => records(contract.testimonialSchema, '/testimonials/featured/'),
    documents: () => records(contract.documentSchema, '/documents/'),
    pages: () => records(contract.pageSchema, '/pages/'),
    page: (slug) => record(contract.pageSchema, `/pages/${seg(slug)}/`),
    // Redirects are kept by the embedded CMS; the public contract does not carry them.
    redirect: async () => null,
  }
}
