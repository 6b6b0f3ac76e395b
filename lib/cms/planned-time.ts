/** Whether this runtime can show times in `zone` (an IANA name such as "Africa/Tunis"). */
export function isKnownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/**
 * When a scheduled change was due, as the admin writes dates ("November 27, 2026 at 9:16 AM"), in `zone`;
 * without one, or with one this runtime does not know, in the runtime's own.
 */
export function plannedTime(iso: string, zone?: string | null): string {
  const timeZone = zone && isKnownZone(zone) ? zone : undefined
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone }).format(new Date(iso))
}
