import type { YachtSummary } from '@/lib/cms/types'
import { isJsonObject } from '@/lib/json'

const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '')

/** The API test view of a yacht, from a contract record (snake_case) or an already camelCased one. */
export function toSummary(r: unknown): YachtSummary | null {
  if (!isJsonObject(r)) return null
  const slug = text(r.slug) || text(r.id)
  if (!slug) return null
  const price = typeof r.price === 'number' && Number.isFinite(r.price) ? r.price : null
  return {
    id: text(r.id) || slug,
    name: text(r.name) || slug,
    tagline: text(r.tagline),
    price,
    slug,
    featured: r.featured === true || r.featured_on_homepage === true,
    heroImage: text(r.heroImage) || text(r.hero_image),
  }
}

/** Any non-OK response raises "API Error: " plus the status text. */
export async function fetchYachtSummaries(fetcher: typeof fetch = fetch): Promise<YachtSummary[]> {
  const res = await fetcher('/api/cms/yachts/', { headers: { accept: 'application/json' }, cache: 'no-store' })
  if (!res.ok) throw new Error(`API Error: ${res.statusText || res.status}`)
  const data: unknown = await res.json()
  if (!Array.isArray(data)) throw new Error('API Error: expected a list of yachts')
  return data.map(toSummary).filter((y): y is YachtSummary => y !== null)
}
