import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { DEFAULT_LOCALE, LOCALES, LOCALE_FACTS, localizedPath, type Locale } from '@/lib/i18n/config'
import { type LocaleParams, pageLocale } from '@/lib/i18n/server'

import { JOURNAL_FEED_PATH } from './urls'

export const SITE_NAME = 'WAMA Yachts'
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const

const inLanguage = (path: string, locale: Locale) => (locale === DEFAULT_LOCALE ? path : `${path}?locale=${locale}`)

/** Generated share cards (app/og) in the page's language: a yacht's, a post's, and the site's for the others. */
export const shareCardUrl = {
  yacht: (slug: string, locale: Locale) => inLanguage(`/og/yachts/${slug}`, locale),
  post: (slug: string, locale: Locale) => inLanguage(`/og/blog/${slug}`, locale),
  site: (locale: Locale) => inLanguage('/og/site', locale),
} as const

/** The page in every language, and the English one for visitors whose language the site does not have. */
export function languageAlternates(path: string): Record<string, string> {
  const languages: Record<string, string> = {}
  for (const locale of LOCALES) languages[LOCALE_FACTS[locale].tag] = localizedPath(locale, path)
  languages['x-default'] = path
  return languages
}

interface PageMetadata {
  /** A title for the layout's template ("About · WAMA Yachts"), or `{ absolute }` as it stands. */
  title: string | { absolute: string }
  description: string
  /** The canonical path in English (`/about`); the page's language adds its prefix. */
  path: string
  locale: Locale
  /** An editor's or a page's own picture; the site's share card when absent. */
  image?: { url: string; alt: string } | null
  article?: { publishedTime: string; modifiedTime: string; authors: string[]; tags: string[]; section: string }
}

/** Title, description, canonical URL, Open Graph and Twitter card of a page, all saying the same thing. */
export async function pageMetadata({
  title,
  description,
  path,
  locale,
  image,
  article,
}: PageMetadata): Promise<Metadata> {
  const shareTitle = typeof title === 'string' ? `${title} · ${SITE_NAME}` : title.absolute
  const [t, journal] = await Promise.all([
    getTranslations({ locale, namespace: 'ShareCard' }),
    getTranslations({ locale, namespace: 'JournalPage' }),
  ])
  const picture = image ?? { url: shareCardUrl.site(locale), alt: t('siteAlt') }
  const url = localizedPath(locale, path)
  const generated = picture.url.startsWith('/og/')
  const images = [
    { url: picture.url, alt: picture.alt, ...(generated ? { ...SHARE_CARD_SIZE, type: 'image/jpeg' } : {}) },
  ]
  return {
    title,
    description,
    alternates: {
      canonical: url,
      languages: languageAlternates(path),
      // Every page tells feed readers where the journal's feed in its language is.
      types: { 'application/rss+xml': [{ url: localizedPath(locale, JOURNAL_FEED_PATH), title: journal('title') }] },
    },
    openGraph: {
      siteName: SITE_NAME,
      locale: LOCALE_FACTS[locale].og,
      alternateLocale: LOCALES.filter((l) => l !== locale).map((l) => LOCALE_FACTS[l].og),
      title: shareTitle,
      description,
      url,
      images,
      ...(article ? { type: 'article', ...article } : { type: 'website' }),
    },
    twitter: { card: 'summary_large_image', title: shareTitle, description, images },
  }
}

/**
 * A page a mailed link opens for one person (their data, their booking): its metadata, never in an index, its
 * link never sent on as a referrer.
 */
export function privateLinkMetadata(
  path: string,
  words: (locale: Locale) => Promise<{ title: string; description: string }>,
) {
  return async ({ params }: { params: LocaleParams }): Promise<Metadata> => {
    const locale = await pageLocale(params)
    const page = await pageMetadata({ ...(await words(locale)), path, locale })
    return { ...page, robots: { index: false, follow: true }, referrer: 'no-referrer' }
  }
}

/** Pages whose title and description are their own pair of Meta messages (`aboutTitle`, `aboutDescription`). */
type FixedPage = 'home' | 'about' | 'contact' | 'configure'

/**
 * `generateMetadata` of a page that says nothing but its Meta messages; `absolute` keeps the title out of the
 * layout's "… · WAMA Yachts" template.
 */
export function fixedPageMetadata(page: FixedPage, path: string, { absolute = false } = {}) {
  return async ({ params }: { params: LocaleParams }): Promise<Metadata> => {
    const locale = await pageLocale(params)
    const t = await getTranslations({ locale, namespace: 'Meta' })
    const title = t(`${page}Title`)
    return pageMetadata({
      title: absolute ? { absolute: title } : title,
      description: t(`${page}Description`),
      path,
      locale,
    })
  }
}
