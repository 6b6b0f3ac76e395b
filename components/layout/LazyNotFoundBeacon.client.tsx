'use client'

import { clientOnly } from '@/components/ui/clientOnly'

// Every page carries the 404 page's boundary: the beacon's code loads only when a visitor reaches a 404.
export const LazyNotFoundBeacon = clientOnly(() => import('./NotFoundBeacon.client').then((m) => m.NotFoundBeacon))
