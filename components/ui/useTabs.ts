import { useRef, type KeyboardEvent } from 'react'

/**
 * The tab a key moves to from tab `from` in a row of `count`: the arrows step and wrap round, Home and End go to
 * the first and the last; null for any other key.
 */
function tabAfterKey(key: string, from: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (from + 1) % count
    case 'ArrowLeft':
      return (from - 1 + count) % count
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return null
  }
}

/**
 * A row of tabs as screen readers and keyboards expect it: only the selected tab is in the Tab order, and the
 * arrow keys, Home and End choose another tab and move the focus to it. `tab(i)` gives the i-th tab's button its
 * role, state and handlers; the caller adds its id, `aria-controls` and look.
 */
export function useTabs(count: number, selected: number, select: (index: number) => void) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  return (i: number) => ({
    ref: (el: HTMLButtonElement | null) => {
      buttons.current[i] = el
    },
    type: 'button' as const,
    role: 'tab' as const,
    'aria-selected': i === selected,
    tabIndex: i === selected ? 0 : -1,
    onClick: () => select(i),
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      const next = tabAfterKey(event.key, i, count)
      if (next === null) return
      event.preventDefault()
      select(next)
      buttons.current[next]?.focus()
    },
  })
}
