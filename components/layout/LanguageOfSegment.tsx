import type React from 'react'

import { type LocaleParams, pageLocale } from '@/lib/i18n/server'

/**
 * The layout of a segment with a not-found page of its own: sets the page's language before that page
 * renders. It has no params of its own, and without the language set it would be read from the request,
 * making every page of the segment dynamic.
 */
export async function LanguageOfSegment({ children, params }: { children: React.ReactNode; params: LocaleParams }) {
  await pageLocale(params)
  return children
}
