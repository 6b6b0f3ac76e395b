import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@/lib/i18n/config'

/**
 * The language an endpoint answers in: the `locale` of a JSON body, else the `?locale=` of the URL, else the
 * default language.
 */
export function requestedLocale(request: Request, body?: unknown): Locale {
  if (body && typeof body === 'object' && 'locale' in body && isLocale(body.locale)) return body.locale
  const query = new URL(request.url).searchParams.get('locale')
  return isLocale(query) ? query : DEFAULT_LOCALE
}

/**
 * The language of an answer given before any body is read: the `?locale=` of the URL, else the language of
 * the page that sent it (its Referer's first segment), else the first of ours in Accept-Language.
 */
export function pageLocale(request: Request): Locale {
  const query = new URL(request.url).searchParams.get('locale')
  if (isLocale(query)) return query
  const referer = request.headers.get('referer') ?? ''
  const segment = URL.canParse(referer) ? new URL(referer).pathname.split('/')[1] : undefined
  if (isLocale(segment)) return segment
  const accepted = (request.headers.get('accept-language') ?? '')
    .split(',')
    .map((entry) => entry.split(';')[0]?.trim().toLowerCase().split('-')[0])
    .find((code) => LOCALES.some((l) => l === code))
  return isLocale(accepted) ? accepted : DEFAULT_LOCALE
}
