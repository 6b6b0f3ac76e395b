import type { Metadata, Viewport } from 'next'
import type React from 'react'

import { DraftMode } from '@/components/cms/DraftMode'
import { ConsultationProvider } from '@/components/dialogs/ConsultationDialog.client'
import { LazyFestivalPopup } from '@/components/dialogs/LazyFestivalPopup.client'
import { AfterHydration } from '@/components/layout/AfterHydration.client'
import { Footer } from '@/components/layout/Footer'
import { Nav } from '@/components/layout/Nav.client'
import { getSettings } from '@/lib/cms'
import { env } from '@/lib/env'
import { SITE_NAME } from '@/lib/seo/metadata'

import { fontVariables } from './fonts'
import './globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(env().publicSiteUrl),
  title: { default: `${SITE_NAME} · Aluminium catamarans and monohulls`, template: `%s · ${SITE_NAME}` },
  description:
    'WAMA builds the WAMA 26 vacuum-infused monohull and the WAMA 42 aluminium power catamaran in Megrine, Tunisia.',
}

export const viewport: Viewport = { themeColor: '#1C1D1F', width: 'device-width', initialScale: 1 }

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const settings = await getSettings()
  const contact = {
    phone: settings.phone,
    whatsapp: settings.whatsapp,
    email: settings.info_email,
    calendarUrl: settings.calendar_url,
  }
  return (
    <html lang="en" className={fontVariables}>
      <body className="min-h-dvh bg-charcoal text-bone antialiased">
        <ConsultationProvider contact={contact}>
          <a
            href="#content"
            className="fixed top-3 left-3 z-[70] -translate-y-24 bg-gold px-5 py-3 text-xs font-medium tracking-[0.25em] text-black uppercase focus:translate-y-0"
          >
            Skip to content
          </a>
          <Nav email={settings.info_email} phone={settings.phone} />
          <div id="content" tabIndex={-1} className="outline-none">
            {children}
          </div>
          <Footer settings={settings} />
          <AfterHydration />
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
      </body>
    </html>
  )
}
