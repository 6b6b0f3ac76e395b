import type { ReactNode } from 'react'

import { Eyebrow } from './Eyebrow'
import { CONTAINER, SECTION_Y } from './layout'

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

/**
 * A home or about section in the page's width, opening with its eyebrow and title; `className` colours it,
 * `titleClassName` sizes its title differently.
 */
export function TitledSection({
  id,
  eyebrow,
  title,
  className = '',
  titleClassName = '',
  children,
}: {
  id: string
  eyebrow: ReactNode
  title: ReactNode
  className?: string
  titleClassName?: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className={`${className} ${SECTION_Y}`}>
      <div className={CONTAINER}>
        <SectionTitle id={id} eyebrow={eyebrow} className={`max-w-3xl ${titleClassName}`}>
          {title}
        </SectionTitle>
        {children}
      </div>
    </section>
  )
}
