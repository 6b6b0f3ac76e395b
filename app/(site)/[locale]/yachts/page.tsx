import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { FleetPage } from '@/components/collection/FleetPage'
import { getYachts } from '@/lib/cms'
import { type LocaleParams, pageLocale } from '@/lib/i18n/server'
import { pageMetadata } from '@/lib/seo/metadata'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params)
  const yachts = await getYachts(locale)
  const image = yachts[0]?.seo.image || yachts[0]?.hero_image
  // Same fleet as /collection: one canonical URL for search engines.
  const t = await getTranslations({ locale, namespace: 'Meta' })
  return pageMetadata({
    title: t('yachtsTitle'),
    description: t('yachtsDescription'),
    path: '/collection',
    locale,
    image: image ? { url: image, alt: yachts[0]?.hero_image_alt || t('fleetAlt') } : null,
  })
}

export default async function YachtsPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params)
  return <FleetPage yachts={await getYachts(locale)} />
}
