import { Reveal } from '@/components/ui/Reveal.client'
import { keepNamesWhole } from '@/lib/html/typography'

export interface SectionHeadingProps {
  id: string
  /** Chapter number, shown as "01". */
  index: number
  eyebrow: string
  title: string
  tone?: 'dark' | 'light'
  className?: string
}

/** Gold is too pale for small text on bone; this deeper bronze keeps 4.5:1 there. */
export const GOLD_ON_BONE = 'text-[#7d6234]'

/** Numbered chapter heading: "01 — Overview", then a large serif title, kept on one page on paper. */
export function SectionHeading({ id, index, eyebrow, title, tone = 'dark', className = '' }: SectionHeadingProps) {
  return (
    <header className={`break-inside-avoid ${className}`}>
      <p className={`flex items-center gap-4 label-caps ${tone === 'dark' ? 'text-gold' : GOLD_ON_BONE}`}>
        <span className="font-display text-lg tracking-normal">{String(index).padStart(2, '0')}</span>
        <span aria-hidden="true" className="h-px w-10 bg-current opacity-60" />
        <span>{eyebrow}</span>
      </p>
      <Reveal
        as="h2"
        className={`mt-6 max-w-4xl font-display text-4xl font-light text-balance md:text-6xl ${tone === 'dark' ? 'text-bone' : 'text-charcoal'}`}
      >
        <span id={id}>{keepNamesWhole(title)}</span>
      </Reveal>
    </header>
  )
}
