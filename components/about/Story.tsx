import { useTranslations } from 'next-intl'

import { Eyebrow } from '@/components/ui/Eyebrow'
import { MultilineText } from '@/components/ui/MultilineText'
import { Reveal } from '@/components/ui/Reveal.client'
import { CoverImage } from '@/components/ui/StaticImage'
import { CONTAINER, SECTION_Y } from '@/components/ui/layout'
import type { AboutContent } from '@/lib/cms/types'

import { withFallback } from './images'

/** Story: two paragraphs and an image. */
export function Story({ about }: { about: AboutContent }) {
  const t = useTranslations('About.story')
  return (
    <section aria-labelledby="story-title" className={`bg-charcoal ${SECTION_Y}`}>
      <div className={`${CONTAINER} grid gap-12 lg:grid-cols-12 lg:gap-10`}>
        <div className="lg:col-span-5">
          <Eyebrow>{about.story_subtitle}</Eyebrow>
          <h2 id="story-title" className="mt-6 font-display text-[2.5rem] leading-[1.08] font-light md:text-[3.5rem]">
            <MultilineText text={about.story_title} />
          </h2>
          <p className="mt-8 font-display text-2xl leading-snug text-gold italic">{about.story_description}</p>
          <div className="mt-8 space-y-6 text-base leading-relaxed text-mist md:text-[1.0625rem]">
            <p>{about.story_paragraph_1}</p>
            <p>{about.story_paragraph_2}</p>
          </div>
        </div>
        <Reveal effect="fade-left" className="lg:col-span-6 lg:col-start-7">
          <figure className="border border-gold/20 bg-black p-3 md:p-5">
            <div className="relative aspect-[4/3] overflow-hidden">
              <CoverImage
                src={withFallback(about.story_image)}
                alt={about.story_image_alt || t('alt')}
                focus={about.focus.story_image}
                sizes="(min-width: 1024px) 48vw, 100vw"
              />
            </div>
            <figcaption className="mt-4 flex items-center justify-between text-[0.6875rem] tracking-[0.2em] text-mist uppercase">
              <span>{t('place')}</span>
              <span className="text-gold">{t('established')}</span>
            </figcaption>
          </figure>
        </Reveal>
      </div>
    </section>
  )
}
