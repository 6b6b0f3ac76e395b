'use client'

import dynamic from 'next/dynamic'

/**
 * The toast outlet of every page, loaded after hydration: it shows nothing until a form reports an
 * outcome, so react-hot-toast stays out of the first-load JavaScript of pages without forms.
 */
export const Toaster = dynamic(() => import('./BrandToaster.client').then((m) => m.BrandToaster), { ssr: false })
