import { LOCALE_FACTS, type Locale } from '@/lib/i18n/config'

/** An event's days and a slot's time as its visitors read them: in their language, on the clock of the place. */

const tagOf = (locale: Locale) => LOCALE_FACTS[locale].tag

/** "Saturday 12 June, 10:30" on the slot's own clock. */
export function slotTime(iso: string, timeZone: string, locale: Locale): string {
  return new Intl.DateTimeFormat(tagOf(locale), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso))
}

/** "10:30" */
export function slotHour(iso: string, timeZone: string, locale: Locale): string {
  return new Intl.DateTimeFormat(tagOf(locale), { hour: '2-digit', minute: '2-digit', timeZone }).format(new Date(iso))
}

/** "Saturday 12 June": the heading of a day's slots. */
export function slotDay(iso: string, timeZone: string, locale: Locale): string {
  return new Intl.DateTimeFormat(tagOf(locale), { weekday: 'long', day: 'numeric', month: 'long', timeZone }).format(
    new Date(iso),
  )
}

/** "9–14 September 2027": an event's days (dates are stored at midnight UTC of the day). */
export function eventDays(startsOn: string, endsOn: string, locale: Locale): string {
  const format = new Intl.DateTimeFormat(tagOf(locale), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
  const start = new Date(startsOn)
  const end = new Date(endsOn)
  return end > start ? format.formatRange(start, end) : format.format(start)
}

/** "Tunis, GMT+1": the clock a slot is read on, so a visitor abroad knows which one it is. */
export function zoneName(iso: string, timeZone: string, locale: Locale): string {
  const offset = new Intl.DateTimeFormat(tagOf(locale), { timeZoneName: 'shortOffset', timeZone })
    .formatToParts(new Date(iso))
    .find((p) => p.type === 'timeZoneName')?.value
  const city = timeZone.split('/').pop()?.replaceAll('_', ' ') ?? timeZone
  return offset ? `${city}, ${offset}` : city
}
