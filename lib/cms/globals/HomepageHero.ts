import type { GlobalConfig } from 'payload'

import { section } from '../access'
import { image, text, textarea } from '../fields'
import { revalidateGlobal } from '../hooks/revalidate'
import { draftedGlobal } from '../publishing'
import { TAGS } from '../tags'

export const HomepageHero: GlobalConfig = {
  slug: 'homepage',
  label: 'Homepage hero',
  admin: { ...section('Site'), description: 'The first screen of the home page: the two models side by side.' },
  ...draftedGlobal,
  hooks: { afterChange: [revalidateGlobal(TAGS.homepageHero)] },
  fields: [
    text('hero_wama42_title', 'Large heading of the catamaran side (left on a desktop)'),
    textarea('hero_wama42_description', 'The line under it'),
    image('hero_wama42_image', { description: 'Full-height picture behind it' }),
    text('hero_wama26_title', 'Large heading of the monohull side (right on a desktop)'),
    textarea('hero_wama26_description', 'The line under it'),
    image('hero_wama26_image', { description: 'Full-height picture behind it' }),
  ],
}
