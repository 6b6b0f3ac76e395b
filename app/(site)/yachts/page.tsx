import type { Metadata } from 'next'

import { FleetPage } from '@/components/collection/FleetPage'
import { getYachts } from '@/lib/cms'

const description =
  'Every WAMA yacht: the WAMA 26 sport monohull and the WAMA 42 aluminium power catamaran, with specifications and starting prices.'

export async function generateMetadata(): Promise<Metadata> {
  const yachts = await getYachts()
  const image = yachts[0]?.seo.image || yachts[0]?.hero_image
  return {
    title: 'Yachts',
    description,
    // Same fleet as /collection: one canonical URL for search engines.
    alternates: { canonical: '/collection' },
    openGraph: { title: 'WAMA Yachts', description, url: '/yachts', images: image ? [{ url: image }] : undefined },
  }
}

export default async function YachtsPage() {
  return <FleetPage yachts={await getYachts()} />
}
