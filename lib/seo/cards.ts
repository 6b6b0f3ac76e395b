import { getTranslations } from 'next-intl/server'

import { formatPostDate, readMinutes } from '@/lib/journal/cards'
import { formatPrice, hasPrice } from '@/lib/yachts/format'
import { canonicalYachtSlug } from '@/lib/cms/tags'
import type { BlogPost, SiteSettings, Yacht } from '@/lib/cms/types'
import type { Locale } from '@/lib/i18n/config'

/** The Open Graph image of a yacht, a post or the site: 1200 × 630, drawn with next/og (components/seo/ShareCard.tsx). */
export interface ShareCard {
  eyebrow: string
  title: string
  subtitle: string
  facts: string[]
  /** A site URL (`/art/…`, `/cms/api/media/file/…`) or an absolute one; none draws the card on charcoal alone. */
  image: string
}

const words = (locale: Locale) => getTranslations({ locale, namespace: 'ShareCard' })

/** What the share card of each kind of page says, in the page's language: its own words, nothing made up. */
export async function yachtShareCard(yacht: Yacht, locale: Locale): Promise<ShareCard> {
  const t = await words(locale)
  return {
    eyebrow: t('collection'),
    title: yacht.name,
    subtitle: yacht.tagline,
    facts: [
      yacht.specs.length,
      yacht.specs.max_speed,
      hasPrice(yacht.price) ? t('from', { price: formatPrice(yacht.price, locale) }) : '',
    ].filter(Boolean),
    image: yacht.hero_image,
  }
}

export async function postShareCard(post: BlogPost, locale: Locale): Promise<ShareCard> {
  const t = await words(locale)
  return {
    eyebrow: post.category ? t('journalCategory', { category: post.category }) : t('journal'),
    title: post.title,
    subtitle: '',
    facts: [
      formatPostDate(post.published_date, locale),
      t('readTime', { minutes: readMinutes(post.read_time) }),
      post.author,
    ].filter(Boolean),
    image: post.featured_image,
  }
}

/** The card of every page without one of its own: the yard, its place and its yachts. */
export async function siteShareCard(
  settings: SiteSettings,
  yachts: Yacht[],
  image: string,
  locale: Locale,
): Promise<ShareCard> {
  const t = await words(locale)
  return {
    eyebrow: settings.location,
    title: 'WAMA Yachts',
    subtitle: t('siteSubtitle'),
    facts: yachts.filter((y) => y.slug === canonicalYachtSlug(y.slug)).map((y) => y.name),
    image,
  }
}
