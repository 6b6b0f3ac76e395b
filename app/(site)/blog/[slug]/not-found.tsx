import Link from 'next/link'

import { buttonClasses } from '@/components/ui/Button'

/** Unknown journal slug: HTTP 404 with a way back to the journal. */
export default function ArticleNotFound() {
  return (
    <main id="main" className="flex min-h-[80svh] items-center justify-center px-6 pt-32 pb-24 text-center">
      <div>
        <p className="label-caps text-gold">404</p>
        <h1 className="mt-6 font-display text-5xl font-light md:text-7xl">Article not found</h1>
        <p className="mx-auto mt-6 max-w-md text-mist">This article may have been moved or unpublished.</p>
        <Link href="/blog" className={buttonClasses({ variant: 'primary', size: 'lg', className: 'mt-10' })}>
          Back to Blog
        </Link>
      </div>
    </main>
  )
}
