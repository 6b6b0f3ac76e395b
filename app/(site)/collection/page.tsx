import type { Metadata } from 'next'

import { FleetPage } from '@/components/collection/FleetPage'
import { JsonLd } from '@/components/seo/JsonLd'
import { getYachts } from '@/lib/cms'
import { env } from '@/lib/env'
import { breadcrumbLd } from '@/lib/seo/json-ld'
import { pageMetadata } from '@/lib/seo/metadata'

const description =
  'The WAMA fleet: the WAMA 26 vacuum-infused sport monohull and the WAMA 42 aluminium power catamaran, built to order in Megrine, Tunisia.'

export async function generateMetadata(): Promise<Metadata> {
  const yachts = await getYachts()
  const image = yachts[0]?.seo.image || yachts[0]?.hero_image
  return pageMetadata({
    title: 'The Collection',
    description,
    path: '/collection',
    image: image ? { url: image, alt: yachts[0]?.hero_image_alt || 'The WAMA fleet' } : null,
  })
}

export default async function CollectionPage() {
  return (
    <>
      <JsonLd things={[breadcrumbLd([{ name: 'The Collection', path: '/collection' }], env().publicSiteUrl)]} />
      <FleetPage yachts={await getYachts()} />
    </>
  )
}
