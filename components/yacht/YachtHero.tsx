import { useTranslations } from 'next-intl'

import { CoverImage } from '@/components/ui/StaticImage'

import { ConsultationTrigger } from '@/components/dialogs/ConsultationDialog.client'
import { buttonClasses } from '@/components/ui/Button'
import { CONTAINER } from '@/components/ui/layout'
import { Eyebrow } from '@/components/ui/Eyebrow'
import type { Yacht } from '@/lib/cms/types'

import { ConfigureButton } from './ConfigureButton.client'
import { HeroVideo } from './HeroVideo.client'

interface YachtHeroProps {
  yacht: Yacht
  configureHref: string | null
  otherConfiguratorHref: string | null
}

/** Full-viewport hero: the model's image (its LCP, loaded with priority), the optional video, title and two actions. */
export function YachtHero({ yacht, configureHref, otherConfiguratorHref }: YachtHeroProps) {
  const t = useTranslations('Yacht.hero')
  return (
    <section
      aria-labelledby="yacht-title"
      className="relative isolate flex min-h-[100svh] items-end overflow-hidden bg-black print:min-h-0 print:flex-col print:items-stretch"
    >
      <CoverImage
        src={yacht.hero_image}
        alt={yacht.hero_image_alt || yacht.name}
        focus={yacht.focus.hero_image}
        // Next 16: `preload` replaces the deprecated `priority`; the hero is the page's LCP.
        preload
        fetchPriority="high"
        sizes="100vw"
        // On paper the picture stands above the title instead of behind it.
        className="-z-20 print:static! print:h-[80mm]! print:order-first"
      />
      {yacht.hero_video && (
        <div className="absolute inset-0 -z-10 print:hidden">
          <HeroVideo src={yacht.hero_video} poster={yacht.hero_image} />
        </div>
      )}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 print:hidden bg-[linear-gradient(to_top,rgba(11,11,12,0.92)_0%,rgba(11,11,12,0.55)_38%,rgba(11,11,12,0.05)_70%,rgba(11,11,12,0.35)_100%)]"
      />

      <div className={`${CONTAINER} pt-40 pb-24 md:pb-28 print:pt-8 print:pb-10`}>
        <Eyebrow>{yacht.construction || t('fallbackEyebrow')}</Eyebrow>
        <h1
          id="yacht-title"
          className="mt-6 font-display text-[4.5rem] leading-[0.9] font-light tracking-tight text-bone sm:text-8xl xl:text-[10rem]"
        >
          {yacht.name}
        </h1>
        {yacht.tagline && (
          <p className="mt-6 max-w-xl font-display text-2xl text-bone/85 italic md:text-3xl">{yacht.tagline}</p>
        )}
        <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:gap-4 print:hidden">
          <ConfigureButton
            yachtName={yacht.name}
            configureHref={configureHref}
            otherConfiguratorHref={otherConfiguratorHref}
            className="w-full sm:w-auto"
          />
          <ConsultationTrigger
            className={buttonClasses({ variant: 'outline', size: 'lg', className: 'w-full sm:w-auto' })}
          >
            {t('bookConsultation')}
          </ConsultationTrigger>
        </div>
      </div>

      <a
        href="#overview"
        className="absolute right-16 bottom-8 hidden items-center gap-3 label-caps text-mist transition-colors hover:text-gold md:flex print:hidden"
      >
        {t('explore')}
        <span aria-hidden="true" className="block h-10 w-px bg-gold/60" />
      </a>
    </section>
  )
}
