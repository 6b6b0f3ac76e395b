import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { Configurator } from '@/components/configurator/Configurator.client'
import { getCatalogue, getSettings } from '@/lib/cms'
import { env } from '@/lib/env'

export const metadata: Metadata = {
  title: 'Configure your WAMA 26',
  description:
    'Build your WAMA 26: hull colour, deck flooring, engine and 43 options, priced as you choose. Save, share and request a quote.',
  alternates: { canonical: '/yachts/wama-26/configure' },
}

export default async function ConfigurePage() {
  const [catalogue, settings] = await Promise.all([getCatalogue(), getSettings()])
  if (!settings.configurator_enabled) notFound()
  return <Configurator catalogue={catalogue} shareBaseUrl={`${env().publicSiteUrl}/yachts/wama-26/configure`} />
}
