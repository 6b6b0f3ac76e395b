import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { MyDataView, type MyDataState } from '@/components/privacy/MyDataView'
import { env } from '@/lib/env'
import { type LocaleParams, pageLocale } from '@/lib/i18n/server'
import { leadsPayload } from '@/lib/leads/runtime'
import { MY_DATA_PATH, openMyDataToken } from '@/lib/privacy/link'
import { holdingsOf } from '@/lib/privacy/records'
import { DEFAULT_RETENTION_MONTHS } from '@/lib/privacy/retention'
import { pageMetadata } from '@/lib/seo/metadata'

type SearchParams = Promise<Record<string, string | string[] | undefined>>

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'MyData' })
  return {
    ...(await pageMetadata({ title: t('metaTitle'), description: t('metaDescription'), path: MY_DATA_PATH, locale })),
    // The page with a link's token shows one person's data: never in an index, never sent on as a referrer.
    robots: { index: false, follow: true },
    referrer: 'no-referrer',
  }
}

/**
 * "My data": a visitor asks for a link by mail; the link opens what the site holds about their address, to read,
 * download or erase. Rendered per request: what it shows depends on the link and changes when it is used.
 */
export default async function MyDataPage({
  params,
  searchParams,
}: {
  params: LocaleParams
  searchParams: SearchParams
}) {
  const locale = await pageLocale(params)
  const query = await searchParams
  const payload = await leadsPayload()
  const settings = await payload.findGlobal({ slug: 'privacy', depth: 0, overrideAccess: true })
  const retentionMonths = settings.retention_months ?? DEFAULT_RETENTION_MONTHS
  let state: MyDataState = { view: 'ask' }
  if (query.t !== undefined) {
    const opened = openMyDataToken(query.t, env().payloadSecret)
    state = opened.ok
      ? {
          view: 'held',
          holdings: await holdingsOf(payload, opened.email),
          token: String(query.t),
          expiresAt: opened.expiresAt,
          erased: query.erased === '1',
        }
      : { view: 'ask', linkProblem: opened.reason }
  }
  return <MyDataView state={state} locale={locale} retentionMonths={retentionMonths} />
}
