import 'server-only'

import { jsonError } from '@/lib/http/json'
import type { Locale } from '@/lib/i18n/config'

import { requestedLocale } from '@/lib/seo/locale-param'
import { shareCardResponse } from '@/components/seo/ShareCard'
import type { ShareCard } from '@/lib/seo/cards'

/**
 * The GET handler of the share card of a document with a slug (a yacht, a post): the card drawn for the URL's
 * `?locale=`, kept per kind, slug and language; 400 for an unknown language, 404 when the slug names nothing.
 */
export function slugShareCard<Doc extends { slug: string }>(
  kind: string,
  read: (locale: Locale, slug: string) => Promise<Doc | null>,
  draw: (doc: Doc, locale: Locale) => Promise<ShareCard>,
  missing: string,
) {
  return async (req: Request, ctx: { params: Promise<{ slug: string }> }): Promise<Response> => {
    const locale = requestedLocale(req)
    if (!locale) return jsonError(400, 'Unknown locale')
    const doc = await read(locale, (await ctx.params).slug)
    if (!doc) return jsonError(404, missing)
    return shareCardResponse(`${kind}:${doc.slug}:${locale}`, await draw(doc, locale))
  }
}
