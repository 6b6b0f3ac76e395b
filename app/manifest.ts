import type { MetadataRoute } from 'next'

import { DEFAULT_LOCALE, LOCALE_FACTS } from '@/lib/i18n/config'
import { messagesFor } from '@/lib/i18n/messages'
import { BRAND } from '@/lib/seo/brand'
import { SITE_NAME } from '@/lib/seo/metadata'

/**
 * What a phone needs to put the site on its home screen: the name, the brand's colours and the icons
 * (`tools/make-icons.mjs` draws them from the tab's icon). It opens in the browser, as a website.
 */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: SITE_NAME,
    short_name: 'WAMA',
    description: messagesFor(DEFAULT_LOCALE).Common.siteDescription,
    lang: LOCALE_FACTS[DEFAULT_LOCALE].tag,
    start_url: '/',
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
