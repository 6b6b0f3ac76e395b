import { imageData } from '@/components/ui/image-data'
import type { HeroVariant, HomeContent, HomepageHero } from '@/lib/cms/types'

import { DESKTOP_HERO_SIZES, heroActions, heroModels, SWAP_CARD_SIZES, type HeroSlide } from './hero'
import { MobileHero } from './MobileHero'
import { SwapHero } from './SwapHero.client'
import { TabsHero } from './TabsHero.client'

/** Desktop hero per settings.hero_variant ("swap" by default, or the earlier "tabs"), phone hero below lg. */
export function HomeHero({ hero, home, variant }: { hero: HomepageHero; home: HomeContent; variant: HeroVariant }) {
  const models = heroModels(hero).map(
    (m): HeroSlide => ({ ...m, picture: imageData(m.image, DESKTOP_HERO_SIZES), thumb: imageData(m.image, SWAP_CARD_SIZES) }),
  ) as [HeroSlide, HeroSlide]
  const actions = heroActions(home)
  return (
    <section aria-label="WAMA yachts" className="relative">
      <div className="hidden lg:block">{variant === 'tabs' ? <TabsHero models={models} actions={actions} /> : <SwapHero models={models} actions={actions} />}</div>
      <MobileHero home={home} />
    </section>
  )
}
