import { ArrowLeft, ArrowRight, ChevronLeft, ChevronRight } from './Icons'

const GLYPHS = {
  chevron: { previous: ChevronLeft, next: ChevronRight, size: 'size-5' },
  arrow: { previous: ArrowLeft, next: ArrowRight, size: 'size-4' },
}

/** A previous and a next button (the gallery, its viewer, the home showcase), named for screen readers by their labels. */
export function StepButtons({
  labels,
  onStep,
  atStart = false,
  atEnd = false,
  glyph = 'chevron',
  className,
}: {
  labels: { previous: string; next: string }
  /** -1 for the previous item, 1 for the next. */
  onStep: (delta: -1 | 1) => void
  /** A list that does not wrap disables the way it cannot go. */
  atStart?: boolean
  atEnd?: boolean
  glyph?: keyof typeof GLYPHS
  className: string
}) {
  const icons = GLYPHS[glyph]
  return ([-1, 1] as const).map((delta) => {
    const Icon = delta < 0 ? icons.previous : icons.next
    return (
      <button
        key={delta}
        type="button"
        aria-label={delta < 0 ? labels.previous : labels.next}
        onClick={() => onStep(delta)}
        disabled={delta < 0 ? atStart : atEnd}
        className={className}
      >
        <Icon className={icons.size} />
      </button>
    )
  })
}
