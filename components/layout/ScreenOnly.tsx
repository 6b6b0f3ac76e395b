import type { ReactNode } from 'react'

/** Parts that only work on a screen (the fixed header, notices, toasts): left out of a printed page. */
export function ScreenOnly({ children }: { children: ReactNode }) {
  return <div className="contents print:hidden">{children}</div>
}
