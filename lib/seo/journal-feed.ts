import 'server-only'

import { Feed } from 'feed'
import { getTranslations } from 'next-intl/server'

import { getPosts, getSettings } from '@/lib/cms'
import { env } from '@/lib/env'
import { htmlToText } from '@/lib/html/sanitize'
import { LOCALE_FACTS, type Locale } from '@/lib/i18n/config'

import { SITE_NAME } from './metadata'
import { JOURNAL_FEED_PATH, absoluteUrl, pageUrl } from './urls'

/**
 * The journal as an RSS 2.0 feed in one language, newest first: each post's title, summary, category,
 * picture and date, linking to its page in that language.
 */
export async function journalFeed(locale: Locale): Promise<string> {
  const site = env().publicSiteUrl
  const [posts, settings, t, footer] = await Promise.all([
    getPosts(locale),
    getSettings(locale),
    getTranslations({ locale, namespace: 'JournalPage' }),
    getTranslations({ locale, namespace: 'Footer' }),
  ])
  const dated = (post: (typeof posts)[number]) => new Date(post.updated_at || post.published_date)
  const updated = posts.map(dated).reduce<Date | undefined>((a, b) => (a && a > b ? a : b), undefined)
  const feed = new Feed({
    title: t('title'),
    description: t('intro'),
    link: pageUrl(site, '/blog', locale),
    language: LOCALE_FACTS[locale].tag,
    // The brand's mark, as a reader shows beside the feed's name.
    image: absoluteUrl(site, '/icons/icon-192.png'),
    copyright: footer.markup('rights', {
      publisher: settings.legal_publisher || 'WAMA',
      year: () => String(new Date().getFullYear()),
    }),
    updated,
    generator: SITE_NAME,
    feedLinks: { rss: pageUrl(site, JOURNAL_FEED_PATH, locale) },
  })
  for (const post of posts) {
    feed.addItem({
      title: post.title,
      link: pageUrl(site, `/blog/${post.slug}`, locale),
      description: htmlToText(post.excerpt),
      date: new Date(post.published_date),
      category: post.category ? [{ name: post.category }] : undefined,
      image: post.featured_image ? absoluteUrl(site, post.featured_image) : undefined,
    })
  }
  return feed.rss2()
}
