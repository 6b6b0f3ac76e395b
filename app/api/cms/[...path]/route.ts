import { contract } from '@/lib/cms'
import { canonicalYachtSlug, isValidSlug } from '@/lib/cms/tags'
import { jsonError } from '@/lib/http/json'
import { LOCALES, type Locale } from '@/lib/i18n/config'
import { requestedLocale } from '@/lib/seo/locale-param'

/**
 * The CMS REST contract under /api/cms: public, read-only views of published content,
 * snake_case fields, trailing slashes. Reads are cached by tag like the pages.
 */
type ContractBody = object | object[] | null
type Handler = (locale: Locale, id?: string) => Promise<ContractBody>

/** A collection lists its records; a singleton (settings, pages of one) answers only as `current`. */
const COLLECTIONS: Record<string, { list?: Handler; featured?: Handler; one?: Handler; current?: Handler }> = {
  settings: { current: (l) => contract.settings(l) },
  homepage: { current: (l) => contract.homepage(l) },
  'home-content': { current: (l) => contract.homeContent(l) },
  about: { current: (l) => contract.about(l) },
  configurator: { current: (l) => contract.catalogue(l) },
  yachts: {
    list: (l) => contract.yachts(l),
    featured: (l) => contract.featuredYachts(l),
    one: (l, id) => contract.yacht(l, canonicalYachtSlug(id ?? '')),
  },
  blog: {
    list: (l) => contract.posts(l),
    featured: (l) => contract.featuredPosts(l),
    one: (l, id) => contract.post(l, id ?? ''),
  },
  testimonials: { list: (l) => contract.testimonials(l), featured: (l) => contract.featuredTestimonials(l) },
  documents: { list: (l) => contract.documents(l) },
  pages: { list: (l) => contract.pages(l), one: (l, id) => contract.page(l, id ?? '') },
}

export async function GET(req: Request, ctx: { params: Promise<{ path: string[] }> }): Promise<Response> {
  const segments = (await ctx.params).path.filter(Boolean)
  // ?locale=fr reads French, falling back to English field by field; no parameter reads English.
  const locale = requestedLocale(req)
  if (!locale) return jsonError(400, `Unknown locale: use one of ${LOCALES.join(', ')}`)
  const [name, id, ...rest] = segments
  const entry = name && Object.hasOwn(COLLECTIONS, name) ? COLLECTIONS[name] : undefined
  if (!entry || rest.length > 0) return jsonError(404, 'Not found')
  try {
    let body: ContractBody
    if (id === undefined) body = entry.list ? await entry.list(locale) : null
    else if (id === 'current' && entry.current) body = await entry.current(locale)
    else if (id === 'featured' && entry.featured) body = await entry.featured(locale)
    else if (entry.one && isValidSlug(id)) body = await entry.one(locale, id)
    else body = null
    // The id is echoed only when it is a well-formed slug: an error must never carry markup back.
    if (body === null)
      return jsonError(
        404,
        id === undefined ? 'Not found' : `No ${name} record with id ${isValidSlug(id) ? `"${id}"` : 'like that'}`,
      )
    return Response.json(body, { headers: { 'cache-control': 'public, max-age=0, must-revalidate' } })
  } catch (error) {
    console.error('[api/cms] read failed:', error instanceof Error ? error.message : error)
    return jsonError(503, 'The content service is unavailable. Please try again later.')
  }
}
