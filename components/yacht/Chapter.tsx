import type { ReactNode } from 'react'

import { CONTAINER, SECTION_Y } from '@/components/ui/layout'

import { SectionHeading, type SectionHeadingProps } from './SectionHeading'

interface ChapterProps extends Omit<SectionHeadingProps, 'id' | 'className'> {
  /** The section's anchor; its heading is `${id}-title`. */
  id: string
  /** The section's own spacing and colours. */
  className?: string
  children: ReactNode
}

/** A numbered chapter of a yacht page: its heading above what it shows, in the page's width. */
export function Chapter({ id, index, eyebrow, title, tone, className = SECTION_Y, children }: ChapterProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={className}>
      <div className={CONTAINER}>
        <SectionHeading
          id={`${id}-title`}
          index={index}
          eyebrow={eyebrow}
          title={title}
          tone={tone}
          className="mb-12 md:mb-16"
        />
        {children}
      </div>
    </section>
  )
}
