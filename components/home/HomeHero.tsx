import { useTranslations } from 'next-intl'
import { preload } from 'react-dom'

import { imageData } from '@/components/ui/image-data'
import { MediaImg } from '@/components/ui/MediaImg'
import type { HeroVariant, HomeContent, HomepageHero } from '@/lib/cms/types'

import {
  DESKTOP_HERO_MEDIA,
  DESKTOP_HERO_SIZES,
  heroActions,
  heroModels,
  SWAP_CARD_SIZES,
  type HeroModel,
  type HeroSlide,
  type HeroWording,
} from './hero'
import { MobileHero } from './MobileHero'
import { SwapHero } from './SwapHero.client'
import { TabsHero } from './TabsHero.client'

/** Desktop hero per settings.hero_variant ("swap" by default, or the earlier "tabs"), phone hero below lg. */
export function HomeHero({ hero, home, variant }: { hero: HomepageHero; home: HomeContent; variant: HeroVariant }) {
  const t = useTranslations('Home.hero')
  const words: HeroWording = {
    catamarans: t('catamarans'),
    monohulls: t('monohulls'),
    wama42Alt: t('wama42Alt'),
    wama26Alt: t('wama26Alt'),
    discoverMore: t('discoverMore'),
    bookConsultation: t('bookConsultation'),
    explore: t('explore'),
    chooseModel: t('chooseModel'),
  }
  const slide = (m: HeroModel, i: number): HeroSlide => {
    const picture = imageData(m.image, DESKTOP_HERO_SIZES, m.focus)
    // The first model is the desktop LCP: preloaded from <head> and fetched at once, only on a desktop.
    if (i === 0) {
      preload(picture.src, {
        as: 'image',
        imageSrcSet: picture.srcSet,
        imageSizes: picture.sizes,
        fetchPriority: 'high',
        media: DESKTOP_HERO_MEDIA,
      })
    }
    return {
      ...m,
      switchLabel: t('switchTo', { name: m.name }),
      showLabel: t('show', { name: m.name, title: m.title }),
      picture: (
        <MediaImg
          {...picture}
          {...(i === 0 ? { loading: 'eager', fetchPriority: 'high' } : {})}
          media={DESKTOP_HERO_MEDIA}
          alt={m.alt}
          className="object-cover"
        />
      ),
      thumb: (
        <img
          {...imageData(m.image, SWAP_CARD_SIZES, m.focus)}
          alt=""
          className="object-cover transition-transform duration-[1200ms] ease-out-soft group-hover:scale-105"
        />
      ),
    }
  }
  const [first, second] = heroModels(hero, words)
  const models: [HeroSlide, HeroSlide] = [slide(first, 0), slide(second, 1)]
  const actions = heroActions(home, words)
  return (
    <section aria-label={t('label')} className="relative">
      <div className="hidden lg:block">
        {variant === 'tabs' ? (
          <TabsHero models={models} actions={actions} />
        ) : (
          <SwapHero models={models} actions={actions} />
        )}
      </div>
      <MobileHero home={home} />
    </section>
  )
}
