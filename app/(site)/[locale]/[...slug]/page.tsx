import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { CmsPageView } from '@/components/legal/CmsPageView'
import { JsonLd } from '@/components/seo/JsonLd'
import { getPage, getPages, redirectOrNotFound } from '@/lib/cms'
import { env } from '@/lib/env'
import { TAKEN_PAGE_SLUGS } from '@/lib/http/paths'
import { pageLocale, staticLocale } from '@/lib/i18n/server'
import type { Locale } from '@/lib/i18n/config'
import { htmlToText } from '@/lib/html/sanitize'
import { breadcrumbLd } from '@/lib/seo/json-ld'
import { pageMetadata } from '@/lib/seo/metadata'

/** Slugs with a route of their own; the CMS page "legal" is rendered by /legal with its facts. */
const RESERVED = new Set([...TAKEN_PAGE_SLUGS, 'legal'])

export const dynamicParams = true

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const pages = await getPages(staticLocale(params))
  return pages.filter((p) => !RESERVED.has(p.slug)).map((p) => ({ slug: [p.slug] }))
}

/** Only one segment can name a CMS page: /{slug}. Everything else that reaches here is the 404. */
async function pageFor(locale: Locale, segments: string[]) {
  if (segments.length !== 1) return null
  const [slug] = segments
  if (!slug || RESERVED.has(slug)) return null
  return getPage(locale, slug)
}

type Props = { params: Promise<{ slug: string[]; locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const locale = await pageLocale(params)
  const page = await pageFor(locale, slug)
  // The page's title when nothing is found here (the not-found page has no metadata of its own).
  if (!page)
    return { title: (await getTranslations({ locale, namespace: 'NotFound' }))('metaTitle'), robots: { index: false } }
  return pageMetadata({
    title: page.seo.title ? { absolute: page.seo.title } : page.title,
    description: page.seo.description || htmlToText(page.content).slice(0, 160),
    path: `/${page.slug}`,
    locale,
    image: page.seo.image ? { url: page.seo.image, alt: page.title } : null,
  })
}

/** CMS pages at /{slug}; unknown paths of any depth get the site 404. */
export default async function CmsPage({ params }: Props) {
  const { slug } = await params
  const locale = await pageLocale(params)
  const page = await pageFor(locale, slug)
  if (!page) return redirectOrNotFound(locale, `/${slug.join('/')}`)
  return (
    <>
      <JsonLd things={[breadcrumbLd([{ name: page.title, path: `/${page.slug}` }], env().publicSiteUrl, locale)]} />
      <CmsPageView title={page.title} html={page.content} updatedAt={page.updated_at} />
    </>
  )
}
