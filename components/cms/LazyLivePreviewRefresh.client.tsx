'use client'

import { clientOnly } from '@/components/ui/clientOnly'

/** Only editors in draft mode render it, so visitors' pages do not carry its code. */
export const LazyLivePreviewRefresh = clientOnly(() =>
  import('./LivePreviewRefresh.client').then((m) => m.LivePreviewRefresh),
)
