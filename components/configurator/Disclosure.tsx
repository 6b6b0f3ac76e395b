import { useId, useState, type ReactNode } from 'react'
import { ChevronDown } from '@/components/ui/Icons'

interface DisclosureProps {
  title: ReactNode
  /** Shown after the title, e.g. a count of chosen items. */
  meta?: ReactNode
  defaultOpen?: boolean
  headingLevel?: 2 | 3 | 4
  className?: string
  buttonClassName?: string
  children: ReactNode
}

/** Accordion section: a heading holding a button that shows or hides the region below it. */
export function Disclosure({
  title,
  meta,
  defaultOpen = false,
  headingLevel = 3,
  className,
  buttonClassName,
  children,
}: DisclosureProps) {
  const [open, setOpen] = useState(defaultOpen)
  const regionId = useId()
  const Heading = `h${headingLevel}` as const
  return (
    <div className={className}>
      <Heading className="font-sans text-base font-normal">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={regionId}
          onClick={() => setOpen((o) => !o)}
          className={
            buttonClassName ??
            'flex min-h-11 w-full items-center justify-between gap-4 py-3 text-left text-bone hover:text-gold-bright'
          }
        >
          <span className="flex flex-wrap items-baseline gap-x-3">
            <span>{title}</span>
            {meta ? <span className="text-sm text-mist">{meta}</span> : null}
          </span>
          <ChevronDown
            className={`size-4 shrink-0 text-gold transition-transform duration-300 ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </Heading>
      <div id={regionId} hidden={!open}>
        {children}
      </div>
    </div>
  )
}
