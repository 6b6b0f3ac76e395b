import { getTranslations } from 'next-intl/server'
import Link from 'next/link'

import { buttonClasses } from '@/components/ui/Button'
import { typeset } from '@/lib/html/typography'
import { eventDays, slotDay, slotHour, slotTime, zoneName } from '@/lib/events/format'
import { placeLine } from '@/lib/events/mail'
import type { UpcomingEvent } from '@/lib/events/read'
import { localizedPath, type Locale } from '@/lib/i18n/config'

import { EventSlots, type SlotChoice } from './EventSlots.client'

/** Slots grouped by their day, on the clock of the place. */
function byDay(event: UpcomingEvent, locale: Locale) {
  const days: Array<{ day: string; slots: SlotChoice[] }> = []
  for (const slot of event.slots) {
    const day = slotDay(slot.startsAt, slot.timeZone, locale)
    const choice = {
      id: slot.id,
      hour: slotHour(slot.startsAt, slot.timeZone, locale),
      time: `${slotTime(slot.startsAt, slot.timeZone, locale)} (${zoneName(slot.startsAt, slot.timeZone, locale)})`,
      placesLeft: slot.placesLeft,
    }
    const last = days.at(-1)
    if (last?.day === day) last.slots.push(choice)
    else days.push({ day, slots: [choice] })
  }
  return days
}

export async function EventList({
  events,
  locale,
  yachts,
}: {
  events: readonly UpcomingEvent[]
  locale: Locale
  yachts: ReadonlyArray<{ slug: string; name: string }>
}) {
  const t = await getTranslations('Events')
  if (events.length === 0) {
    return (
      <div className="border hairline bg-black/30 p-8 md:p-12">
        <p className="max-w-2xl text-lg text-bone/90">{t('none')}</p>
        <Link href={localizedPath(locale, '/contact')} className={`${buttonClasses({ variant: 'outline' })} mt-8`}>
          {t('contactLink')}
        </Link>
      </div>
    )
  }
  return (
    <ol className="space-y-10 md:space-y-14">
      {events.map((event) => {
        const headingId = `event-${event.id}`
        const first = event.slots[0]
        return (
          <li key={event.id}>
            <article
              aria-labelledby={headingId}
              className="grid gap-8 border hairline bg-black/30 p-6 sm:p-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-14 lg:p-12"
            >
              <div>
                <p className="label-caps text-gold">{t(`kinds.${event.kind}`)}</p>
                <h2 id={headingId} className="mt-4 font-display text-3xl leading-tight font-light md:text-4xl">
                  {typeset(event.title, locale)}
                </h2>
                <p className="mt-4 text-bone/90">{eventDays(event.startsOn, event.endsOn, locale)}</p>
                <p className="mt-1 text-mist">{placeLine(event, locale)}</p>
                {event.description && (
                  <p className="mt-6 max-w-prose leading-relaxed text-bone/80">{typeset(event.description, locale)}</p>
                )}
              </div>
              <div>
                <h3 className="font-display text-2xl font-light">{t('times')}</h3>
                {first ? (
                  <>
                    <p className="mt-1 text-sm text-mist">
                      {t('timeZone', { zone: zoneName(first.startsAt, first.timeZone, locale) })}
                    </p>
                    <div className="mt-6">
                      <EventSlots
                        eventId={event.id}
                        eventTitle={event.title}
                        place={placeLine(event, locale)}
                        days={byDay(event, locale)}
                        yachts={yachts}
                      />
                    </div>
                  </>
                ) : (
                  <p className="mt-4 text-mist">{t('full')}</p>
                )}
              </div>
            </article>
          </li>
        )
      })}
    </ol>
  )
}
