import { useTranslations } from 'next-intl'

import { imageData } from '@/components/ui/image-data'
import { CoverImage } from '@/components/ui/StaticImage'

import { Reveal } from '@/components/ui/Reveal.client'
import { CONTAINER, SECTION_Y } from '@/components/ui/layout'
import { MarkedList } from '@/components/ui/MarkedList'
import { extractListItems, stripLists } from '@/lib/html/sanitize'
import type { Yacht } from '@/lib/cms/types'

import { InteriorImage } from './InteriorImage.client'
import { altFor } from './gallery'
import { RichText } from './RichText'
import { SectionHeading } from './SectionHeading'
import { YACHT_PROSE } from './prose'

const INTERIOR_SIZES = '(min-width: 1440px) 760px, (min-width: 1024px) 55vw, 100vw'

interface YachtExperienceProps {
  yacht: Yacht
  exteriorIndex: number
  interiorIndex: number
  fallbackImage: string
}

/** Exterior experience (its features are the list items of the exterior description) and interior experience. */
export function YachtExperience({ yacht, exteriorIndex, interiorIndex, fallbackImage }: YachtExperienceProps) {
  const t = useTranslations('Yacht.experience')
  const exteriorFeatures = extractListItems(yacht.exterior_description)
  const exteriorProse = stripLists(yacht.exterior_description)
  return (
    <>
      <section id="exterior" aria-labelledby="exterior-title" className={SECTION_Y}>
        <div className={`${CONTAINER} grid gap-12 lg:grid-cols-12 lg:items-center lg:gap-16`}>
          <Reveal
            effect="fade-right"
            className="relative aspect-[4/5] overflow-hidden bg-black sm:aspect-[4/3] lg:col-span-7 lg:aspect-[5/6]"
          >
            <CoverImage
              src={yacht.exterior_image || fallbackImage}
              alt={altFor(yacht.gallery, yacht.exterior_image, t('exteriorAlt', { name: yacht.name }))}
              focus={yacht.focus.exterior_image}
              sizes="(min-width: 1440px) 760px, (min-width: 1024px) 55vw, 100vw"
            />
          </Reveal>
          <div className="lg:col-span-5">
            <SectionHeading
              id="exterior-title"
              index={exteriorIndex}
              eyebrow={yacht.exterior_title || t('exterior')}
              title={yacht.exterior_subtitle || t('exteriorTitle', { name: yacht.name })}
            />
            {exteriorProse && <RichText html={exteriorProse} className={`mt-8 ${YACHT_PROSE}`} />}
            {exteriorFeatures.length > 0 && (
              <MarkedList
                items={exteriorFeatures}
                aria-label={t('exteriorFeatures')}
                data-testid="exterior-features"
                className="mt-10 border-t hairline"
                itemClassName="gap-5 border-b hairline py-4 text-bone/90"
              />
            )}
          </div>
        </div>
      </section>

      <section id="interior" aria-labelledby="interior-title" className={`${SECTION_Y} bg-black`}>
        <div className={`${CONTAINER} grid gap-12 lg:grid-cols-12 lg:items-center lg:gap-16`}>
          <div className="order-2 lg:order-1 lg:col-span-5">
            <SectionHeading
              id="interior-title"
              index={interiorIndex}
              eyebrow={t('interior')}
              title={yacht.interior_title || t('interior')}
            />
            {yacht.interior_description && (
              <p className="mt-8 text-lg leading-relaxed text-bone/85">{yacht.interior_description}</p>
            )}
            {yacht.interior_outboard_advantage && (
              <div className="mt-10 border-t hairline pt-8">
                <h3 className="font-sans label-caps text-gold">{t('outboardAdvantage')}</h3>
                <p className="mt-4 leading-relaxed text-mist">{yacht.interior_outboard_advantage}</p>
              </div>
            )}
            {yacht.interior_philosophy && (
              <p className="mt-10 font-display text-2xl leading-snug italic text-bone/90 md:text-3xl">
                {yacht.interior_philosophy}
              </p>
            )}
          </div>
          <Reveal
            effect="fade-left"
            className="relative order-1 aspect-[4/5] overflow-hidden bg-charcoal sm:aspect-[4/3] lg:order-2 lg:col-span-7 lg:aspect-[5/6]"
          >
            <InteriorImage
              image={
                yacht.interior_image
                  ? imageData(yacht.interior_image, INTERIOR_SIZES, yacht.focus.interior_image)
                  : null
              }
              fallback={imageData(fallbackImage, INTERIOR_SIZES)}
              alt={altFor(yacht.gallery, yacht.interior_image, t('interiorAlt', { name: yacht.name }))}
              className="object-cover"
            />
          </Reveal>
        </div>
      </section>
    </>
  )
}
