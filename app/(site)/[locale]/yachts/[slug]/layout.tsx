import type React from 'react'

import { type LocaleParams, pageLocale } from '@/lib/i18n/server'

/**
 * Sets the page's language before this segment's not-found page renders: that page has no params of its
 * own, and without the language set it would be read from the request, making every page here dynamic.
 */
export default async function LanguageOfSegment({
  children,
  params,
}: {
  children: React.ReactNode
  params: LocaleParams
}) {
  await pageLocale(params)
  return children
}
