'use client'

import { clientOnly } from '@/components/ui/clientOnly'

/**
 * What a page needs only once it is running — the toast outlet of the forms, the loading state of
 * client-side navigation, the offer of another language — in one chunk loaded after hydration, outside the
 * first-load JavaScript.
 */
export const AfterHydration = clientOnly(() => import('./AfterHydrationParts.client').then((m) => m.default))
