import type { Locale } from '@/lib/i18n/config'

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
  events: 'events',
} as const

/**
 * Reads are tagged per language (`about@fr`), so a publish in one language refreshes that language's
 * pages only; an English publish (French falls back to it) or a change to shared fields refreshes all.
 */
export function tagsIn(tags: Iterable<string>, locales: readonly Locale[]): string[] {
  const out = new Set<string>()
  for (const tag of tags) if (tag) for (const locale of locales) out.add(`${tag}@${locale}`)
  return [...out]
}

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
