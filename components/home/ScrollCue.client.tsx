'use client'

/** The "Explore" cue at the foot of a first screen: it scrolls exactly one viewport height. */
export function ScrollCue({ text }: { text: string }) {
  const onClick = () => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    window.scrollBy({ top: window.innerHeight, behavior: reduce ? 'auto' : 'smooth' })
  }
  return (
    <div className="absolute bottom-6 left-1/2 -translate-x-1/2">
      <button
        type="button"
        onClick={onClick}
        className="group flex min-h-11 flex-col items-center gap-3 text-[0.6875rem] font-medium tracking-[0.35em] text-bone/80 uppercase transition-colors hover:text-gold"
      >
        <span className="pl-[0.35em]">{text}</span>
        <span aria-hidden="true" className="relative block h-14 w-px overflow-hidden bg-bone/20">
          <span className="absolute inset-0 block bg-gold animate-cue" />
        </span>
      </button>
    </div>
  )
}
