'use client'

import { BrandToaster } from '@/components/ui/BrandToaster.client'

import { LanguageBanner } from './LanguageBanner.client'
import { NavigationStatus } from './NavigationStatus.client'

export default function AfterHydrationParts() {
  return (
    <>
      <NavigationStatus />
      <BrandToaster />
      <LanguageBanner />
    </>
  )
}
