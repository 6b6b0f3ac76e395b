'use client'

import { clientOnly } from '@/components/ui/clientOnly'

// Pages carry only this boundary; the error page's own code loads when a page fails.
export default clientOnly(() => import('@/components/layout/ErrorView.client').then((m) => m.ErrorView))
