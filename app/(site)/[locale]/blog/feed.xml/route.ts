import { notFound } from 'next/navigation'

import { LOCALES, isLocale } from '@/lib/i18n/config'
import { journalFeed } from '@/lib/seo/journal-feed'

// Built with the pages and refreshed with them: the posts it lists are read under the journal's cache tags.
export const dynamic = 'force-static'

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }))
}

/** The journal's RSS feed in the path's language: /blog/feed.xml, /fr/blog/feed.xml. */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }): Promise<Response> {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  return new Response(await journalFeed(locale), {
    headers: { 'content-type': 'application/rss+xml; charset=utf-8' },
  })
}
