'use client'

import dynamic from 'next/dynamic'

/**
 * What a page needs only once the visitor acts — the toast outlet of the forms and the loading state of
 * client-side navigation — in one chunk loaded after hydration, outside the first-load JavaScript.
 */
export const AfterHydration = dynamic(() => import('./AfterHydrationParts.client'), { ssr: false })
