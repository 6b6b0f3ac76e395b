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
import { getFeaturedTestimonials, getFeaturedYachts, getHomeContent, getHomepageHero, getSettings } from '@/lib/cms'
import { env } from '@/lib/env'
import { type LocaleParams, pageLocale } from '@/lib/i18n/server'
import { organizationLd } from '@/lib/seo/json-ld'
import { fixedPageMetadata } from '@/lib/seo/metadata'

export const generateMetadata = fixedPageMetadata('home', '/', { absolute: true })

/** Each read falls back to the built-in defaults and logs on failure, so the page is never blank. */
export default async function HomePage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params)
  const [home, hero, settings, testimonials, yachts] = await Promise.all([
    getHomeContent(locale),
    getHomepageHero(locale),
    getSettings(locale),
    getFeaturedTestimonials(locale),
    getFeaturedYachts(locale),
  ])
  return (
    <main>
      <JsonLd things={[organizationLd(settings, env().publicSiteUrl, locale)]} />
      <HomeHero hero={hero} home={home} variant={settings.hero_variant} />
      <CategorySection home={home} />
      <RenderWhenNear>
        <QuoteOne home={home} />
      </RenderWhenNear>
      <RenderWhenNear>
        <FleetSection yachts={yachts} />
      </RenderWhenNear>
      <RenderWhenNear>
        <ShowcaseSection yachts={yachts} />
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
