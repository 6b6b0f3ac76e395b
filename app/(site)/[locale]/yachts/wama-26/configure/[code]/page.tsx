import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { KeptBuild } from '@/components/configurator/KeptBuild'
import { getCatalogue } from '@/lib/cms'
import { CONFIGURATOR_PATH } from '@/lib/cms/contract'
import { payloadClient } from '@/lib/cms/sources/payload'
import { findBuild } from '@/lib/configurator/builds'
import { buildPath, quotedBuildUrl } from '@/lib/configurator/priced-build'
import { env } from '@/lib/env'
import { localizedPath } from '@/lib/i18n/config'
import { pageLocale, type LocaleParams } from '@/lib/i18n/server'
import { pageMetadata } from '@/lib/seo/metadata'

type BuildParams = Promise<Awaited<LocaleParams> & { code: string }>

// The metadata and the page read the same build once per request.
const findKept = cache(async (code: string) => findBuild(await payloadClient(), code))

async function keptBuild(params: BuildParams) {
  const kept = await findKept((await params).code)
  if (!kept) notFound()
  return kept
}

/** A kept build is the buyer's, found by its code: never listed by search engines. */
export async function generateMetadata({ params }: { params: BuildParams }): Promise<Metadata> {
  const locale = await pageLocale(params)
  const kept = await keptBuild(params)
  const t = await getTranslations({ locale, namespace: 'Build' })
  const words = { model: kept.build.model, code: kept.code }
  const page = await pageMetadata({
    title: t('metaTitle', words),
    description: t('metaDescription', words),
    path: buildPath(kept.code, 'en'),
    locale,
  })
  return { ...page, robots: { index: false, follow: false }, referrer: 'no-referrer' }
}

/** `/yachts/wama-26/configure/{code}`: the build as priced then, read per request (builds are kept at any time). */
export default async function KeptBuildPage({ params }: { params: BuildParams }) {
  const locale = await pageLocale(params)
  const kept = await keptBuild(params)
  const catalogue = await getCatalogue(locale)
  const configurator = `${env().publicSiteUrl}${localizedPath(locale, CONFIGURATOR_PATH)}`
  return (
    <KeptBuild
      kept={kept}
      catalogue={catalogue}
      configuratorUrl={quotedBuildUrl(kept.build, configurator)}
      locale={locale}
    />
  )
}
