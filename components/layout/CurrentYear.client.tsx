'use client'

import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/** The footer is prerendered; this keeps "© year" right when a page outlives New Year's Eve. */
export function CurrentYear({ initial }: { initial: number }) {
  const year = useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => initial,
  )
  return <>{year}</>
}
