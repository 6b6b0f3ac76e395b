'use client'

import { useSyncExternalStore } from 'react'

const unchanging = () => () => undefined

function inZone(iso: string, timeZone: string | undefined): string {
  const date = new Date(iso)
  try {
    return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone }).format(date)
  } catch {
    return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' }).format(date)
  }
}

/**
 * A date and time as the editor reads them: in the time zone chosen when scheduling, or else the browser's
 * (the server does not know where the editor is, so the text is written once in the browser).
 */
export function PlannedTime({ iso, timezone }: { iso: string; timezone: string | null }) {
  const text = useSyncExternalStore(
    unchanging,
    () => inZone(iso, timezone ?? undefined),
    () => null,
  )
  return <time dateTime={iso}>{text ?? iso}</time>
}
