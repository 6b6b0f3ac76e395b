import 'server-only'

import type { ContractRecord } from '../contract'
import type { CmsSource } from './types'

/** What we served last time each path answered, so an outage keeps the last good content (issue 3). */
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
export function absoluteUploads<T>(value: T, origin: string): T {
  if (typeof value === 'string') return (/^\/cms\/api\/\S+$/.test(value) ? `${origin}${value}` : value) as T
  if (Array.isArray(value)) return value.map((v) => absoluteUploads(v, origin)) as T
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, absoluteUploads(v, origin)])) as T
  }
  return value
}

/** Reads any backend that speaks the CMS contract over HTTP (CMS_API_URL). */
export function httpSource(baseUrl: string): CmsSource {
  const origin = new URL(baseUrl).origin
  async function get<T>(path: string, opts: { notFoundAsNull?: boolean } = {}): Promise<T | null> {
    const url = `${baseUrl}${path}`
    let res: Response
    try {
      res = await fetch(url, {
        cache: 'no-store',
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(8000),
      })
    } catch (error) {
      if (lastGood.has(path)) return lastGood.get(path) as T
      throw error
    }
    if (res.status === 404 && opts.notFoundAsNull) return null
    if (!res.ok) {
      if (res.status >= 500 && lastGood.has(path)) return lastGood.get(path) as T
      throw new CmsApiError(res.status, res.statusText)
    }
    const body = absoluteUploads((await res.json()) as T, origin)
    lastGood.set(path, body)
    return body
  }
  const record = async (path: string) => (await get<ContractRecord>(path)) ?? {}
  const records = async (path: string) => {
    const body = await get<unknown>(path)
    return Array.isArray(body) ? (body as ContractRecord[]) : []
  }
  const seg = encodeURIComponent

  return {
    name: 'http',
    settings: () => record('/settings/current/'),
    homepage: () => record('/homepage/current/'),
    homeContent: () => record('/home-content/current/'),
    about: () => get<ContractRecord>('/about/current/'),
    catalogue: () => record('/configurator/current/'),
    yachts: () => records('/yachts/'),
    featuredYachts: () => records('/yachts/featured/'),
    yacht: (slug) => get<ContractRecord>(`/yachts/${seg(slug)}/`, { notFoundAsNull: true }),
    posts: () => records('/blog/'),
    featuredPosts: () => records('/blog/featured/'),
    post: (slug) => get<ContractRecord>(`/blog/${seg(slug)}/`, { notFoundAsNull: true }),
    testimonials: () => records('/testimonials/'),
    featuredTestimonials: () => records('/testimonials/featured/'),
    documents: () => records('/documents/'),
    pages: () => records('/pages/'),
    page: (slug) => get<ContractRecord>(`/pages/${seg(slug)}/`, { notFoundAsNull: true }),
  }
}
