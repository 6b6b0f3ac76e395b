import type { Field, GlobalConfig } from 'payload'

import { section } from '../access'
import { image, text, textarea } from '../fields'
import { draftedGlobal } from '../publishing'
import { TAGS } from '../tags'
import { translatable } from '../localize'

const ORDINAL = { 1: 'first', 2: 'second', 3: 'third' } as const

const feature = (n: 1 | 2 | 3): Field[] => [
  text(`feature_${n}_title`, `Heading of commitment 0${n} in the Three Commitments section of /about`),
  textarea(
    `feature_${n}_description`,
    `Text under the heading of commitment 0${n} in the Three Commitments section of /about`,
  ),
  text(`feature_${n}_highlights`, `Comma-separated; each item is a line of the list under commitment 0${n} on /about`),
  image(`feature_${n}_image`, {
    description: `Picture beside commitment 0${n} in the Three Commitments section of /about`,
  }),
  text(`feature_${n}_image_alt`, `Describes the picture of commitment 0${n} for visitors who can't see it`),
]
const card = (n: 1 | 2 | 3): Field[] => [
  text(
    `philosophy_card_${n}_title`,
    `Heading of the ${ORDINAL[n]} numbered card in the light Philosophy section of /about`,
  ),
  textarea(
    `philosophy_card_${n}_description`,
    `Text of the ${ORDINAL[n]} numbered card in the Philosophy section of /about`,
  ),
]

export const AboutContent: GlobalConfig = {
  slug: 'about',
  label: 'About page',
  admin: { ...section('Site'), description: 'The About page (/about), top to bottom.' },
  ...draftedGlobal(TAGS.about),
  fields: translatable([
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Hero',
          fields: [
            image('hero_image_1', { description: 'Left of the two pictures filling the top of /about' }),
            image('hero_image_2', { description: 'Right of the two pictures filling the top of /about' }),
            text('hero_pretitle', 'Small gold line above the big heading at the top of /about'),
            textarea(
              'hero_title',
              'The big heading over the pictures at the top of /about; new lines become line breaks',
            ),
            textarea('hero_subtitle', 'Paragraph under the big heading at the top of /about'),
            text('hero_scroll_text', 'Small word at the foot of the first screen of /about that scrolls down'),
          ],
        },
        {
          label: 'Philosophy',
          fields: [
            text(
              'philosophy_statement_subtitle',
              'Small line above the heading of the light Philosophy section of /about',
            ),
            textarea(
              'philosophy_statement_title',
              'Heading of the light Philosophy section of /about; new lines become line breaks',
            ),
            textarea(
              'philosophy_statement_quote',
              'Italic quote under the three numbered cards of the Philosophy section of /about',
            ),
            ...card(1),
            ...card(2),
            ...card(3),
          ],
        },
        {
          label: 'Story',
          fields: [
            text('story_subtitle', 'Small gold line above the heading of the Story section of /about'),
            textarea('story_title', 'Heading of the Story section of /about; new lines become line breaks'),
            textarea('story_description', 'Gold italic sentence under the Story heading on /about'),
            textarea('story_paragraph_1', 'First paragraph of the Story section of /about'),
            textarea('story_paragraph_2', 'Second paragraph of the Story section of /about'),
            image('story_image', { description: 'Framed picture beside the Story text on /about' }),
            text('story_image_alt', "Describes the Story picture for visitors who can't see it"),
          ],
        },
        {
          label: 'Difference',
          fields: [
            text(
              'difference_subtitle',
              'Heading of the Three Commitments section of /about, under its small gold line',
            ),
            textarea(
              'difference_description',
              'Paragraph beside the heading of the Three Commitments section of /about',
            ),
            textarea('difference_closing_quote', 'Italic quote closing the Three Commitments section of /about'),
            ...feature(1),
            ...feature(2),
            ...feature(3),
          ],
        },
      ],
    },
  ]),
}
