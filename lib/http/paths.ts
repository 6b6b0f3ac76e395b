import { LOCALES } from '@/lib/i18n/config'

import { NOT_PAGE_SEGMENTS } from './pages'

/** A URL component decoded, or null when its %-escapes are not UTF-8. */
export function decodedOrNull(text: string): string | null {
  try {
    return decodeURIComponent(text)
  } catch {
    return null
  }
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
