'use client'

import { clientOnly } from '@/components/ui/clientOnly'

import type { FestivalPopupProps } from './FestivalPopup.client'

// The popup appears seconds after the page (FESTIVAL_POPUP_DELAY_MS): its code loads after hydration
// instead of with every page of the site.
const FestivalPopup = clientOnly(() => import('./FestivalPopup.client').then((m) => m.FestivalPopup))

export function LazyFestivalPopup(props: FestivalPopupProps) {
  return <FestivalPopup {...props} />
}
