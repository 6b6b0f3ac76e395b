/** The previous and next buttons of the yacht gallery and its viewer, named for screen readers by their labels. */
export function StepButtons({
  labels,
  onStep,
  atStart = false,
  atEnd = false,
  className,
}: {
  labels: { previous: string; next: string }
  /** -1 for the previous picture, 1 for the next. */
  onStep: (delta: -1 | 1) => void
  /** The gallery, which does not wrap, disables the way it cannot go. */
  atStart?: boolean
  atEnd?: boolean
  className: string
}) {
  return ([-1, 1] as const).map((delta) => (
    <button
      key={delta}
      type="button"
      aria-label={delta < 0 ? labels.previous : labels.next}
      onClick={() => onStep(delta)}
      disabled={delta < 0 ? atStart : atEnd}
      className={className}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
        <path d={delta < 0 ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} fill="none" stroke="currentColor" strokeWidth="1.25" />
      </svg>
    </button>
  ))
}
