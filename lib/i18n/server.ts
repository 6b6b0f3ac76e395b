import 'server-only'

import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from './config'

export type LocaleParams = Promise<{ locale: string }>
/** A page's query, as Next hands it to the page. */
export type PageSearchParams = Promise<Record<string, string | string[] | undefined>>
/** A page about one record (a post, a yacht): its language and the record's slug. */
export type SlugParams = Promise<{ locale: string; slug: string }>

/** The language `generateStaticParams` of a nested segment is asked for, from its parent's params. */
export const staticLocale = ({ locale }: { locale: string }): Locale => (isLocale(locale) ? locale : DEFAULT_LOCALE)

/** The language of the page being rendered, from its `[locale]` segment; any other segment is the 404. */
export async function pageLocale(params: LocaleParams): Promise<Locale> {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  return locale
}

/**
 * A file served at the same path in every language (`/blog/feed.xml`, `/fr/blog/feed.xml`), built with the
 * pages: one answer for each language, written by `respond`.
 */
export function inEveryLanguage(respond: (locale: Locale) => Promise<Response>) {
  return {
    generateStaticParams: () => LOCALES.map((locale) => ({ locale })),
    GET: async (_request: Request, { params }: { params: LocaleParams }) => respond(await pageLocale(params)),
  }
}
