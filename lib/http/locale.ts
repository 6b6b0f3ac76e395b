import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/config'

/**
 * The language an endpoint answers in: the `locale` of a JSON body, else the `?locale=` of the URL, else the
 * default language.
 */
export function requestedLocale(request: Request, body?: unknown): Locale {
  if (body && typeof body === 'object' && 'locale' in body && isLocale(body.locale)) return body.locale
  const query = new URL(request.url).searchParams.get('locale')
  return isLocale(query) ? query : DEFAULT_LOCALE
}
