import { ConsultationTrigger } from '@/components/dialogs/ConsultationDialog.client'
import { buttonClasses } from '@/components/ui/Button'
import { ArrowRight } from '@/components/ui/Icons'
import { Link } from '@/lib/i18n/navigation'

import type { HeroActions } from './hero'

/** The hero's two buttons: solid gold link, outline consultation trigger. */
export function HeroActionsRow({ actions }: { actions: HeroActions }) {
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Link
        href={actions.primaryHref}
        className={buttonClasses({ variant: 'primary', size: 'lg', className: 'group' })}
      >
        {actions.primaryText}
        <ArrowRight className="size-4 transition-transform duration-500 group-hover:translate-x-1" />
      </Link>
      <ConsultationTrigger className={buttonClasses({ variant: 'outline', size: 'lg', className: 'backdrop-blur-sm' })}>
        {actions.secondaryText}
      </ConsultationTrigger>
    </div>
  )
}
