/** Admin "Preview" opens the real page in Next.js draft mode through /api/draft (login checked there). */
const ROUTES: Record<string, (slug: string) => string> = {
  yachts: (slug) => `/yachts/${slug}`,
  posts: (slug) => `/blog/${slug}`,
  pages: (slug) => `/${slug}`,
}

export function previewPath(collection: keyof typeof ROUTES, doc: Record<string, unknown>): string | null {
  const slug = typeof doc.slug === 'string' ? doc.slug : ''
  const route = ROUTES[collection]
  if (!slug || !route) return null
  return `/api/draft?path=${encodeURIComponent(route(slug))}`
}
