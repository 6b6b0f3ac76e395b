import { CoverImage } from '@/components/ui/StaticImage'

import { ScrollCue } from '@/components/home/ScrollCue.client'
import { Eyebrow } from '@/components/ui/Eyebrow'
import { MultilineText } from '@/components/ui/MultilineText'
import type { AboutContent } from '@/lib/cms/types'

import { withFallback } from './images'

/** Split hero: two images, pretitle, title, subtitle and a scroll hint. */
export function AboutHero({ about }: { about: AboutContent }) {
  return (
    <section
      aria-labelledby="about-title"
      className="relative isolate flex h-svh min-h-[40rem] flex-col justify-end overflow-hidden bg-black print:h-auto print:min-h-0"
    >
      <div className="absolute inset-0 -z-10 grid grid-cols-2 gap-px bg-gold/30 print:hidden">
        {[about.hero_image_1, about.hero_image_2].map((src, i) => (
          <div key={i} className="relative overflow-hidden bg-black">
            <CoverImage
              src={withFallback(src)}
              alt=""
              focus={src ? about.focus[`hero_image_${i + 1}`] : undefined}
              sizes="50vw"
              loading="eager"
              fetchPriority={i === 0 ? 'high' : 'auto'}
            />
          </div>
        ))}
      </div>
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-t from-black via-black/50 to-black/30 print:hidden"
      />
      <div className="mx-auto w-full max-w-5xl px-6 pb-36 text-center sm:px-10 md:pb-44 print:pb-10">
        <Eyebrow className="animate-rise-in justify-center">{about.hero_pretitle}</Eyebrow>
        <h1
          id="about-title"
          className="mt-8 animate-rise-in font-display text-[2.9rem] leading-[1.02] font-light [animation-delay:100ms] sm:text-7xl lg:text-[6.5rem]"
        >
          <MultilineText text={about.hero_title} />
        </h1>
        <p className="mx-auto mt-8 max-w-2xl animate-rise-in text-base leading-relaxed text-bone/80 [animation-delay:200ms] md:text-lg">
          {about.hero_subtitle}
        </p>
      </div>
      <ScrollCue text={about.hero_scroll_text} />
    </section>
  )
}
