import type { ComponentProps } from 'react'

import { buttonClasses } from '@/components/ui/Button'
import { Link } from '@/components/ui/Link'

interface MissingPageProps {
  kicker: string
  title: string
  body: string
  /** The words and address of the way back to the list the visitor came for. */
  back: string
  href: ComponentProps<typeof Link>['href']
}

/** The 404 of an address whose slug names nothing: what happened and the way back. */
export function MissingPage({ kicker, title, body, back, href }: MissingPageProps) {
  return (
    <main id="main" className="flex min-h-[80svh] items-center justify-center px-6 pt-32 pb-24 text-center">
      <div>
        <p className="label-caps text-gold">{kicker}</p>
        <h1 className="mt-6 font-display text-5xl font-light md:text-7xl">{title}</h1>
        <p className="mx-auto mt-6 max-w-md text-mist">{body}</p>
        <Link href={href} className={buttonClasses({ variant: 'primary', size: 'lg', className: 'mt-10' })}>
          {back}
        </Link>
      </div>
    </main>
  )
}
