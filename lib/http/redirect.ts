import { jsonError } from './json'
import { requestedLocale } from './locale'
import { decodedOrNull } from './paths'
import { api } from '@/lib/i18n/messages/api'

const CONTROL = /[\u0000-\u001f\u007f]/

/** An origin no real site has: a path that resolves elsewhere against it does not stay on the site. */
const PROBE_ORIGIN = 'http://site.invalid'

/** Whether the text, raw or %-decoded, holds a control character (CR/LF would split a header). */
export function hasControlCharacters(input: string): boolean {
  return CONTROL.test(input) || CONTROL.test(decodedOrNull(input) ?? '')
}

/**
 * `input` if it is a path of this site, else null. Browsers read `//host` and `/\host` as another site,
 * and some decode `%5C` or `%2F` first: the path is checked raw and decoded, and must resolve to our origin.
 */
export function sitePath(input: string): string | null {
  const decoded = decodedOrNull(input)
  if (decoded === null || hasControlCharacters(input)) return null
  for (const text of [input, decoded]) {
    if (!text.startsWith('/') || text.startsWith('//') || text.includes('\\')) return null
    if (/^\/*[a-z][a-z\d+.-]*:/i.test(text)) return null
  }
  const resolved = new URL(input, PROBE_ORIGIN)
  return resolved.origin === PROBE_ORIGIN ? input : null
}

/** The 400 for an address with control characters: a broken or forged link, in the request's language. */
export function controlCharactersAnswer(request: Request): Response {
  return jsonError(400, api[requestedLocale(request)].controlCharacters)
}

/**
 * A redirect to `target` if it stays on the site, else to `fallback`; a target with control characters
 * gets the 400 above.
 */
export function redirectOnSite(request: Request, target: string, status: number, fallback = '/'): Response {
  if (hasControlCharacters(target)) return controlCharactersAnswer(request)
  const location = sitePath(target) ?? fallback
  return new Response(null, { status, headers: { location, 'cache-control': 'no-store' } })
}
