import type { ReactNode } from 'react'

/** One line of a record a visitor reads about themselves (their data, their booking): its name, then its value. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="label-caps text-mist">{term}</dt>
      <dd className="text-bone/90 break-words whitespace-pre-line">{children}</dd>
    </div>
  )
}
