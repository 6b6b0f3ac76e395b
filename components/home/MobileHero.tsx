import { useTranslations } from 'next-intl'

import { ArrowRight } from '@/components/ui/Icons'
import { CoverImage } from '@/components/ui/StaticImage'
import type { HomeContent } from '@/lib/cms/types'
import { Link } from '@/components/ui/Link'

import { MOBILE_HERO_MEDIA, MOBILE_HERO_SIZES } from './hero'

interface Half {
  href: string
  image: string
  focus?: string
  alt: string
  label: string
  title: string
  cta: string
}

/** Phone hero: two stacked halves, Monohulls → /yachts/wama-26, Catamarans → /yachts/wama-42. */
export function MobileHero({ home }: { home: HomeContent }) {
  const t = useTranslations('Home.hero')
  const halves: Half[] = [
    {
      href: '/yachts/wama-26',
      image: home.hero_mobile_monohull_image,
      focus: home.focus.hero_mobile_monohull_image,
      alt: home.hero_mobile_monohull_alt,
      label: home.hero_mobile_monohull_label || t('mobileMonohulls'),
      title: home.hero_mobile_monohull_title,
      cta: home.hero_mobile_monohull_cta,
    },
    {
      href: '/yachts/wama-42',
      image: home.hero_mobile_catamaran_image,
      focus: home.focus.hero_mobile_catamaran_image,
      alt: home.hero_mobile_catamaran_alt,
      label: home.hero_mobile_catamaran_label || t('mobileCatamarans'),
      title: home.hero_mobile_catamaran_title,
      cta: home.hero_mobile_catamaran_cta,
    },
  ]
  return (
    <div className="flex h-svh min-h-[36rem] flex-col bg-black lg:hidden print:h-auto print:min-h-0">
      <h1 className="sr-only">{t('mobileTitle')}</h1>
      {halves.map((half, i) => (
        // The link's own focus outline would be painted under its picture: a layer over the picture draws it, with a
        // dark band outside the gold line so that one of the two stands out from any part of the picture.
        <Link
          key={half.href}
          href={half.href}
          className={`group relative flex flex-1 items-end overflow-hidden focus-visible:shadow-none focus-visible:outline-none focus-visible:after:absolute focus-visible:after:inset-0 focus-visible:after:outline-solid focus-visible:after:outline-2 focus-visible:after:-outline-offset-4 focus-visible:after:outline-gold-bright focus-visible:after:shadow-[inset_0_0_0_4px_var(--color-black)] focus-visible:after:content-[''] ${i === 0 ? 'pt-16 print:pt-0' : 'border-t border-gold/40'}`}
        >
          <CoverImage
            src={half.image}
            focus={half.focus}
            alt={half.alt}
            sizes={MOBILE_HERO_SIZES}
            media={MOBILE_HERO_MEDIA}
            loading="eager"
            preload={i === 0}
            fetchPriority={i === 0 ? 'high' : 'auto'}
            className="transition-transform duration-[1200ms] ease-out-soft group-hover:scale-105 print:hidden"
          />
          <span
            aria-hidden="true"
            className="absolute inset-0 bg-gradient-to-t from-black/85 via-black/25 to-black/10 print:hidden"
          />
          <span className="relative flex w-full items-end justify-between gap-4 px-6 pb-7 sm:px-10 sm:pb-10 print:pb-3">
            <span>
              <span className="flex items-center gap-3 text-[0.6875rem] font-medium tracking-[0.3em] text-gold uppercase">
                <span aria-hidden="true" className="h-px w-8 bg-gold/70" />
                {half.label}
              </span>
              <span className="mt-3 block font-display text-[3.25rem] leading-none font-light tracking-[0.02em] sm:text-7xl">
                {half.title}
              </span>
              <span className="mt-3 block text-xs tracking-[0.2em] text-bone/80 uppercase">{half.cta}</span>
            </span>
            <span
              aria-hidden="true"
              className="mb-1 flex size-12 shrink-0 items-center justify-center rounded-full border border-bone/40 print:hidden transition-colors group-hover:border-gold group-hover:bg-gold group-hover:text-black"
            >
              <ArrowRight className="size-5" />
            </span>
          </span>
        </Link>
      ))}
    </div>
  )
}
