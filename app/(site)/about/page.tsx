import type { Metadata } from 'next'

import { AboutError } from '@/components/about/AboutError'
import { AboutHero } from '@/components/about/AboutHero'
import { Difference } from '@/components/about/Difference'
import { Philosophy } from '@/components/about/Philosophy'
import { MaterialsExcellence, MaterialsExpertise, VisionQuote } from '@/components/about/StaticSections'
import { Story } from '@/components/about/Story'
import { loadAbout } from '@/components/about/load'
import { TestimonialsSection } from '@/components/home/TestimonialsSection'
import { JsonLd } from '@/components/seo/JsonLd'
import { LayOutAfterLoad } from '@/components/ui/LayOutAfterLoad.client'
import { RenderWhenNear } from '@/components/ui/RenderWhenNear'
import { getAbout, getTestimonials } from '@/lib/cms'
import { env } from '@/lib/env'
import { breadcrumbLd } from '@/lib/seo/json-ld'
import { pageMetadata } from '@/lib/seo/metadata'

export const metadata: Metadata = pageMetadata({
  title: 'About',
  description:
    'WAMA is a Mediterranean shipyard in Megrine, Tunisia, building welded aluminium power catamarans and vacuum-infused monohulls, engineered, built and sea-trialled under one roof since 2021.',
  path: '/about',
})

/** A render that failed to load heals itself within 5 minutes even if no editor publishes (tags refresh it sooner). */
export const revalidate = 300

export default async function AboutPage() {
  const [state, testimonials] = await Promise.all([loadAbout(getAbout), getTestimonials()])
  if (!state.ok) return <AboutError />
  const { about } = state
  return (
    <main>
      <JsonLd things={[breadcrumbLd([{ name: 'About', path: '/about' }], env().publicSiteUrl)]} />
      <AboutHero about={about} />
      <RenderWhenNear>
        <Philosophy about={about} />
      </RenderWhenNear>
      <RenderWhenNear>
        <Story about={about} />
      </RenderWhenNear>
      <RenderWhenNear>
        <Difference about={about} />
      </RenderWhenNear>
      <RenderWhenNear>
        <MaterialsExpertise />
      </RenderWhenNear>
      <RenderWhenNear>
        <MaterialsExcellence />
      </RenderWhenNear>
      <RenderWhenNear>
        <TestimonialsSection testimonials={testimonials} pretitle="Owners" title="What our owners say" />
      </RenderWhenNear>
      <RenderWhenNear>
        <VisionQuote />
      </RenderWhenNear>
      <LayOutAfterLoad />
    </main>
  )
}
