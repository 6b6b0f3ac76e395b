import { formatEuros, type Locale } from '@/lib/i18n/config'

const NO_PRICE: Record<Locale, string> = { en: 'N/A', fr: 'N.C.' }

/** Prices read "€160,000" in English and "160 000 €" in French; a missing price reads "N/A" ("N.C."). */
export function formatPrice(price: number | null | undefined, locale: Locale): string {
  if (price === null || price === undefined || !Number.isFinite(price) || price <= 0) return NO_PRICE[locale]
  return formatEuros(price, locale)
}

export function hasPrice(price: number | null | undefined): price is number {
  return typeof price === 'number' && Number.isFinite(price) && price > 0
}
