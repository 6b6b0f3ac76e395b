import type { ReactNode } from 'react'

/**
 * A section below a page's hero, left out of the first frame (globals.css `.render-when-near`): a phone
 * lays out and paints the hero alone. Pages that use it render `LayOutAfterLoad` once.
 */
export function RenderWhenNear({ children }: { children: ReactNode }) {
  return <div className="render-when-near">{children}</div>
}
