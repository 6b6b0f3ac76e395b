'use client'

import { lazy, Suspense } from 'react'

import type { VarietiesProps } from './Varieties.client'

// The section is switched off unless an editor turns it on: its code is fetched only by a page that shows it.
const Varieties = lazy(() => import('./Varieties.client').then((m) => ({ default: m.Varieties })))

export function LazyVarieties(props: VarietiesProps) {
  return (
    <Suspense>
      <Varieties {...props} />
    </Suspense>
  )
}
