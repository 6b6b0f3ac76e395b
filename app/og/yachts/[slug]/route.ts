import { getYacht } from '@/lib/cms'
import { jsonError } from '@/lib/http/json'
import { yachtShareCard } from '@/lib/seo/cards'
import { shareCardResponse } from '@/lib/seo/share-card'

// Drawn on request and kept in memory per content version (lib/seo/share-card.tsx), not in the ISR cache:
// a made-up slug must leave nothing behind.
export const dynamic = 'force-dynamic'

/** The generated Open Graph image of a yacht page. */
export async function GET(_req: Request, ctx: { params: Promise<{ slug: string }> }): Promise<Response> {
  const yacht = await getYacht((await ctx.params).slug)
  if (!yacht) return jsonError(404, 'Yacht not found')
  return shareCardResponse(`yacht:${yacht.slug}`, yachtShareCard(yacht))
}
