import { getHomepageHero, getSettings, getYachts } from '@/lib/cms'
import { siteShareCard } from '@/lib/seo/cards'
import { jsonError } from '@/lib/http/json'
import { requestedLocale } from '@/lib/seo/locale-param'
import { shareCardResponse } from '@/components/seo/ShareCard'

// Drawn on request and kept in memory per content version (components/seo/ShareCard.tsx), not in the ISR cache:
// a made-up slug must leave nothing behind.
export const dynamic = 'force-dynamic'

/** The Open Graph image of the pages without one of their own: home, about, contact, legal, CMS pages. */
export async function GET(req: Request): Promise<Response> {
  const locale = requestedLocale(req)
  if (!locale) return jsonError(400, 'Unknown locale')
  const [settings, yachts, hero] = await Promise.all([getSettings(locale), getYachts(locale), getHomepageHero(locale)])
  return shareCardResponse(`site:${locale}`, await siteShareCard(settings, yachts, hero.hero_wama26_image, locale))
}
