/** Cache tags: every cached CMS read carries these, and hooks/webhooks revalidate exactly these. */
export const TAGS = {
  settings: 'settings',
  homepageHero: 'homepage-hero',
  homeContent: 'home-content',
  about: 'about',
  catalogue: 'catalogue',
  yachts: 'yachts',
  yacht: (slug: string) => `yacht:${slug}`,
  posts: 'posts',
  post: (slug: string) => `post:${slug}`,
  postCategory: (category: string) => `posts-category:${category.toLowerCase()}`,
  testimonials: 'testimonials',
  documents: 'documents',
  pages: 'pages',
  page: (slug: string) => `page:${slug}`,
  media: 'media',
  sitemap: 'sitemap',
  redirects: 'redirects',
} as const

/** /yachts/wama-42-xl is the same yacht as /yachts/wama-42. */
const YACHT_SLUG_ALIASES: Readonly<Record<string, string>> = { 'wama-42-xl': 'wama-42' }

export const KNOWN_YACHT_SLUGS = ['wama-26', 'wama-42', 'wama-42-xl'] as const

export function canonicalYachtSlug(slug: string): string {
  return Object.hasOwn(YACHT_SLUG_ALIASES, slug) ? YACHT_SLUG_ALIASES[slug]! : slug
}

/** Slugs in URLs: lower-case words joined by dashes, bounded so hostile ids never reach the database. */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export function isValidSlug(value: string): boolean {
  return value.length > 0 && value.length <= 120 && SLUG_PATTERN.test(value)
}
