import { getTranslations } from 'next-intl/server'

import { MyDataView, type MyDataState } from '@/components/privacy/MyDataView'
import { env } from '@/lib/env'
import { type LocaleParams, type PageSearchParams, pageLocale } from '@/lib/i18n/server'
import { leadsPayload } from '@/lib/leads/runtime'
import { MY_DATA_PATH, openMyDataToken } from '@/lib/privacy/link'
import { holdingsOf } from '@/lib/privacy/records'
import { DEFAULT_RETENTION_MONTHS } from '@/lib/privacy/retention'
import { privateLinkMetadata } from '@/lib/seo/metadata'

export const generateMetadata = privateLinkMetadata(MY_DATA_PATH, async (locale) => {
  const t = await getTranslations({ locale, namespace: 'MyData' })
  return { title: t('metaTitle'), description: t('metaDescription') }
})

/**
 * "My data": a visitor asks for a link by mail; the link opens what the site holds about their address, to read,
 * download or erase. Rendered per request: what it shows depends on the link and changes when it is used.
 */
export default async function MyDataPage({
  params,
  searchParams,
}: {
  params: LocaleParams
  searchParams: PageSearchParams
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
