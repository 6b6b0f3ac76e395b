import { useEffect, type RefObject } from 'react'

function fixedContainer(element: HTMLElement): HTMLElement | null {
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    if (getComputedStyle(node).position === 'fixed') return node
  }
  return null
}

/**
 * While `ref`'s bar is fixed across the foot of the screen (a phone's quote bar), `--foot-bar` on the root is
 * its height, else 0: the page keeps that much room after its footer, and the notices and toasts that sit at
 * the foot of the screen rise above the bar instead of hiding under it. `ref` is the part that stays in view;
 * a sheet that unfolds above it covers the page without moving it.
 */
export function useFootBar(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const bar = ref.current
    if (!bar) return
    const root = document.documentElement
    const measure = () => {
      const box = fixedContainer(bar)?.getBoundingClientRect()
      const across = box && box.bottom >= window.innerHeight - 1 && box.width >= root.clientWidth - 1
      root.style.setProperty('--foot-bar', `${across ? bar.offsetHeight : 0}px`)
    }
    // Where ResizeObserver is missing, a change of the window's size is still seen.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null
    observer?.observe(bar)
    window.addEventListener('resize', measure)
    measure()
    return () => {
      observer?.disconnect()
      window.removeEventListener('resize', measure)
      root.style.removeProperty('--foot-bar')
    }
  }, [ref])
}
