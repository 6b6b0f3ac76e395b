import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { FleetPage } from '@/components/collection/FleetPage'
import { JsonLd } from '@/components/seo/JsonLd'
import { getYachts } from '@/lib/cms'
import { env } from '@/lib/env'
import { type LocaleParams, pageLocale } from '@/lib/i18n/server'
import { breadcrumbLd } from '@/lib/seo/json-ld'
import { pageMetadata } from '@/lib/seo/metadata'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params)
  const yachts = await getYachts(locale)
  const image = yachts[0]?.seo.image || yachts[0]?.hero_image
  const t = await getTranslations({ locale, namespace: 'Meta' })
  return pageMetadata({
    title: t('collectionTitle'),
    description: t('collectionDescription'),
    path: '/collection',
    locale,
    image: image ? { url: image, alt: yachts[0]?.hero_image_alt || t('fleetAlt') } : null,
  })
}

export default async function CollectionPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'Breadcrumbs' })
  return (
    <>
      <JsonLd things={[breadcrumbLd([{ name: t('collection'), path: '/collection' }], env().publicSiteUrl, locale)]} />
      <FleetPage yachts={await getYachts(locale)} />
    </>
  )
}
