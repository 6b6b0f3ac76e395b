import Link from 'next/link'

import { buttonClasses } from '@/components/ui/Button'

/** Unknown yacht slug (or a failed yacht fetch): HTTP 404 with a way back to the fleet. */
export default function YachtNotFound() {
  return (
    <main id="main" className="flex min-h-[80svh] items-center justify-center px-6 pt-32 pb-24 text-center">
      <div>
        <p className="label-caps text-gold">404</p>
        <h1 className="mt-6 font-display text-5xl font-light md:text-7xl">Yacht not found</h1>
        <p className="mx-auto mt-6 max-w-md text-mist">
          This model is not in our collection, or its page has moved. Every WAMA we build is in the collection.
        </p>
        <Link href="/collection" className={buttonClasses({ variant: 'primary', size: 'lg', className: 'mt-10' })}>
          Return to Collection
        </Link>
      </div>
    </main>
  )
}
