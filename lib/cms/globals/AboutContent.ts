import type { Field, GlobalConfig } from 'payload'

import { section } from '../access'
import { image, text, textarea, texts } from '../fields'
import { revalidateGlobal } from '../hooks/revalidate'
import { draftedGlobal } from '../publishing'
import { TAGS } from '../tags'

const feature = (n: 1 | 2 | 3): Field[] => [
  text(`feature_${n}_title`),
  textarea(`feature_${n}_description`),
  text(`feature_${n}_highlights`, 'Comma-separated'),
  image(`feature_${n}_image`),
  text(`feature_${n}_image_alt`),
]
const card = (n: 1 | 2 | 3): Field[] => [
  text(`philosophy_card_${n}_title`),
  textarea(`philosophy_card_${n}_description`),
]

export const AboutContent: GlobalConfig = {
  slug: 'about',
  label: 'About page',
  admin: { ...section('Site'), description: 'The About page (/about), top to bottom.' },
  ...draftedGlobal,
  hooks: { afterChange: [revalidateGlobal(TAGS.about)] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Hero',
          fields: [
            image('hero_image_1'),
            image('hero_image_2'),
            text('hero_pretitle'),
            textarea('hero_title', 'New lines become line breaks'),
            textarea('hero_subtitle'),
            text('hero_scroll_text'),
          ],
        },
        {
          label: 'Philosophy',
          fields: [
            text('philosophy_statement_subtitle'),
            textarea('philosophy_statement_title'),
            textarea('philosophy_statement_quote'),
            ...card(1),
            ...card(2),
            ...card(3),
          ],
        },
        {
          label: 'Story',
          fields: [
            ...texts(['story_subtitle']),
            textarea('story_title'),
            textarea('story_description'),
            textarea('story_paragraph_1'),
            textarea('story_paragraph_2'),
            image('story_image'),
            text('story_image_alt'),
          ],
        },
        {
          label: 'Difference',
          fields: [
            text('difference_subtitle'),
            textarea('difference_description'),
            textarea('difference_closing_quote'),
            ...feature(1),
            ...feature(2),
            ...feature(3),
          ],
        },
      ],
    },
  ],
}
