import { useEffect, type RefObject } from 'react'

/** The part that holds `element` in view as the page scrolls: fixed to the screen, or sticky in its column. */
function pinnedContainer(element: HTMLElement): HTMLElement | null {
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    const { position } = getComputedStyle(node)
    if (position === 'fixed' || position === 'sticky') return node
  }
  return null
}

type RootProperties = Record<`--${string}`, string>

/** Sets the root's custom properties from `measure(element)` now and on each change of size; unsets them on leaving. */
function useRootMeasure(ref: RefObject<HTMLElement | null>, measure: (element: HTMLElement) => RootProperties): void {
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const root = document.documentElement
    let names: string[] = []
    const update = () => {
      const properties = Object.entries(measure(element))
      for (const [name, value] of properties) root.style.setProperty(name, value)
      names = properties.map(([name]) => name)
    }
    // Where ResizeObserver is missing, a change of the window's size is still seen.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null
    observer?.observe(element)
    window.addEventListener('resize', update)
    update()
    return () => {
      observer?.disconnect()
      window.removeEventListener('resize', update)
      for (const name of names) root.style.removeProperty(name)
    }
  }, [ref, measure])
}

function barRoom(bar: HTMLElement): RootProperties {
  const box = pinnedContainer(bar)?.getBoundingClientRect()
  const width = document.documentElement.clientWidth
  const across = box && box.bottom >= window.innerHeight - 1 && box.width >= width - 1
  const atRight = box && !across && box.left > width / 2
  return {
    '--foot-bar': `${across ? bar.offsetHeight : 0}px`,
    '--edge-bar': `${atRight ? width - box.left : 0}px`,
  }
}

/**
 * While `ref`'s bar is fixed across the foot of the screen (a phone's quote bar), `--foot-bar` on the root is
 * its height, else 0: the page keeps that much room after its footer, and the notices and toasts that sit at
 * the foot of the screen rise above the bar instead of hiding under it. `ref` is the part that stays in view;
 * a sheet that unfolds above it covers the page without moving it. While the bar stands in the right half of the
 * screen instead (the yacht pages' side tab, the configurator's price panel on wide screens), `--edge-bar` is the
 * room from its left side to the right edge, and a notice at the right opens to the left of it.
 */
export function useFootBar(ref: RefObject<HTMLElement | null>): void {
  useRootMeasure(ref, barRoom)
}

// Only while it is pinned: the same part laid out in the flow (or not shown) takes no room from the header's.
const bandRoom = (band: HTMLElement): RootProperties => ({
  '--head-band': `${getComputedStyle(band).position === 'sticky' ? band.offsetHeight : 0}px`,
})

/**
 * While `ref`'s band is pinned under the header (the configurator's boat on a phone), `--head-band` on the root
 * is its height, so a control reached by Tab or an anchor's target stops below it instead of behind it.
 */
export function useHeadBand(ref: RefObject<HTMLElement | null>): void {
  useRootMeasure(ref, bandRoom)
}

// A notice stacked on this one keeps a small gap above it.
const noteRoom = (note: HTMLElement): RootProperties => ({ '--foot-note': `calc(${note.offsetHeight}px + 0.75rem)` })

/**
 * While `ref`'s notice is shown at the foot of the screen, `--foot-note` on the root is the room it takes, so
 * that a second notice there (`foot-stack-N`) opens above it instead of covering it.
 */
export function useFootNote(ref: RefObject<HTMLElement | null>): void {
  useRootMeasure(ref, noteRoom)
}
