import type { GlobalConfig } from 'payload'

import { section } from '../access'
import { image, text, textarea } from '../fields'
import { draftedGlobal } from '../publishing'
import { TAGS } from '../tags'
import { translatable } from '../localize'

export const HomepageHero: GlobalConfig = {
  slug: 'homepage',
  label: 'Homepage hero',
  admin: {
    ...section('Site'),
    description:
      'The first screen of the home page: on a computer one model fills it with a card to switch to the other; on a phone the two are stacked.',
  },
  ...draftedGlobal(TAGS.homepageHero),
  fields: translatable([
    text(
      'hero_wama42_title',
      'Big heading when the WAMA 42 shows on the home page first screen (computers); empty: CATAMARANS',
    ),
    textarea('hero_wama42_description', 'Line under the WAMA 42 heading on the home page first screen (computers)'),
    image('hero_wama42_image', {
      description: 'Full-screen WAMA 42 picture on the home page first screen (computers); also on its switch card',
    }),
    text(
      'hero_wama26_title',
      'Big heading when the WAMA 26 shows on the home page first screen (computers); empty: MONOHULLS',
    ),
    textarea('hero_wama26_description', 'Line under the WAMA 26 heading on the home page first screen (computers)'),
    image('hero_wama26_image', {
      description: 'Full-screen WAMA 26 picture on the home page first screen (computers); also on its switch card',
    }),
  ]),
}
