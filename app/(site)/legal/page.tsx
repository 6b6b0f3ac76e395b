import type { Metadata } from 'next'

import { CmsPageView } from '@/components/legal/CmsPageView'
import { LegalFacts } from '@/components/legal/LegalFacts'
import { JsonLd } from '@/components/seo/JsonLd'
import { getPage, getSettings } from '@/lib/cms'
import { env } from '@/lib/env'
import { breadcrumbLd } from '@/lib/seo/json-ld'
import { pageMetadata } from '@/lib/seo/metadata'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getPage('legal')
  return pageMetadata({
    title: page?.seo.title ? { absolute: page.seo.title } : 'Legal Notice',
    description:
      page?.seo.description ||
      'Legal notice of the WAMA website: publisher, share capital, head office, manager and hosting provider.',
    path: '/legal',
    image: page?.seo.image ? { url: page.seo.image, alt: page.title } : null,
  })
}

/** The legal notice is the CMS page "legal", with the company facts from settings beside it. */
export default async function LegalPage() {
  const [page, settings] = await Promise.all([getPage('legal'), getSettings()])
  const title = page?.title || 'Legal Notice'
  return (
    <>
      <JsonLd things={[breadcrumbLd([{ name: title, path: '/legal' }], env().publicSiteUrl)]} />
      <CmsPageView
        eyebrow="Legal"
        title={title}
        html={page?.content ?? ''}
        updatedAt={page?.updated_at}
        aside={
          <div className="lg:sticky lg:top-28">
            <h2 className="mb-6 label-caps font-sans text-gold">Company Facts</h2>
            <LegalFacts settings={settings} />
          </div>
        }
      />
    </>
  )
}
