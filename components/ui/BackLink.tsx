import type { ReactNode } from 'react'

import { Link } from '@/components/ui/Link'

import { ArrowLeft } from './Icons'

/** The way back to the page a visitor came through (the yacht from its configurator, the journal from a post). */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      className="inline-flex min-h-11 items-center gap-3 label-caps text-mist transition-colors hover:text-gold-bright"
    >
      <ArrowLeft className="size-4" />
      {children}
    </Link>
  )
}
