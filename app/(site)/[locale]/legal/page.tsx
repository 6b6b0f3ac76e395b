import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { CmsPageView } from '@/components/legal/CmsPageView'
import { LegalFacts } from '@/components/legal/LegalFacts'
import { JsonLd } from '@/components/seo/JsonLd'
import { getPage, getSettings } from '@/lib/cms'
import { env } from '@/lib/env'
import { type LocaleParams, pageLocale } from '@/lib/i18n/server'
import { breadcrumbLd } from '@/lib/seo/json-ld'
import { pageMetadata } from '@/lib/seo/metadata'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params)
  const page = await getPage(locale, 'legal')
  const t = await getTranslations({ locale, namespace: 'Meta' })
  return pageMetadata({
    title: page?.seo.title ? { absolute: page.seo.title } : t('legalTitle'),
    description: page?.seo.description || t('legalDescription'),
    path: '/legal',
    locale,
    image: page?.seo.image ? { url: page.seo.image, alt: page.title } : null,
  })
}

/** The legal notice is the CMS page "legal", with the company facts from settings beside it. */
export default async function LegalPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params)
  const [page, settings, t] = await Promise.all([
    getPage(locale, 'legal'),
    getSettings(locale),
    getTranslations('Legal'),
  ])
  const title = page?.title || t('title')
  return (
    <>
      <JsonLd things={[breadcrumbLd([{ name: title, path: '/legal' }], env().publicSiteUrl, locale)]} />
      <CmsPageView
        eyebrow={t('eyebrow')}
        title={title}
        html={page?.content ?? ''}
        updatedAt={page?.updated_at}
        aside={
          <div className="lg:sticky lg:top-28">
            <h2 className="mb-6 label-caps font-sans text-gold">{t('companyFacts')}</h2>
            <LegalFacts settings={settings} />
          </div>
        }
      />
    </>
  )
}
