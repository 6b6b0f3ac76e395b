import { contract } from '@/lib/cms'
import { canonicalYachtSlug, isValidSlug } from '@/lib/cms/tags'
import { jsonError } from '@/lib/http/json'

/**
 * The CMS REST contract under /api/cms: public, read-only views of published content,
 * snake_case fields, trailing slashes. Reads are cached by tag like the pages.
 */
type ContractBody = object | object[] | null
type Handler = (id?: string) => Promise<ContractBody>

const COLLECTIONS: Record<string, { list: Handler; featured?: Handler; one?: Handler; current?: Handler }> = {
  settings: { list: () => contract.settings(), current: () => contract.settings() },
  homepage: { list: () => contract.homepage(), current: () => contract.homepage() },
  'home-content': { list: () => contract.homeContent(), current: () => contract.homeContent() },
  about: { list: () => contract.about(), current: () => contract.about() },
  configurator: { list: () => contract.catalogue(), current: () => contract.catalogue() },
  yachts: {
    list: () => contract.yachts(),
    featured: () => contract.featuredYachts(),
    one: (id) => contract.yacht(canonicalYachtSlug(id ?? '')),
  },
  blog: {
    list: () => contract.posts(),
    featured: () => contract.featuredPosts(),
    one: (id) => contract.post(id ?? ''),
  },
  testimonials: { list: () => contract.testimonials(), featured: () => contract.featuredTestimonials() },
  documents: { list: () => contract.documents() },
  pages: { list: () => contract.pages(), one: (id) => contract.page(id ?? '') },
}

const SINGLETONS = new Set(['settings', 'homepage', 'home-content', 'about', 'configurator'])

export async function GET(_req: Request, ctx: { params: Promise<{ path: string[] }> }): Promise<Response> {
  const segments = (await ctx.params).path.filter(Boolean)
  const [name, id, ...rest] = segments
  const entry = name && Object.hasOwn(COLLECTIONS, name) ? COLLECTIONS[name] : undefined
  if (!entry || rest.length > 0) return jsonError(404, 'Not found')
  try {
    let body: ContractBody
    if (id === undefined) body = SINGLETONS.has(name!) ? null : await entry.list()
    else if (id === 'current' && entry.current) body = await entry.current()
    else if (id === 'featured' && entry.featured) body = await entry.featured()
    else if (entry.one && isValidSlug(id)) body = await entry.one(id)
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
