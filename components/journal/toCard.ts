import { htmlToText } from '@/lib/html/sanitize'
import type { BlogPost } from '@/lib/cms/types'
import type { Locale } from '@/lib/i18n/config'

import { type PostCardData, formatPostDate } from '@/lib/journal/cards'

/** Server side: a post reduced to its card (plain-text summary from the sanitised excerpt). */
export function toCard(post: BlogPost, fallbackImage: string, locale: Locale): PostCardData {
  return {
    slug: post.slug,
    title: post.title,
    category: post.category,
    image: post.featured_image || fallbackImage,
    imageFocus: post.focus.featured_image ?? '',
    imageAlt: post.featured_image_alt || post.title,
    date: post.published_date,
    dateLabel: formatPostDate(post.published_date, locale),
    readTime: post.read_time,
    summary: htmlToText(post.excerpt),
  }
}
