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

const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

/** "20 May 2025"; the raw value when it is not a date. */
export function formatPostDate(isoDate: string): string {
  const time = Date.parse(isoDate)
  return Number.isNaN(time) ? isoDate : DATE_FORMAT.format(new Date(time))
}

export function readTimeLabel(minutes: number): string {
  return `${Math.max(1, Math.round(minutes || 1))} min read`
}

/** The category named in `?category=` (any case), or null for "all" and for unknown names. */
export function matchCategory(requested: string | null, categories: readonly string[]): string | null {
  if (!requested) return null
  const wanted = requested.trim().toLowerCase()
  return categories.find((c) => c.toLowerCase() === wanted) ?? null
}
