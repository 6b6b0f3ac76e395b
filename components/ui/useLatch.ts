import { useState } from 'react'

/**
 * True from the first render in which `value` is true, and from then on. Mounts UI whose code loads on
 * first use (a dialog, a viewer) and keeps it mounted afterwards, for its closing animation and focus return.
 */
export function useLatch(value: boolean): boolean {
  const [latched, setLatched] = useState(value)
  if (value && !latched) setLatched(true)
  return latched || value
}
