import { getTranslations } from 'next-intl/server'

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
import { type LocaleParams, pageLocale } from '@/lib/i18n/server'
import { breadcrumbLd } from '@/lib/seo/json-ld'
import { fixedPageMetadata } from '@/lib/seo/metadata'

export const generateMetadata = fixedPageMetadata('about', '/about')

/** A render that failed to load heals itself within 5 minutes even if no editor publishes (tags refresh it sooner). */
export const revalidate = 300

export default async function AboutPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params)
  const [state, testimonials, t, crumbs] = await Promise.all([
    loadAbout(() => getAbout(locale)),
    getTestimonials(locale),
    getTranslations('About.testimonials'),
    getTranslations('Breadcrumbs'),
  ])
  if (!state.ok) return <AboutError />
  const { about } = state
  return (
    <main>
      <JsonLd things={[breadcrumbLd([{ name: crumbs('about'), path: '/about' }], env().publicSiteUrl, locale)]} />
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
        <TestimonialsSection testimonials={testimonials} pretitle={t('pretitle')} title={t('title')} />
      </RenderWhenNear>
      <RenderWhenNear>
        <VisionQuote />
      </RenderWhenNear>
      <LayOutAfterLoad />
    </main>
  )
}
