// Relative: next.config.ts reads this file before any path alias is set up.
import { DEFAULT_LOCALE, LOCALES, isLocale, localizedPath, type Locale } from '../i18n/config'

/** First path segments that name no site page: the APIs, the admin, Next's assets and the share images. */
export const NOT_PAGE_SEGMENTS = ['api', 'cms', 'admin', '_next', 'og'] as const

/** A URL component decoded, or null when its %-escapes are not UTF-8. */
export function decodedOrNull(text: string): string | null {
  try {
    return decodeURIComponent(text)
  } catch {
    return null
  }
}

/** Whether a path is a site page (in any language), not an API, an asset or the admin. */
export function isPagePath(pathname: string): boolean {
  const first = pathname.split('/')[1] ?? ''
  return !NOT_PAGE_SEGMENTS.some((segment) => segment === first)
}

/**
 * A link an editor or a component wrote, as a page in a language should print it: a page of the site gets
 * the language's prefix (unless it names a language already) and loses a trailing slash, so it leads
 * straight to the page instead of through a redirect or to the other language; files, the APIs and other
 * sites are left as written. `/about/` → `/fr/about`, `/#contact` → `/fr#contact`.
 */
export function siteHref(locale: Locale, href: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href
  const cut = href.search(/[?#]/)
  const path = cut === -1 ? href : href.slice(0, cut)
  if (!isPagePath(path) || /\.[^/]*$/.test(path)) return href
  const plain = path.replace(/\/+$/, '') || '/'
  const first = plain.split('/')[1] ?? ''
  const named = isLocale(first) && first !== DEFAULT_LOCALE
  return `${named ? plain : localizedPath(locale, plain)}${cut === -1 ? '' : href.slice(cut)}`
}

/** The page slug the proxy shows for a path whose escapes cannot be read; no CMS page can take it. */
export const UNREADABLE_PAGE = 'unreadable-address'

/**
 * First segments a CMS page at /{slug} can never be served under: the site's own routes, the languages and
 * what is no page. ("legal" is a CMS page that /legal renders with its facts, so it is not one of them.)
 */
export const TAKEN_PAGE_SLUGS: ReadonlySet<string> = new Set([
  ...LOCALES,
  ...NOT_PAGE_SEGMENTS,
  'about',
  'contact',
  'collection',
  'yachts',
  'blog',
  'api-test',
  UNREADABLE_PAGE,
])
