import type { GlobalConfig } from 'payload'

import { anyone, isAdmin } from '../access'
import { image, text, textarea } from '../fields'
import { revalidateGlobal } from '../hooks/revalidate'
import { TAGS } from '../tags'

export const HomepageHero: GlobalConfig = {
  slug: 'homepage',
  label: 'Homepage hero',
  access: { read: anyone, update: isAdmin },
  hooks: { afterChange: [revalidateGlobal(TAGS.homepageHero)] },
  fields: [
    text('hero_wama42_title'),
    textarea('hero_wama42_description'),
    image('hero_wama42_image'),
    text('hero_wama26_title'),
    textarea('hero_wama26_description'),
    image('hero_wama26_image'),
  ],
}
