import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { EventList } from '@/components/events/EventList'
import { JsonLd } from '@/components/seo/JsonLd'
import { Eyebrow } from '@/components/ui/Eyebrow'
import { CONTAINER, PAGE_HEADER_Y, SECTION_Y } from '@/components/ui/layout'
import { IslandMessages } from '@/components/yacht/IslandMessages'
import { getYachts } from '@/lib/cms'
import { env } from '@/lib/env'
import { EVENTS_PATH } from '@/lib/events/paths'
import { upcomingEvents } from '@/lib/events/read'
import { type LocaleParams, pageLocale } from '@/lib/i18n/server'
import { breadcrumbLd, eventLd } from '@/lib/seo/json-ld'
import { pageMetadata } from '@/lib/seo/metadata'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'Events' })
  return pageMetadata({ title: t('metaTitle'), description: t('metaDescription'), path: EVENTS_PATH, locale })
}

/** Sea trials and boat shows: what is coming, each time with its places left, booked in a dialog. */
export default async function EventsPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params)
  const [events, yachts, t] = await Promise.all([upcomingEvents(locale), getYachts(locale), getTranslations('Events')])
  const siteUrl = env().publicSiteUrl
  return (
    <main>
      <JsonLd
        things={[
          breadcrumbLd([{ name: t('title'), path: EVENTS_PATH }], siteUrl, locale),
          ...events.map((event) => eventLd(event, siteUrl, locale)),
        ]}
      />
      <header className={`bg-black ${PAGE_HEADER_Y}`}>
        <div className={CONTAINER}>
          <Eyebrow>{t('eyebrow')}</Eyebrow>
          <h1 className="mt-6 max-w-4xl font-display text-[2.75rem] leading-[1.04] font-light md:text-7xl">
            {t('title')}
          </h1>
          <p className="mt-8 max-w-2xl text-base leading-relaxed text-bone/80 md:text-lg">{t('intro')}</p>
        </div>
      </header>
      <div className={`bg-charcoal ${SECTION_Y} pt-12 md:pt-16 xl:pt-20`}>
        <div className={CONTAINER}>
          <IslandMessages locale={locale} namespaces={['Events']}>
            <EventList events={events} locale={locale} yachts={yachts.map((y) => ({ slug: y.slug, name: y.name }))} />
          </IslandMessages>
        </div>
      </div>
    </main>
  )
}
