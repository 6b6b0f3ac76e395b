import { getYacht } from '@/lib/cms'
import { yachtShareCard } from '@/lib/seo/cards'
import { slugShareCard } from '../../slug-share-card'

// Drawn on request and kept in memory per content version (components/seo/ShareCard.tsx), not in the ISR cache:
// a made-up slug must leave nothing behind.
export const dynamic = 'force-dynamic'

/** The generated Open Graph image of a yacht page. */
export const GET = slugShareCard('yacht', getYacht, yachtShareCard, 'Yacht not found')
