'use client'

import { useSyncExternalStore } from 'react'

import { plannedTime } from '@/lib/cms/planned-time'

const unchanging = () => () => undefined

/**
 * A date and time as the editor reads them: in the time zone chosen when scheduling, or else the browser's
 * (the server does not know where the editor is, so the text is written once in the browser).
 */
export function PlannedTime({ iso, timezone }: { iso: string; timezone: string | null }) {
  const text = useSyncExternalStore(
    unchanging,
    () => plannedTime(iso, timezone),
    () => null,
  )
  return <time dateTime={iso}>{text ?? iso}</time>
}
