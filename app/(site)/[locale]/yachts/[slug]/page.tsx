import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

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
import { pageLocale, type SlugParams, staticLocale } from '@/lib/i18n/server'
import { htmlToText } from '@/lib/html/sanitize'
import { breadcrumbLd, productLd } from '@/lib/seo/json-ld'
import { pageMetadata, shareCardUrl } from '@/lib/seo/metadata'

// Yachts added in the CMS after the build render on first visit, then stay cached until their tag is revalidated.
export const dynamicParams = true

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const yachts = await getYachts(staticLocale(params))
  const slugs = new Set<string>([...KNOWN_YACHT_SLUGS, ...yachts.map((y) => y.slug)])
  return [...slugs].map((slug) => ({ slug }))
}

export async function generateMetadata({ params }: { params: SlugParams }): Promise<Metadata> {
  const { slug } = await params
  const locale = await pageLocale(params)
  const yacht = await getYacht(locale, slug)
  const t = await getTranslations({ locale, namespace: 'Meta' })
  if (!yacht) return { title: t('yachtNotFound'), robots: { index: false } }
  const title = yacht.seo.title || `${yacht.name} | ${yacht.tagline}`
  const description = yacht.seo.description || htmlToText(yacht.description).slice(0, 160) || yacht.tagline
  // /yachts/wama-42-xl shows the WAMA 42: both URLs name /yachts/wama-42 as canonical, and share its card.
  const canonicalSlug = canonicalYachtSlug(yacht.slug)
  return pageMetadata({
    title: { absolute: title },
    description,
    path: `/yachts/${canonicalSlug}`,
    locale,
    image: {
      url: yacht.seo.image || shareCardUrl.yacht(canonicalSlug, locale),
      alt: yacht.hero_image_alt || yacht.name,
    },
  })
}

export default async function YachtDetailPage({ params }: { params: SlugParams }) {
  const { slug } = await params
  const locale = await pageLocale(params)
  const yacht = await getYacht(locale, slug)
  if (!yacht) return redirectOrNotFound(locale, `/yachts/${slug}`)
  const [settings, documents, t] = await Promise.all([
    getSettings(locale),
    getDocuments(locale),
    getTranslations({ locale, namespace: 'Breadcrumbs' }),
  ])
  const own = documents.filter((d) => d.yacht === yacht.slug && d.url).sort((a, b) => a.display_order - b.display_order)
  const path = `/yachts/${canonicalYachtSlug(yacht.slug)}`
  const site = env().publicSiteUrl
  return (
    <>
      <JsonLd
        things={[
          productLd(yacht, path, site, locale),
          breadcrumbLd(
            [
              { name: t('collection'), path: '/collection' },
              { name: yacht.name, path },
            ],
            site,
            locale,
          ),
        ]}
      />
      <YachtPage yacht={yacht} settings={settings} documents={own} fallbackImage={FALLBACK_IMAGE} />
    </>
  )
}
