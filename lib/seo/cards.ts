import { formatPostDate, readTimeLabel } from '@/components/journal/cards'
import { formatPrice } from '@/components/yacht/format'
import { canonicalYachtSlug } from '@/lib/cms/tags'
import type { BlogPost, SiteSettings, Yacht } from '@/lib/cms/types'

import type { ShareCard } from './share-card'

/** What the share card of each kind of page says: the words of the page itself, nothing made up. */
export function yachtShareCard(yacht: Yacht): ShareCard {
  const price = formatPrice(yacht.price)
  return {
    eyebrow: 'The WAMA Collection',
    title: yacht.name,
    subtitle: yacht.tagline,
    facts: [yacht.specs.length, yacht.specs.max_speed, price === 'N/A' ? '' : `From ${price}`].filter(Boolean),
    image: yacht.hero_image,
  }
}

export function postShareCard(post: BlogPost): ShareCard {
  return {
    eyebrow: post.category ? `The WAMA Journal · ${post.category}` : 'The WAMA Journal',
    title: post.title,
    subtitle: '',
    facts: [formatPostDate(post.published_date), readTimeLabel(post.read_time), post.author].filter(Boolean),
    image: post.featured_image,
  }
}

/** The card of every page without one of its own: the yard, its place and its yachts. */
export function siteShareCard(settings: SiteSettings, yachts: Yacht[], image: string): ShareCard {
  return {
    eyebrow: settings.location,
    title: 'WAMA Yachts',
    subtitle: 'Aluminium power catamarans and composite monohulls',
    facts: yachts.filter((y) => y.slug === canonicalYachtSlug(y.slug)).map((y) => y.name),
    image,
  }
}
