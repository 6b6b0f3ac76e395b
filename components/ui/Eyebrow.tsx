import type { ReactNode } from 'react'

/** The thin pretitle above display headings: a short gold rule, then small caps; on paper it keeps to its heading. */
export function Eyebrow({
  children,
  className = '',
  tone = 'gold',
}: {
  children: ReactNode
  className?: string
  tone?: 'gold' | 'deep'
}) {
  const colour = tone === 'gold' ? 'text-gold' : 'text-gold-deep'
  return (
    <p className={`flex items-center gap-4 label-caps break-after-avoid ${colour} ${className}`}>
      <span aria-hidden="true" className="h-px w-10 shrink-0 bg-current opacity-60 forced-colors:bg-[CanvasText]" />
      <span>{children}</span>
    </p>
  )
}
