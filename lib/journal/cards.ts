import { LOCALE_FACTS, type Locale } from '@/lib/i18n/config'

/** What a journal card needs: small enough to send to the filtering island without the article bodies. */
export interface PostCardData {
  slug: string
  title: string
  category: string
  image: string
  /** CSS object-position of the picture's focal point ('' centres it) */
  imageFocus: string
  imageAlt: string
  date: string
  dateLabel: string
  readTime: number
  summary: string
}

/** "20 May 2025" or "20 mai 2025"; the raw value when it is not a date. */
export function formatPostDate(isoDate: string, locale: Locale): string {
  const time = Date.parse(isoDate)
  if (Number.isNaN(time)) return isoDate
  const format = new Intl.DateTimeFormat(LOCALE_FACTS[locale].tag, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
  return format.format(new Date(time))
}

/** Whole minutes, at least one, for the "{minutes} min read" message. */
export function readMinutes(minutes: number): number {
  return Math.max(1, Math.round(minutes || 1))
}

/** The category named in `?category=` (any case), or null for "all" and for unknown names. */
export function matchCategory(requested: string | null, categories: readonly string[]): string | null {
  if (!requested) return null
  const wanted = requested.trim().toLowerCase()
  return categories.find((c) => c.toLowerCase() === wanted) ?? null
}
