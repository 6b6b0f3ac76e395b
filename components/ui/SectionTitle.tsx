import type { ReactNode } from 'react'

import { Eyebrow } from './Eyebrow'

/** A section's display heading under its eyebrow: the one title style of the home and about pages. */
export function SectionTitle({
  id,
  eyebrow,
  children,
  tone,
  className = '',
}: {
  id: string
  eyebrow: ReactNode
  children: ReactNode
  tone?: 'gold' | 'deep'
  className?: string
}) {
  return (
    <>
      <Eyebrow tone={tone}>{eyebrow}</Eyebrow>
      <h2 id={id} className={`mt-6 font-display text-[2.75rem] leading-[1.05] font-light md:text-6xl ${className}`}>
        {children}
      </h2>
    </>
  )
}
