import type { ReactNode } from 'react'

import type { HomeContent, HomepageHero } from '@/lib/cms/types'

export interface HeroModel {
  key: 'wama42' | 'wama26'
  /** Tab and card label */
  name: string
  title: string
  description: string
  image: string
  /** CSS object-position of the picture's focal point ('' centres it) */
  focus: string
  alt: string
  href: string
}

/**
 * A model as the desktop heroes show it: its image at full width and as the swap card's thumbnail, both
 * rendered on the server (HomeHero) so the client heroes carry no image code.
 */
export interface HeroSlide extends HeroModel {
  picture: ReactNode
  thumb: ReactNode
  /** The swap card's tooltip and name when it offers this model. */
  switchLabel: string
  showLabel: string
}

/** What either desktop hero shows: the two models and the calls to action. */
export interface HeroProps {
  models: [HeroSlide, HeroSlide]
  actions: HeroActions
}

export const SWAP_CARD_SIZES = '(max-width: 1023px) 8px, 320px'

export interface HeroActions {
  pretitle: string
  primaryHref: string
  primaryText: string
  secondaryText: string
  scrollText: string
  /** The name of the model tabs. */
  chooseModel: string
}

/** The fixed wording of the heroes (Home messages' `hero`): fallbacks of empty CMS fields and labels. */
export interface HeroWording {
  catamarans: string
  monohulls: string
  wama42Alt: string
  wama26Alt: string
  discoverMore: string
  bookConsultation: string
  explore: string
  chooseModel: string
}

/** WAMA 42 first: it is the initial model of both hero variants. */
export function heroModels(hero: HomepageHero, words: HeroWording): [HeroModel, HeroModel] {
  const model = (key: 'wama42' | 'wama26', slug: string, title: string, alt: string): HeroModel => ({
    key,
    name: key === 'wama42' ? 'WAMA 42' : 'WAMA 26',
    title: hero[`hero_${key}_title`] || title,
    description: hero[`hero_${key}_description`],
    image: hero[`hero_${key}_image`],
    focus: hero.focus[`hero_${key}_image`] ?? '',
    alt,
    href: `/yachts/${slug}`,
  })
  return [
    model('wama42', 'wama-42', words.catamarans, words.wama42Alt),
    model('wama26', 'wama-26', words.monohulls, words.wama26Alt),
  ]
}

export function heroActions(home: HomeContent, words: HeroWording): HeroActions {
  return {
    pretitle: home.hero_pretitle,
    primaryHref: home.hero_cta_primary_url || '/collection',
    primaryText: home.hero_cta_primary_text || words.discoverMore,
    secondaryText: home.hero_cta_secondary_text || words.bookConsultation,
    scrollText: home.hero_scroll_text || words.explore,
    chooseModel: words.chooseModel,
  }
}

/** Page scroll as a fraction of the window height, capped at 1. */
export function scrollProgress(scrollY: number, innerHeight: number): number {
  if (!(innerHeight > 0)) return 0
  return Math.min(Math.max(scrollY / innerHeight, 0), 1)
}

/**
 * Desktop and phone heroes are both in the HTML (CSS picks one at Tailwind's lg), and each hero image is
 * fetched only on its own side of that breakpoint (MediaImg): a phone downloads no desktop hero.
 */
export const DESKTOP_HERO_MEDIA = '(min-width: 1024px)'
export const MOBILE_HERO_MEDIA = '(max-width: 1023.98px)'
export const DESKTOP_HERO_SIZES = '100vw'
export const MOBILE_HERO_SIZES = '100vw'
