import { useTranslations } from 'next-intl'

import { CoverImage } from '@/components/ui/StaticImage'

import { Reveal } from '@/components/ui/Reveal.client'
import { SECTION_Y } from '@/components/ui/layout'
import { Eyebrow } from '@/components/ui/Eyebrow'
import type { Yacht } from '@/lib/cms/types'

import { Chapter } from './Chapter'
import { GOLD_ON_BONE } from './SectionHeading'

interface YachtCustomizationProps {
  yacht: Yacht
  index: number
  /** An image for the surf edition block (the model's exterior art). */
  surfImage: { src: string; alt: string } | null
}

/** The customization story on a light bone section, with the surf edition block when the yacht has one. */
export function YachtCustomization({ yacht, index, surfImage }: YachtCustomizationProps) {
  const t = useTranslations('Yacht.customization')
  const hasStory = Boolean(yacht.customization_title || yacht.customization_description)
  const hasSurf = Boolean(yacht.surf_title)
  if (!hasStory && !hasSurf) return null
  return (
    <Chapter
      id="customization"
      index={index}
      eyebrow={yacht.customization_subtitle || t('eyebrow')}
      title={yacht.customization_title || t('title')}
      tone="light"
      className={`${SECTION_Y} bg-bone text-charcoal`}
    >
      <div className="grid gap-10 lg:grid-cols-12 lg:gap-16">
        <Reveal className="lg:col-span-7">
          {yacht.customization_description && (
            <p className="text-lg leading-relaxed text-charcoal/85 md:text-xl">{yacht.customization_description}</p>
          )}
          {yacht.customization_philosophy && (
            <div className="mt-10 border-l border-[#7d6234]/40 pl-6">
              <p className={`label-caps ${GOLD_ON_BONE}`}>{t('philosophy')}</p>
              <p className="mt-3 leading-relaxed text-charcoal/80">{yacht.customization_philosophy}</p>
            </div>
          )}
        </Reveal>
        {yacht.customization_quote && (
          <Reveal as="figure" effect="fade-left" className="lg:col-span-4 lg:col-start-9 lg:self-end">
            <span aria-hidden="true" className="block font-display text-7xl leading-none text-[#7d6234]">
              “
            </span>
            <blockquote className="-mt-4 font-display text-3xl leading-snug font-light italic md:text-4xl">
              {yacht.customization_quote}
            </blockquote>
          </Reveal>
        )}
      </div>

      {hasSurf && (
        <article
          data-testid="surf-edition"
          aria-labelledby="surf-title"
          className="mt-20 grid overflow-hidden bg-black text-bone md:mt-28 lg:grid-cols-2"
        >
          {surfImage && (
            <div className="relative aspect-[4/3] lg:aspect-auto lg:min-h-[34rem]">
              <CoverImage src={surfImage.src} alt={surfImage.alt} sizes="(min-width: 1024px) 50vw, 100vw" />
            </div>
          )}
          <div className="flex flex-col justify-center px-6 py-12 sm:px-12 lg:px-16 lg:py-20">
            <Eyebrow>{t('surfEdition')}</Eyebrow>
            <h3 id="surf-title" className="mt-6 font-display text-4xl font-light md:text-5xl">
              {yacht.surf_title}
            </h3>
            {yacht.surf_description && <p className="mt-6 leading-relaxed text-bone/80">{yacht.surf_description}</p>}
            {yacht.surf_vision && (
              <p className="mt-8 border-t hairline pt-8 font-display text-2xl leading-snug italic text-bone/90">
                {yacht.surf_vision}
              </p>
            )}
          </div>
        </article>
      )}
    </Chapter>
  )
}
