import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { Configurator } from '@/components/configurator/Configurator.client'
import { JsonLd } from '@/components/seo/JsonLd'
import { IslandMessages } from '@/components/yacht/IslandMessages'
import { getCatalogue, getSettings } from '@/lib/cms'
import { env } from '@/lib/env'
import { localizedPath } from '@/lib/i18n/config'
import { type LocaleParams, pageLocale } from '@/lib/i18n/server'
import { breadcrumbLd } from '@/lib/seo/json-ld'
import { fixedPageMetadata } from '@/lib/seo/metadata'

const CONFIGURE_PATH = '/yachts/wama-26/configure'

export const generateMetadata = fixedPageMetadata('configure', CONFIGURE_PATH)

export default async function ConfigurePage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params)
  const [catalogue, settings, t] = await Promise.all([
    getCatalogue(locale),
    getSettings(locale),
    getTranslations({ locale, namespace: 'Breadcrumbs' }),
  ])
  if (!settings.configurator_enabled) notFound()
  const site = env().publicSiteUrl
  const trail = [
    { name: 'WAMA 26', path: '/yachts/wama-26' },
    { name: t('configure'), path: CONFIGURE_PATH },
  ]
  return (
    <main>
      <JsonLd things={[breadcrumbLd(trail, site, locale)]} />
      {/* Share links keep the language: a French visitor's link opens the French configurator. */}
      <IslandMessages locale={locale} namespaces={['Configurator']}>
        <Configurator catalogue={catalogue} shareBaseUrl={`${site}${localizedPath(locale, CONFIGURE_PATH)}`} />
      </IslandMessages>
    </main>
  )
}
