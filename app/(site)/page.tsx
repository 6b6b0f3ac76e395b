import type { Metadata } from 'next'

import { CategorySection } from '@/components/home/CategorySection'
import { ContactSection } from '@/components/home/ContactSection'
import { ExpertiseSection } from '@/components/home/ExpertiseSection'
import { FleetSection } from '@/components/home/FleetSection'
import { HomeHero } from '@/components/home/HomeHero'
import { QuoteOne, QuoteTwo } from '@/components/home/QuoteSections'
import { ShowcaseSection } from '@/components/home/ShowcaseSection'
import { TestimonialsSection } from '@/components/home/TestimonialsSection'
import { JsonLd } from '@/components/seo/JsonLd'
import { LayOutAfterLoad } from '@/components/ui/LayOutAfterLoad.client'
import { RenderWhenNear } from '@/components/ui/RenderWhenNear'
import { getFeaturedTestimonials, getHomeContent, getHomepageHero, getSettings } from '@/lib/cms'
import { env } from '@/lib/env'
import { organizationLd } from '@/lib/seo/json-ld'
import { pageMetadata } from '@/lib/seo/metadata'

export const metadata: Metadata = pageMetadata({
  title: { absolute: 'WAMA Yachts · Aluminium power catamarans and composite monohulls' },
  description:
    'WAMA builds the WAMA 26 sport monohull and the WAMA 42 aluminium power catamaran by hand in Megrine, Tunisia. Explore the fleet, compare specifications and book a private consultation.',
  path: '/',
})

/** Each read falls back to the built-in defaults and logs on failure, so the page is never blank. */
export default async function HomePage() {
  const [home, hero, settings, testimonials] = await Promise.all([
    getHomeContent(),
    getHomepageHero(),
    getSettings(),
    getFeaturedTestimonials(),
  ])
  return (
    <main>
      <JsonLd things={[organizationLd(settings, env().publicSiteUrl)]} />
      <HomeHero hero={hero} home={home} variant={settings.hero_variant} />
      <CategorySection home={home} />
      <RenderWhenNear>
        <QuoteOne home={home} />
      </RenderWhenNear>
      <RenderWhenNear>
        <FleetSection />
      </RenderWhenNear>
      <RenderWhenNear>
        <ShowcaseSection />
      </RenderWhenNear>
      <RenderWhenNear>
        <ExpertiseSection home={home} />
      </RenderWhenNear>
      <RenderWhenNear>
        <QuoteTwo home={home} />
      </RenderWhenNear>
      <RenderWhenNear>
        <TestimonialsSection testimonials={testimonials} />
      </RenderWhenNear>
      <RenderWhenNear>
        <ContactSection home={home} />
      </RenderWhenNear>
      <LayOutAfterLoad />
    </main>
  )
}
