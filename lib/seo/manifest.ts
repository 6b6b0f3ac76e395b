import type { MetadataRoute } from 'next'

import { type Locale, LOCALE_FACTS, localizedPath } from '@/lib/i18n/config'
import { messagesFor } from '@/lib/i18n/messages'
import { BRAND } from '@/lib/seo/brand'
import { SITE_NAME } from '@/lib/seo/metadata'

/** Where a page in `locale` names its manifest: a phone that installs it opens the site in that language. */
export const manifestPath = (locale: Locale) => localizedPath(locale, '/manifest.webmanifest')

/**
 * What a phone needs to put the site on its home screen: the name, the description and start page in the
 * visitor's language, the brand's colours and the icons (`tools/make-icons.mjs` draws them from the tab's
 * icon). It opens in the browser, as a website.
 */
export function webManifest(locale: Locale): MetadataRoute.Manifest {
  const start = localizedPath(locale, '/')
  return {
    id: start,
    name: SITE_NAME,
    short_name: 'WAMA',
    description: messagesFor(locale).Common.siteDescription,
    lang: LOCALE_FACTS[locale].tag,
    dir: LOCALE_FACTS[locale].dir,
    start_url: start,
    display: 'browser',
    background_color: BRAND.charcoal,
    theme_color: BRAND.charcoal,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  }
}
