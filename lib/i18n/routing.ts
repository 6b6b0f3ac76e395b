import { defineRouting } from 'next-intl/routing'

import { DEFAULT_LOCALE, LOCALES } from './config'

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  // The language is the URL's alone: no redirect on Accept-Language (crawlers and shared links would
  // land elsewhere) and no cookie remembering a choice the URL already states.
  localeDetection: false,
  localeCookie: false,
  // hreflang alternates are in each page's metadata and the sitemap.
  alternateLinks: false,
})
