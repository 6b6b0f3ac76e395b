import { getYacht } from '@/lib/cms'
import { jsonError } from '@/lib/http/json'
import { yachtShareCard } from '@/lib/seo/cards'
import { requestedLocale } from '@/lib/seo/locale-param'
import { shareCardResponse } from '@/lib/seo/share-card'

// Drawn on request and kept in memory per content version (lib/seo/share-card.tsx), not in the ISR cache:
// a made-up slug must leave nothing behind.
export const dynamic = 'force-dynamic'

/** The generated Open Graph image of a yacht page. */
export async function GET(req: Request, ctx: { params: Promise<{ slug: string }> }): Promise<Response> {
  const locale = requestedLocale(req)
  if (!locale) return jsonError(400, 'Unknown locale')
  const yacht = await getYacht(locale, (await ctx.params).slug)
  if (!yacht) return jsonError(404, 'Yacht not found')
  return shareCardResponse(`yacht:${yacht.slug}:${locale}`, await yachtShareCard(yacht, locale))
}
