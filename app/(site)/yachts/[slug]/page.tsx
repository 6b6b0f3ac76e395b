import type { Metadata } from 'next'

import { JsonLd } from '@/components/seo/JsonLd'
import { YachtPage } from '@/components/yacht/YachtPage'
import {
  FALLBACK_IMAGE,
  canonicalYachtSlug,
  getDocuments,
  getSettings,
  getYacht,
  getYachts,
  redirectOrNotFound,
} from '@/lib/cms'
import { KNOWN_YACHT_SLUGS } from '@/lib/cms/tags'
import { env } from '@/lib/env'
import { htmlToText } from '@/lib/html/sanitize'
import { breadcrumbLd, productLd } from '@/lib/seo/json-ld'
import { pageMetadata, shareCardUrl } from '@/lib/seo/metadata'

interface Props {
  params: Promise<{ slug: string }>
}

// Yachts added in the CMS after the build render on first visit, then stay cached until their tag is revalidated.
export const dynamicParams = true

export async function generateStaticParams(): Promise<Array<{ slug: string }>> {
  const yachts = await getYachts()
  const slugs = new Set<string>([...KNOWN_YACHT_SLUGS, ...yachts.map((y) => y.slug)])
  return [...slugs].map((slug) => ({ slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const yacht = await getYacht(slug)
  if (!yacht) return { title: 'Yacht not found', robots: { index: false } }
  const title = yacht.seo.title || `${yacht.name} | ${yacht.tagline}`
  const description = yacht.seo.description || htmlToText(yacht.description).slice(0, 160) || yacht.tagline
  // /yachts/wama-42-xl shows the WAMA 42: both URLs name /yachts/wama-42 as canonical, and share its card.
  const canonicalSlug = canonicalYachtSlug(yacht.slug)
  return pageMetadata({
    title: { absolute: title },
    description,
    path: `/yachts/${canonicalSlug}`,
    image: { url: yacht.seo.image || shareCardUrl.yacht(canonicalSlug), alt: yacht.hero_image_alt || yacht.name },
  })
}

export default async function YachtDetailPage({ params }: Props) {
  const { slug } = await params
  const yacht = await getYacht(slug)
  if (!yacht) return redirectOrNotFound(`/yachts/${slug}`)
  const [settings, documents] = await Promise.all([getSettings(), getDocuments()])
  const own = documents.filter((d) => d.yacht === yacht.slug && d.url).sort((a, b) => a.display_order - b.display_order)
  const path = `/yachts/${canonicalYachtSlug(yacht.slug)}`
  const site = env().publicSiteUrl
  return (
    <>
      <JsonLd
        things={[
          productLd(yacht, path, site),
          breadcrumbLd(
            [
              { name: 'The Collection', path: '/collection' },
              { name: yacht.name, path },
            ],
            site,
          ),
        ]}
      />
      <YachtPage yacht={yacht} settings={settings} documents={own} fallbackImage={FALLBACK_IMAGE} />
    </>
  )
}
