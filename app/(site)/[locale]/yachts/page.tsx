import type { Metadata } from 'next'

import { FleetPage } from '@/components/collection/FleetPage'
import { fleetMetadata } from '@/components/collection/metadata'
import { getYachts } from '@/lib/cms'
import { type LocaleParams, pageLocale } from '@/lib/i18n/server'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return fleetMetadata(await pageLocale(params), 'yachts')
}

export default async function YachtsPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params)
  return <FleetPage yachts={await getYachts(locale)} />
}
