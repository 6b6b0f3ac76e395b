import { inEveryLanguage } from '@/lib/i18n/server'
import { journalFeed } from '@/lib/seo/journal-feed'

// Built with the pages and refreshed with them: the posts it lists are read under the journal's cache tags.
export const dynamic = 'force-static'

/** The journal's RSS feed in the path's language: /blog/feed.xml, /fr/blog/feed.xml. */
export const { generateStaticParams, GET } = inEveryLanguage(
  async (locale) =>
    new Response(await journalFeed(locale), { headers: { 'content-type': 'application/rss+xml; charset=utf-8' } }),
)
