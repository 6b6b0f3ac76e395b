import { NextResponse, type NextRequest } from 'next/server'

import { jsonError } from '@/lib/http/json'
import { requestedLocale } from '@/lib/http/locale'
import { isPagePath } from '@/lib/http/pages'
import { decodedOrNull, UNREADABLE_PAGE } from '@/lib/http/paths'
import { sitePath } from '@/lib/http/redirect'
import { localizedPath, splitLocale } from '@/lib/i18n/config'
import { api } from '@/lib/i18n/messages/api'

/**
 * Pages have one URL: `/about/` → `/about` (the API keeps its trailing slashes). A path whose escapes cannot
 * be read (`/blog/%E0%A4`, a truncated link) gets the 404 page in its language, or a JSON 400 outside the
 * pages: left to the router, it would end in a bare 500.
 */
export function proxy(request: NextRequest) {
  const { pathname, search, origin } = request.nextUrl
  const page = isPagePath(pathname)
  if (decodedOrNull(pathname) === null) {
    if (!page) return jsonError(400, api[requestedLocale(request)].unreadableAddress)
    const { locale } = splitLocale(pathname)
    return NextResponse.rewrite(new URL(localizedPath(locale, `/${UNREADABLE_PAGE}`), origin))
  }
  const trimmed = pathname.replace(/\/+$/, '')
  // `//evil.test/` trimmed would be another site's address: such a path is left to the router's 404.
  if (page && pathname !== '/' && trimmed !== pathname && sitePath(trimmed)) {
    // A plain URL: NextURL would put the trailing slash back when it formats the pathname.
    return NextResponse.redirect(new URL(trimmed + search, origin), 308)
  }
  return NextResponse.next()
}

export const config = {
  // Pages with a trailing slash, and any path with an escape in it.
  matcher: ['/((?!api/|cms/|_next/|admin/).+/)', '/(.*%.*)'],
}
