import { useTranslations } from 'next-intl'

import { ArrowRight } from '@/components/ui/Icons'
import { Reveal } from '@/components/ui/Reveal.client'
import { CoverImage } from '@/components/ui/StaticImage'
import { Backdrop } from '@/components/ui/Backdrop'
import { CONTAINER } from '@/components/ui/layout'
import type { HomeContent } from '@/lib/cms/types'
import { Link } from '@/components/ui/Link'

/** First quote: quote, author and position over a full-bleed image. */
export function QuoteOne({ home }: { home: HomeContent }) {
  const t = useTranslations('Home.quotes')
  return (
    <section aria-label={t('founder')} className="relative isolate overflow-hidden bg-black">
      <Backdrop
        src={home.quote1_image}
        focus={home.focus.quote1_image}
        dim="opacity-45"
        shade="bg-gradient-to-b from-black/70 via-black/40 to-black/80"
      />
      <figure
        className={`${CONTAINER} flex min-h-[34rem] flex-col items-center justify-center py-24 text-center md:min-h-[44rem] md:py-36 print:min-h-0 print:py-6`}
      >
        <span aria-hidden="true" className="font-display text-7xl leading-none text-gold md:text-8xl print:text-5xl">
          “
        </span>
        <Reveal
          as="blockquote"
          className="mt-2 max-w-4xl font-display text-[1.75rem] leading-[1.3] font-light italic md:text-5xl md:leading-[1.2]"
        >
          <p>{home.quote1_text}</p>
        </Reveal>
        <figcaption className="mt-10 flex flex-col items-center gap-2 print:mt-6">
          <span aria-hidden="true" className="mb-4 h-10 w-px bg-gold/60" />
          <span className="text-sm font-medium tracking-[0.25em] text-bone uppercase">{home.quote1_author}</span>
          <span className="text-sm text-mist">{home.quote1_position}</span>
        </figcaption>
      </figure>
    </section>
  )
}

/** Second quote: quote, position and a link (default /about/, "Discover Our Story"). */
export function QuoteTwo({ home }: { home: HomeContent }) {
  const t = useTranslations('Home.quotes')
  return (
    <section aria-label={t('approach')} className="bg-charcoal">
      <div className="grid lg:grid-cols-2 print:grid-cols-2 print:items-center">
        <div className="relative aspect-[4/3] lg:aspect-auto lg:min-h-[40rem]">
          <CoverImage
            src={home.quote2_image}
            alt=""
            focus={home.focus.quote2_image}
            sizes="(min-width: 1024px) 50vw, 100vw"
          />
        </div>
        <div className="flex flex-col justify-center px-6 py-16 sm:px-10 md:py-24 lg:px-16 xl:px-24 print:py-6">
          <figure className="flex flex-col">
            <span aria-hidden="true" className="h-px w-16 bg-gold" />
            <Reveal
              as="blockquote"
              className="mt-10 font-display text-[2rem] leading-[1.2] font-light md:text-5xl print:mt-4"
            >
              <p>{home.quote2_text}</p>
            </Reveal>
            <figcaption className="mt-8 text-sm tracking-[0.2em] text-mist uppercase">
              {home.quote2_position}
            </figcaption>
          </figure>
          <div className="mt-12 print:mt-4">
            <Link
              href={home.quote2_cta_url || '/about/'}
              className="group inline-flex min-h-11 items-center gap-4 border-b border-gold/50 pb-1 text-xs font-medium tracking-[0.25em] text-bone uppercase transition-colors hover:border-gold hover:text-gold"
            >
              {home.quote2_cta_text || t('discoverStory')}
              <ArrowRight className="size-4 transition-transform duration-500 group-hover:translate-x-1" />
            </Link>
          </div>
        </div>
      </div>
    </section>
  )
}
