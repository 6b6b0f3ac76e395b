import type { Metadata } from 'next'

import { Eyebrow } from '@/components/ui/Eyebrow'
import { CONTAINER } from '@/components/ui/layout'

import { ApiTest } from './ApiTest.client'

export const metadata: Metadata = {
  title: 'API Connection Test',
  description: 'Developer page: checks the connection to the WAMA content backend.',
  robots: { index: false, follow: false },
  alternates: { canonical: '/api-test' },
}

/** Developer connection-test page. */
export default function ApiTestPage() {
  return (
    <main className="min-h-svh bg-charcoal pt-32 pb-24 md:pt-40">
      <div className={CONTAINER}>
        <Eyebrow>Developer</Eyebrow>
        <h1 className="mt-6 font-display text-5xl font-light md:text-6xl">API Connection Test</h1>
        <p className="mt-4 max-w-2xl text-mist">
          Reads the yacht list from <code className="text-bone">/api/cms/yachts/</code> in the browser, exactly as a
          front end would.
        </p>
        <ApiTest />
      </div>
    </main>
  )
}
