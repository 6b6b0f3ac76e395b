import Link from 'next/link'

import { buttonClasses } from '@/components/ui/Button'

import { ABOUT_FAILED_TITLE } from './load'

export function AboutError() {
  return (
    <main className="flex min-h-[80svh] items-center justify-center px-6 pt-24 pb-16 text-center">
      <div role="alert" className="max-w-lg">
        <p className="label-caps text-gold">About WAMA</p>
        <h1 className="mt-6 font-display text-4xl font-light md:text-5xl">{ABOUT_FAILED_TITLE}</h1>
        <p className="mt-6 text-mist">
          Our story is taking a moment to load. Please try again shortly, or continue exploring the fleet.
        </p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Link href="/about" className={buttonClasses({ variant: 'primary' })}>
            Try Again
          </Link>
          <Link href="/" className={buttonClasses({ variant: 'outline' })}>
            Back to Home
          </Link>
        </div>
      </div>
    </main>
  )
}
