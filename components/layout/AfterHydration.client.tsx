'use client'

import dynamic from 'next/dynamic'

/**
 * What a page needs only once it is running — the toast outlet of the forms, the loading state of
 * client-side navigation, the offer of another language — in one chunk loaded after hydration, outside the
 * first-load JavaScript.
 */
export const AfterHydration = dynamic(() => import('./AfterHydrationParts.client'), { ssr: false })
