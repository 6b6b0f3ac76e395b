import { useTranslations } from 'next-intl'

import { SectionTitle } from '@/components/ui/SectionTitle'
import { MultilineText } from '@/components/ui/MultilineText'
import { Reveal } from '@/components/ui/Reveal.client'
import { CoverImage } from '@/components/ui/StaticImage'
import { CONTAINER, SECTION_Y } from '@/components/ui/layout'
import { MarkedList } from '@/components/ui/MarkedList'
import type { AboutContent } from '@/lib/cms/types'

import { withFallback } from './images'
import { StatementQuote } from './StatementQuote'
import { splitHighlights } from './load'

/** Three numbered features with comma-separated highlights, then a closing quote. */
export function Difference({ about }: { about: AboutContent }) {
  const t = useTranslations('About.difference')
  const features = ([1, 2, 3] as const).map((n) => ({
    title: about[`feature_${n}_title`],
    description: about[`feature_${n}_description`],
    highlights: splitHighlights(about[`feature_${n}_highlights`]),
    image: withFallback(about[`feature_${n}_image`]),
    focus: about.focus[`feature_${n}_image`],
    alt: about[`feature_${n}_image_alt`] || about[`feature_${n}_title`],
  }))
  return (
    <section aria-labelledby="difference-title" className={`bg-black ${SECTION_Y}`}>
      <div className={CONTAINER}>
        <div className="grid gap-8 lg:grid-cols-12 lg:items-end print:break-inside-avoid">
          <div className="lg:col-span-6">
            <SectionTitle id="difference-title" eyebrow={t('eyebrow')}>
              {about.difference_subtitle}
            </SectionTitle>
          </div>
          <p className="text-base leading-relaxed text-mist md:text-lg lg:col-span-5 lg:col-start-8">
            {about.difference_description}
          </p>
        </div>

        <ol className="mt-16 space-y-20 md:mt-24 md:space-y-32 print:mt-10 print:space-y-10">
          {features.map((f, i) => (
            <li
              key={i}
              className="grid items-center gap-8 md:grid-cols-12 md:gap-12 print:flex print:items-start print:gap-8"
            >
              <Reveal
                effect={i % 2 ? 'fade-left' : 'fade-right'}
                className={`relative aspect-[5/3] overflow-hidden border border-gold/15 md:col-span-6 print:w-2/5 print:shrink-0 ${i % 2 ? 'md:order-2 md:col-start-7' : ''}`}
              >
                <CoverImage src={f.image} alt={f.alt} focus={f.focus} sizes="(min-width: 768px) 50vw, 100vw" />
              </Reveal>
              <Reveal
                delay={120}
                className={`md:col-span-5 print:flex-1 ${i % 2 ? 'md:order-1 md:col-start-1' : 'md:col-start-8'}`}
              >
                <p
                  aria-hidden="true"
                  className="font-display text-7xl leading-none font-light text-gold/80 md:text-8xl print:text-5xl"
                >
                  {String(i + 1).padStart(2, '0')}
                </p>
                <h3 className="mt-6 font-display text-4xl leading-tight font-light print:mt-3 print:text-2xl">
                  <MultilineText text={f.title} />
                </h3>
                <p className="mt-5 text-base leading-relaxed text-mist">{f.description}</p>
                {f.highlights.length > 0 && (
                  <MarkedList
                    items={f.highlights}
                    mark="lozenge"
                    className="mt-8 border-t border-gold/20 print:mt-4"
                    itemClassName="gap-4 border-b border-gold/20 py-3 text-sm text-bone/90 print:py-1.5"
                  />
                )}
              </Reveal>
            </li>
          ))}
        </ol>

        <figure className="mx-auto mt-24 max-w-4xl text-center md:mt-36">
          <span aria-hidden="true" className="mx-auto block h-16 w-px bg-gold/60" />
          <StatementQuote text={about.difference_closing_quote} className="mt-10" />
        </figure>
      </div>
    </section>
  )
}
