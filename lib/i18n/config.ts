/**
 * The site's languages. English keeps the unprefixed URLs; every other language lives under its code
 * (`/fr/about`). A third language is one more entry here, its message catalogue and its CMS locale.
 */
export const LOCALES = ['en', 'fr'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'
/** The yard's clock: dates on the site and schedules in the admin are read on it. */
export const TUNIS_TIME_ZONE = 'Africa/Tunis'

interface LocaleFacts {
  /** Its own name, as the switcher shows it. */
  label: string
  /** BCP 47 tag for `Intl` and `<html lang>`. */
  tag: string
  /** Open Graph's `og:locale`. */
  og: string
  dir: 'ltr' | 'rtl'
  /** A no-break space before ? ! ; : and inside « », as French sets them. */
  spacedPunctuation: boolean
}

export const LOCALE_FACTS: Record<Locale, LocaleFacts> = {
  en: { label: 'English', tag: 'en-GB', og: 'en_GB', dir: 'ltr', spacedPunctuation: false },
  fr: { label: 'Français', tag: 'fr-FR', og: 'fr_FR', dir: 'ltr', spacedPunctuation: true },
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && LOCALES.some((l) => l === value)
}

/** A site path in a language: `/about` → `/fr/about`, `/` → `/fr`. */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path
  return path === '/' ? `/${locale}` : `/${locale}${path}`
}

/** The language of a path and the path without its prefix: `/fr/about` → `fr`, `/about`. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const [, first = '', ...rest] = pathname.split('/')
  if (isLocale(first) && first !== DEFAULT_LOCALE) return { locale: first, path: `/${rest.join('/')}` }
  return { locale: DEFAULT_LOCALE, path: pathname || '/' }
}

/** Prices in euros without cents: `€125,000` in English, `125 000 €` in French. */
export function formatEuros(value: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALE_FACTS[locale].tag, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  }).format(Math.round(value))
}
