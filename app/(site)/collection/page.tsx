import type { Metadata } from 'next'

import { FleetPage } from '@/components/collection/FleetPage'
import { getYachts } from '@/lib/cms'

const description =
  'The WAMA fleet: the WAMA 26 vacuum-infused sport monohull and the WAMA 42 aluminium power catamaran, built to order in Megrine, Tunisia.'

export async function generateMetadata(): Promise<Metadata> {
  const yachts = await getYachts()
  const image = yachts[0]?.seo.image || yachts[0]?.hero_image
  return {
    title: 'The Collection',
    description,
    alternates: { canonical: '/collection' },
    openGraph: { title: 'The WAMA Collection', description, url: '/collection', images: image ? [{ url: image }] : undefined },
  }
}

export default async function CollectionPage() {
  return <FleetPage yachts={await getYachts()} />
}
