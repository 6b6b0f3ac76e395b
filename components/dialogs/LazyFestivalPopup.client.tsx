'use client'

import dynamic from 'next/dynamic'

import type { FestivalPopupProps } from './FestivalPopup.client'

// The popup appears seconds after the page (FESTIVAL_POPUP_DELAY_MS): its code loads after hydration
// instead of with every page of the site.
const FestivalPopup = dynamic(() => import('./FestivalPopup.client').then((m) => m.FestivalPopup), { ssr: false })

export function LazyFestivalPopup(props: FestivalPopupProps) {
  return <FestivalPopup {...props} />
}
