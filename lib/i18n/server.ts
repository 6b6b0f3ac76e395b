import 'server-only'

import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { isLocale, LOCALES, type Locale } from './config'

export type LocaleParams = Promise<{ locale: string }>

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
