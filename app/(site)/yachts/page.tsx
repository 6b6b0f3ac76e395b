import type { Metadata } from 'next'

import { FleetPage } from '@/components/collection/FleetPage'
import { getYachts } from '@/lib/cms'
import { pageMetadata } from '@/lib/seo/metadata'

const description =
  'Every WAMA yacht: the WAMA 26 sport monohull and the WAMA 42 aluminium power catamaran, with specifications and starting prices.'

export async function generateMetadata(): Promise<Metadata> {
  const yachts = await getYachts()
  const image = yachts[0]?.seo.image || yachts[0]?.hero_image
  // Same fleet as /collection: one canonical URL for search engines.
  return pageMetadata({
    title: 'Yachts',
    description,
    path: '/collection',
    image: image ? { url: image, alt: yachts[0]?.hero_image_alt || 'The WAMA fleet' } : null,
  })
}

export default async function YachtsPage() {
  return <FleetPage yachts={await getYachts()} />
}
