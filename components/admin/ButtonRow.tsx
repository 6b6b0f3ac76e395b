import type { ReactNode } from 'react'

/** A row of small admin buttons above a list, at its right, wrapping on a narrow screen. */
export function ButtonRow({ children }: { children: ReactNode }) {
  return (
    <div
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 'calc(var(--base) / 2)',
        justifyContent: 'flex-end',
        marginBottom: 'calc(var(--base) / 2)',
      }}
    >
      {children}
    </div>
  )
}
