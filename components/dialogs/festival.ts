/** The festival popup shows 2000 ms after load, once per day, and closes in 300 ms. */
export const FESTIVAL_POPUP_DELAY_MS = 2000
export const FESTIVAL_POPUP_CLOSE_MS = 300
export const FESTIVAL_POPUP_STORAGE_KEY = 'wama-festival-popup-closed'

/** The visitor's local calendar day, YYYY-MM-DD. */
export function localDay(date: Date): string {
  const y = date.getFullYear()
  const m = String(date.getMonth() + 1).padStart(2, '0')
  const d = String(date.getDate()).padStart(2, '0')
  return `${y}-${m}-${d}`
}

type Store = Pick<Storage, 'getItem' | 'setItem'>

export function closedToday(storage: Store | null, now: Date): boolean {
  try {
    return storage?.getItem(FESTIVAL_POPUP_STORAGE_KEY) === localDay(now)
  } catch {
    return false
  }
}

export function recordClosed(storage: Store | null, now: Date): void {
  try {
    storage?.setItem(FESTIVAL_POPUP_STORAGE_KEY, localDay(now))
  } catch {
    // Storage can be full or blocked (private mode); the popup then simply shows again tomorrow or next visit.
  }
}
