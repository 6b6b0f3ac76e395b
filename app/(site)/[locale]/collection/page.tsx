import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { FleetPage } from '@/components/collection/FleetPage'
import { fleetMetadata } from '@/components/collection/metadata'
import { JsonLd } from '@/components/seo/JsonLd'
import { getYachts } from '@/lib/cms'
import { env } from '@/lib/env'
import { type LocaleParams, pageLocale } from '@/lib/i18n/server'
import { breadcrumbLd } from '@/lib/seo/json-ld'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return fleetMetadata(await pageLocale(params), 'collection')
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
