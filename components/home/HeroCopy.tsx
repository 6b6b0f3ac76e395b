import { ConsultationTrigger } from '@/components/dialogs/ConsultationDialog.client'
import { buttonClasses } from '@/components/ui/Button'
import { ArrowRight } from '@/components/ui/Icons'
import { Link } from '@/components/ui/Link'

import type { HeroActions, HeroSlide } from './hero'

const rise = (ms: number) => ({ animationDelay: `${ms}ms` })

/**
 * The hero's words for the model shown: its title, its line of text and the two buttons (solid gold
 * link, outline consultation trigger), rising in one after the other from `delayMs`.
 */
export function HeroCopy({
  model,
  actions,
  delayMs,
  titleClassName,
}: {
  model: HeroSlide
  actions: HeroActions
  delayMs: number
  /** The title's distance from what stands above it. */
  titleClassName: string
}) {
  return (
    <>
      <h1
        style={rise(delayMs)}
        className={`${titleClassName} animate-rise-in font-display text-[clamp(4.5rem,8.5vw,9.5rem)] leading-[0.86] font-light tracking-[0.03em]`}
      >
        {model.title}
      </h1>
      <p style={rise(delayMs + 80)} className="mt-8 max-w-lg animate-rise-in text-lg leading-relaxed text-bone/80">
        {model.description}
      </p>
      <div style={rise(delayMs + 160)} className="mt-10 flex animate-rise-in flex-wrap items-center gap-4">
        <Link
          href={actions.primaryHref}
          className={buttonClasses({ variant: 'primary', size: 'lg', className: 'group' })}
        >
          {actions.primaryText}
          <ArrowRight className="size-4 transition-transform duration-500 group-hover:translate-x-1" />
        </Link>
        <ConsultationTrigger
          className={buttonClasses({ variant: 'outline', size: 'lg', className: 'backdrop-blur-sm' })}
        >
          {actions.secondaryText}
        </ConsultationTrigger>
      </div>
    </>
  )
}
