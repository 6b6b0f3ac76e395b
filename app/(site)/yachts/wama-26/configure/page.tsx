import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { Configurator } from '@/components/configurator/Configurator.client'
import { JsonLd } from '@/components/seo/JsonLd'
import { getCatalogue, getSettings } from '@/lib/cms'
import { env } from '@/lib/env'
import { breadcrumbLd } from '@/lib/seo/json-ld'
import { pageMetadata } from '@/lib/seo/metadata'

export const metadata: Metadata = pageMetadata({
  title: 'Configure your WAMA 26',
  description:
    'Build your WAMA 26: hull colour, deck flooring, engine and 43 options, priced as you choose. Save, share and request a quote.',
  path: '/yachts/wama-26/configure',
})

export default async function ConfigurePage() {
  const [catalogue, settings] = await Promise.all([getCatalogue(), getSettings()])
  if (!settings.configurator_enabled) notFound()
  const site = env().publicSiteUrl
  const trail = [
    { name: 'WAMA 26', path: '/yachts/wama-26' },
    { name: 'Configure', path: '/yachts/wama-26/configure' },
  ]
  return (
    <main>
      <JsonLd things={[breadcrumbLd(trail, site)]} />
      <Configurator catalogue={catalogue} shareBaseUrl={`${site}/yachts/wama-26/configure`} />
    </main>
  )
}
