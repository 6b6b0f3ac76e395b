import { type Locale, localizedPath } from '@/lib/i18n/config'

/** A site-relative address made absolute on the public site. */
export const absoluteUrl = (siteUrl: string, url: string) => new URL(url, `${siteUrl}/`).toString()

/** The public address of a site path in a language. */
export const pageUrl = (siteUrl: string, path: string, locale: Locale) =>
  absoluteUrl(siteUrl, localizedPath(locale, path))

/** Where each language's journal feed is served, beside the journal. */
export const JOURNAL_FEED_PATH = '/blog/feed.xml'
