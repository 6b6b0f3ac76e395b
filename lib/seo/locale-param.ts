import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/config'

/** The `?locale=` of a request (share cards, the CMS contract), English when absent; null when unknown. */
export function requestedLocale(req: Request): Locale | null {
  const value = new URL(req.url).searchParams.get('locale') ?? DEFAULT_LOCALE
  return isLocale(value) ? value : null
}
