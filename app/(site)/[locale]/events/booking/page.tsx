import { getTranslations } from 'next-intl/server'
import Link from 'next/link'
import type { ReactNode } from 'react'

import { ManageBooking } from '@/components/events/ManageBooking.client'
import { Eyebrow } from '@/components/ui/Eyebrow'
import { Fact } from '@/components/ui/Fact'
import { CONTAINER, PAGE_HEADER_Y } from '@/components/ui/layout'
import { IslandMessages } from '@/components/yacht/IslandMessages'
import { EVENTS_PATH } from '@/lib/events/paths'
import { openedBooking } from '@/lib/events/opened'
import { BOOKING_PATH } from '@/lib/events/token'
import { localizedPath } from '@/lib/i18n/config'
import { type LocaleParams, type PageSearchParams, pageLocale } from '@/lib/i18n/server'
import { privateLinkMetadata } from '@/lib/seo/metadata'

export const generateMetadata = privateLinkMetadata(BOOKING_PATH, async (locale) => {
  const t = await getTranslations({ locale, namespace: 'Events' })
  return { title: t('manageMetaTitle'), description: t('manageIntro') }
})

/** A booking opened from its mail's link: where and when, and the way to move or cancel it. Read per request. */
export default async function BookingPage({
  params,
  searchParams,
}: {
  params: LocaleParams
  searchParams: PageSearchParams
}) {
  const locale = await pageLocale(params)
  const t = await getTranslations('Events')
  const { t: token } = await searchParams
  const booking = typeof token === 'string' ? await openedBooking(token, locale) : null

  let body: ReactNode
  if (!booking || typeof token !== 'string') {
    body = <p className="max-w-2xl text-lg text-bone/90">{t('invalidLink')}</p>
  } else {
    const status = { booked: t('statusBooked'), cancelled: t('statusCancelled'), past: t('statusBooked') }[
      booking.state
    ]
    body = (
      <div className="grid gap-12 lg:grid-cols-2">
        <div className="border hairline bg-black/30 p-6 sm:p-8">
          <p className="label-caps text-gold">{t(`kinds.${booking.kind}`)}</p>
          <h2 className="mt-3 font-display text-3xl font-light">{booking.title}</h2>
          <dl className="mt-6 space-y-4">
            <Fact term={t('when')}>{booking.time}</Fact>
            <Fact term={t('where')}>{booking.place}</Fact>
            <Fact term={t('manageTitle')}>{status}</Fact>
          </dl>
        </div>
        <div>
          {booking.state === 'past' ? (
            <p className="text-bone/90">{t('statusPast')}</p>
          ) : (
            // Booked or cancelled, the same island: what it just told the visitor stays when the page is read again.
            <IslandMessages locale={locale} namespaces={['Events']}>
              <ManageBooking token={token} cancelled={booking.state === 'cancelled'} others={booking.others} />
            </IslandMessages>
          )}
        </div>
      </div>
    )
  }
  return (
    <main>
      <header className={`bg-black ${PAGE_HEADER_Y}`}>
        <div className={CONTAINER}>
          <Eyebrow>{t('eyebrow')}</Eyebrow>
          <h1 className="mt-6 font-display text-[2.75rem] leading-[1.04] font-light md:text-6xl">{t('manageTitle')}</h1>
          <p className="mt-6 max-w-2xl text-bone/80">{t('manageIntro')}</p>
        </div>
      </header>
      <div className={`bg-charcoal pb-24 md:pb-32`}>
        <div className={CONTAINER}>
          {body}
          <p className="mt-12">
            <Link href={localizedPath(locale, EVENTS_PATH)} className="text-gold underline-offset-4 hover:underline">
              {t('allEvents')}
            </Link>
          </p>
        </div>
      </div>
    </main>
  )
}
