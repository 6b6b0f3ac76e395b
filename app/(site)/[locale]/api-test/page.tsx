import type { Metadata } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { getTranslations } from 'next-intl/server'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { Eyebrow } from '@/components/ui/Eyebrow'
import { CONTAINER } from '@/components/ui/layout'
import { CLIENT_NAMESPACES } from '@/lib/i18n/client'
import { localizedPath } from '@/lib/i18n/config'
import { clientMessages } from '@/lib/i18n/messages'
import { type LocaleParams, pageLocale } from '@/lib/i18n/server'

import { hasRole } from '@/lib/cms/access'
import { payloadClient } from '@/lib/cms/sources/payload'

import { ApiTest } from './ApiTest.client'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'Meta' })
  return {
    title: t('apiTestTitle'),
    description: t('apiTestDescription'),
    robots: { index: false, follow: false },
    alternates: { canonical: localizedPath(locale, '/api-test') },
  }
}

/** Developer connection-test page, for signed-in editors: it shows how the site reaches its CMS. */
export default async function ApiTestPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params)
  const { user } = await (await payloadClient()).auth({ headers: await headers() })
  if (!hasRole(user, 'admin', 'editor')) {
    redirect(`/admin/login?redirect=${encodeURIComponent(localizedPath(locale, '/api-test'))}`)
  }
  const t = await getTranslations('ApiTest')
  return (
    <main className="min-h-svh bg-charcoal pt-32 pb-24 md:pt-40">
      <div className={CONTAINER}>
        <Eyebrow>{t('eyebrow')}</Eyebrow>
        <h1 className="mt-6 font-display text-5xl font-light md:text-6xl">{t('title')}</h1>
        <p className="mt-4 max-w-2xl text-mist">
          {t.rich('intro', { code: (chunks) => <code className="text-bone">{chunks}</code> })}
        </p>
        {/* The island's wording reaches this page only, not every page's shared client messages. */}
        <NextIntlClientProvider messages={clientMessages(locale, [...CLIENT_NAMESPACES, 'ApiTest'])}>
          <ApiTest />
        </NextIntlClientProvider>
      </div>
    </main>
  )
}
