import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import { NextIntlClientProvider } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type React from 'react'

import { DraftMode } from '@/components/cms/DraftMode'
import { ConsultationProvider } from '@/components/dialogs/ConsultationDialog.client'
import { LazyFestivalPopup } from '@/components/dialogs/LazyFestivalPopup.client'
import { AfterHydration } from '@/components/layout/AfterHydration.client'
import { Footer } from '@/components/layout/Footer'
import { Nav } from '@/components/layout/Nav.client'
import { ScreenOnly } from '@/components/layout/ScreenOnly'
import { getSettings } from '@/lib/cms'
import { env } from '@/lib/env'
import { EVENTS_PATH } from '@/lib/events/paths'
import { LOCALES, LOCALE_FACTS, isLocale, localizedPath } from '@/lib/i18n/config'
import { CLIENT_NAMESPACES } from '@/lib/i18n/client'
import { clientMessages } from '@/lib/i18n/messages'
import { BRAND } from '@/lib/seo/brand'
import { manifestPath } from '@/lib/seo/manifest'
import { SITE_NAME } from '@/lib/seo/metadata'

import { fontVariables } from '../fonts'
import '../globals.css'

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> }

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }))
}

export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  // Also for the metadata of a 404 rendered in this layout, which has no params of its own.
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'Common' })
  return {
    metadataBase: new URL(env().publicSiteUrl),
    title: { default: `${SITE_NAME} · ${t('siteTitle')}`, template: `%s · ${SITE_NAME}` },
    description: t('siteDescription'),
    manifest: manifestPath(locale),
  }
}

export const viewport: Viewport = { themeColor: BRAND.charcoal, width: 'device-width', initialScale: 1 }

export default async function SiteLayout({ children, params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const [settings, t] = await Promise.all([getSettings(locale), getTranslations('Common')])
  const contact = {
    phone: settings.phone,
    whatsapp: settings.whatsapp,
    email: settings.info_email,
    calendarUrl: settings.calendar_url || localizedPath(locale, EVENTS_PATH),
  }
  return (
    <html lang={LOCALE_FACTS[locale].tag} dir={LOCALE_FACTS[locale].dir} className={fontVariables}>
      <body className="min-h-dvh bg-charcoal text-bone antialiased">
        <NextIntlClientProvider locale={locale} messages={clientMessages(locale, CLIENT_NAMESPACES)}>
          <ConsultationProvider contact={contact}>
            <ScreenOnly>
              <a
                href="#content"
                className="fixed top-3 left-3 z-[70] -translate-y-24 bg-gold px-5 py-3 text-xs font-medium tracking-[0.25em] text-black uppercase focus:translate-y-0"
              >
                {t('skipToContent')}
              </a>
              <Nav email={settings.info_email} phone={settings.phone} />
            </ScreenOnly>
            <div id="content" tabIndex={-1} className="outline-none">
              {children}
            </div>
            <Footer settings={settings} />
            <ScreenOnly>
              <AfterHydration />
            </ScreenOnly>
            <DraftMode />
            {settings.show_festival_popup && (
              <LazyFestivalPopup
                title={settings.festival_title}
                description={settings.festival_description}
                dates={settings.festival_dates}
                location={settings.festival_location}
                tourUrl={settings.festival_tour_url}
                tourText={settings.festival_tour_text}
              />
            )}
          </ConsultationProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  )
}
