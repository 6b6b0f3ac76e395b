import type { Metadata } from 'next'
import Link from 'next/link'

import { NotFoundBeacon } from '@/components/layout/NotFoundBeacon.client'
import { buttonClasses } from '@/components/ui/Button'

export const metadata: Metadata = {
  title: 'Page not found',
  robots: { index: false },
}

/** Any unknown route, HTTP 404, the visit logged on the server (path, referrer) by the beacon. */
export default function NotFound() {
  return (
    <main className="relative isolate flex min-h-svh items-center overflow-hidden bg-black pt-24 pb-16">
      <p
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-1/2 -z-10 -translate-y-1/2 text-center font-display text-[42vw] leading-none font-light text-bone/[0.035] select-none md:text-[30vw]"
      >
        404
      </p>
      <div className="mx-auto w-full max-w-3xl px-6 text-center">
        <p className="label-caps text-gold">Error 404</p>
        <h1 className="mt-6 font-display text-5xl leading-[1.05] font-light md:text-7xl">Oops! Page not found</h1>
        <p className="mx-auto mt-6 max-w-md text-base leading-relaxed text-mist">
          The page you are looking for has sailed on, or never left the yard. Let us bring you back to harbour.
        </p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Link href="/" className={buttonClasses({ variant: 'primary', size: 'lg' })}>
            Return Home
          </Link>
          <Link href="/collection" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
            View the Collection
          </Link>
        </div>
      </div>
      <NotFoundBeacon />
    </main>
  )
}
