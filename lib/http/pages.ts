// Relative: next.config.ts reads this file before any path alias is set up. Kept apart from paths.ts:
// every page's links use siteHref, so this is in the JavaScript of every page.
import { DEFAULT_LOCALE, localizedPath, splitLocale, type Locale } from '../i18n/config'

/** First path segments that name no site page: the APIs, the admin, Next's assets and the share images. */
export const NOT_PAGE_SEGMENTS = ['api', 'cms', 'admin', '_next', 'og'] as const

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
  const [, path, rest = ''] = /^(\/(?!\/)[^?#]*)(.*)$/.exec(href) ?? []
  if (!path || !isPagePath(path) || /\.[^/]*$/.test(path)) return href
  const plain = path.replace(/(.)\/+$/, '$1')
  return (splitLocale(plain).locale === DEFAULT_LOCALE ? localizedPath(locale, plain) : plain) + rest
}
