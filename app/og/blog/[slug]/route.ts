import { getPost } from '@/lib/cms'
import { postShareCard } from '@/lib/seo/cards'
import { slugShareCard } from '@/lib/seo/slug-share-card'

// Drawn on request and kept in memory per content version (lib/seo/share-card.tsx), not in the ISR cache:
// a made-up slug must leave nothing behind.
export const dynamic = 'force-dynamic'

/** The generated Open Graph image of a journal post. */
export const GET = slugShareCard('post', getPost, postShareCard, 'Article not found')
