import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { getYachts } from '@/lib/cms'
import type { Locale } from '@/lib/i18n/config'
import { pageMetadata } from '@/lib/seo/metadata'

/** /collection and /yachts show the same fleet under one canonical URL, each with its own title. */
export async function fleetMetadata(locale: Locale, page: 'collection' | 'yachts'): Promise<Metadata> {
  const yachts = await getYachts(locale)
  const image = yachts[0]?.seo.image || yachts[0]?.hero_image
  const t = await getTranslations({ locale, namespace: 'Meta' })
  return pageMetadata({
    title: t(page === 'collection' ? 'collectionTitle' : 'yachtsTitle'),
    description: t(page === 'collection' ? 'collectionDescription' : 'yachtsDescription'),
    path: '/collection',
    locale,
    image: image ? { url: image, alt: yachts[0]?.hero_image_alt || t('fleetAlt') } : null,
  })
}
