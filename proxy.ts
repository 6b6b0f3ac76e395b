import { NextResponse, type NextRequest } from 'next/server'

/** Pages have one URL: `/about/` → `/about` (the API keeps its trailing slashes). */
export function proxy(request: NextRequest) {
  // A plain URL: NextURL would put the trailing slash back when it formats the pathname.
  const url = new URL(request.nextUrl.pathname.replace(/\/+$/, '') + request.nextUrl.search, request.nextUrl.origin)
  return NextResponse.redirect(url, 308)
}

export const config = {
  matcher: ['/((?!api/|cms/|_next/|admin/).+/)'],
}
