import { getPost } from '@/lib/cms'
import { jsonError } from '@/lib/http/json'
import { postShareCard } from '@/lib/seo/cards'
import { requestedLocale } from '@/lib/seo/locale-param'
import { shareCardResponse } from '@/lib/seo/share-card'

// Drawn on request and kept in memory per content version (lib/seo/share-card.tsx), not in the ISR cache:
// a made-up slug must leave nothing behind.
export const dynamic = 'force-dynamic'

/** The generated Open Graph image of a journal post. */
export async function GET(req: Request, ctx: { params: Promise<{ slug: string }> }): Promise<Response> {
  const locale = requestedLocale(req)
  if (!locale) return jsonError(400, 'Unknown locale')
  const post = await getPost(locale, (await ctx.params).slug)
  if (!post) return jsonError(404, 'Article not found')
  return shareCardResponse(`post:${post.slug}:${locale}`, await postShareCard(post, locale))
}
