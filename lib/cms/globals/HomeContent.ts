import type { Field, GlobalConfig } from 'payload'

import { section } from '../access'
import { image, text, textarea, texts } from '../fields'
import { revalidateGlobal } from '../hooks/revalidate'
import { draftedGlobal } from '../publishing'
import { TAGS } from '../tags'

const card = (prefix: string, withDescription: boolean): Field[] => [
  image(`${prefix}_image`),
  ...texts([`${prefix}_alt`, `${prefix}_label`, `${prefix}_title`]),
  ...(withDescription ? [textarea(`${prefix}_description`)] : []),
  text(`${prefix}_cta`),
]

export const HomeContent: GlobalConfig = {
  slug: 'home-content',
  label: 'Home content',
  admin: { ...section('Site'), description: 'Everything on the home page below the hero: quotes, expertise, contact.' },
  ...draftedGlobal,
  hooks: { afterChange: [revalidateGlobal(TAGS.homeContent)] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Hero',
          fields: [
            ...texts([
              'hero_pretitle',
              'hero_cta_primary_url',
              'hero_cta_primary_text',
              'hero_cta_secondary_text',
              'hero_scroll_text',
            ]),
            ...card('hero_mobile_monohull', false),
            ...card('hero_mobile_catamaran', false),
          ],
        },
        {
          label: 'Categories',
          fields: [
            text('category_pretitle'),
            text('category_title'),
            textarea('category_description'),
            ...card('category_monohull', true),
            ...card('category_catamaran', true),
          ],
        },
        {
          label: 'Quotes',
          fields: [
            textarea('quote1_text'),
            text('quote1_author'),
            text('quote1_position'),
            image('quote1_image'),
            textarea('quote2_text'),
            text('quote2_position'),
            image('quote2_image'),
            text('quote2_cta_url'),
            text('quote2_cta_text'),
          ],
        },
        {
          label: 'Expertise',
          fields: [text('expertise_subtitle'), text('expertise_title'), textarea('expertise_description')],
        },
        {
          label: 'Contact',
          fields: [
            text('contact_subtitle'),
            text('contact_title'),
            textarea('contact_description'),
            image('contact_background_image'),
            ...texts([
              'contact_submit_button_text',
              'contact_sidebar_title',
              'contact_consultation_button_text',
              'contact_email_label',
              'contact_email',
              'contact_location_label',
              'contact_location',
            ]),
          ],
        },
      ],
    },
  ],
}
