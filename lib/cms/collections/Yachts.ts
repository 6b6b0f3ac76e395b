import type { CollectionConfig } from 'payload'

import { section } from '../access'
import { ORIGINALS } from '../editions'
import { displayOrder, image, slugField, text, textarea } from '../fields'
import { yachtTags } from '../hooks/revalidate'
import { previewPath } from '../preview'
import { routedContent } from '../publishing'
import { richText } from '../rich-text'
import { translatable } from '../localize'
import { validConfiguration } from '../configuration-field'
import { CATALOGUE_MODEL } from '../contract'
import { configurationCode } from '@/lib/yachts/catalogue-prices'

/** `display_order` with the hint of the list it orders. */
const order = (description: string) => ({ ...displayOrder, admin: { description } })

export const Yachts: CollectionConfig = {
  slug: 'yachts',
  labels: { singular: 'Yacht', plural: 'Yachts' },
  admin: {
    ...section('Fleet'),
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'price', 'featured_on_homepage', '_status'],
    preview: (doc, { locale }) => previewPath('yachts', doc, locale),
  },
  ...routedContent('yachts', yachtTags),
  fields: translatable(
    [
      {
        type: 'tabs',
        tabs: [
          {
            label: 'Overview',
            fields: [
              {
                name: 'name',
                type: 'text',
                required: true,
                admin: {
                  description:
                    'Big title over the picture at the top of the yacht page; also on its entry in /collection',
                },
              },
              text(
                'tagline',
                'Italic line under the yacht page title; gold line on its /collection entry; under its name in the home page Specifications',
              ),
              text(
                'type',
                'Kind of boat, e.g. "Power Catamaran": beside the name in the home page Fleet and Specifications',
              ),
              textarea('summary', 'A few sentences about the yacht in the home page Fleet section, beside its picture'),
              richText(
                'description',
                'Introduction in the Overview section, just below the big picture at the top of the yacht page',
              ),
              {
                name: 'price',
                type: 'number',
                min: 0,
                admin: {
                  condition: (data) => data?.slug !== CATALOGUE_MODEL,
                  description:
                    'Starting price in euros in the yacht page Overview and on /collection; leave empty to show N/A',
                },
              },
              text(
                'construction',
                'Small gold line above the title at the top of the yacht page; also in Overview and /collection',
              ),
              image('hero_image', {
                description:
                  'Full-screen picture at the top of the yacht page; also its picture in /collection. Its alt text is the picture’s own',
              }),
              {
                name: 'hero_video',
                type: 'upload',
                relationTo: 'media',
                filterOptions: ORIGINALS,
                admin: {
                  description: 'Optional silent looping film over the top picture of the yacht page (MP4 or WebM)',
                },
              },
              {
                name: 'booklet',
                type: 'upload',
                relationTo: 'documents',
                filterOptions: ORIGINALS,
                admin: { description: 'Brochure PDF a visitor gets after the "Get Brochure" form on the yacht page' },
              },
              {
                name: 'specification_sheet',
                type: 'upload',
                relationTo: 'documents',
                filterOptions: ORIGINALS,
                admin: {
                  description: 'PDF of the "Download Complete Specifications" link in the yacht page Specifications',
                },
              },
              text('quote', 'Large italic quote at the end of the Overview section of the yacht page'),
              text('quote_author', 'Name in gold under that quote in the Overview section of the yacht page'),
            ],
          },
          {
            label: 'Specifications',
            fields: [
              {
                name: 'specs',
                type: 'group',
                admin: {
                  description:
                    'Figures of the Specifications section of the yacht page: Dimensions, Capacity, Performance, Accommodation',
                },
                fields: [
                  text(
                    'length',
                    'Length row of the yacht page Specifications; also in its Overview and on /collection',
                  ),
                  text('beam', 'Beam row of the yacht page Specifications and of the comparison table on /collection'),
                  text(
                    'draft',
                    'Draft row of the yacht page Specifications and of the comparison table on /collection',
                  ),
                  text('displacement', 'Displacement row of the Dimensions table in the yacht page Specifications'),
                  text('fuel_capacity', 'Fuel Capacity row of the Capacity table in the yacht page Specifications'),
                  text('water_capacity', 'Water Capacity row of the Capacity table in the yacht page Specifications'),
                  text(
                    'max_speed',
                    'Max Speed row of the yacht page Specifications; also in its Overview and on /collection',
                  ),
                  text(
                    'cruising_speed',
                    'Cruising Speed row of the yacht page Specifications and the /collection comparison',
                  ),
                  text(
                    'cabins',
                    'Cabins row of the yacht page Specifications and of the comparison table on /collection',
                  ),
                  text('bathrooms', 'Bathrooms row of the Accommodation table in the yacht page Specifications'),
                  text('sleeps', 'Sleeps row of the yacht page Specifications; shown as Guests on /collection'),
                ],
              },
              {
                name: 'features',
                type: 'array',
                admin: {
                  description: 'Numbered points under the four figures in the Overview section of the yacht page',
                },
                fields: [
                  {
                    name: 'name',
                    type: 'text',
                    required: true,
                    admin: { description: 'Heading of the numbered point in the Overview section of the yacht page' },
                  },
                  textarea('description', 'Short text under that heading in the Overview section of the yacht page'),
                  order('Position among the numbered points of the Overview; lower numbers come first'),
                ],
              },
            ],
          },
          {
            label: 'Gallery',
            fields: [
              {
                name: 'gallery',
                type: 'array',
                admin: {
                  description:
                    'Pictures of the Gallery section of the yacht page, under its Exterior and Interior tabs',
                },
                fields: [
                  {
                    name: 'gallery_type',
                    type: 'select',
                    required: true,
                    defaultValue: 'exterior',
                    options: [
                      { label: 'Exterior', value: 'exterior' },
                      { label: 'Interior', value: 'interior' },
                    ],
                    admin: { description: 'The tab of the yacht page Gallery the picture appears under' },
                  },
                  order('Position in its Gallery tab on the yacht page; lower numbers come first'),
                  image('image', {
                    required: true,
                    description:
                      'Picture in the yacht page Gallery, described by its own alt text; the last exterior one also sits beside the Surf Edition',
                  }),
                ],
              },
            ],
          },
          {
            label: 'Story',
            fields: [
              text('customization_title', 'Big heading of the light Customization section of the yacht page'),
              text(
                'customization_subtitle',
                'Small line above the heading of the Customization section of the yacht page',
              ),
              textarea('customization_description', 'Main paragraph of the Customization section of the yacht page'),
              textarea(
                'customization_philosophy',
                'Text under "Our Philosophy" in the Customization section of the yacht page',
              ),
              text(
                'customization_quote',
                'Large italic quote at the right of the Customization section of the yacht page',
              ),
              text(
                'surf_title',
                'Heading of the dark Surf Edition box in the Customization section; empty hides the box',
              ),
              textarea('surf_description', 'Paragraph under that heading in the Surf Edition box of the yacht page'),
              textarea('surf_vision', 'Italic closing line of the Surf Edition box of the yacht page'),
              text('exterior_title', 'Small gold line above the heading of the Exterior section of the yacht page'),
              text('exterior_subtitle', 'Big heading of the Exterior section of the yacht page'),
              richText(
                'exterior_description',
                'Text of the Exterior section of the yacht page; each bullet-list item shows as a feature line',
              ),
              image('exterior_image', {
                description:
                  'Large picture beside the Exterior section of the yacht page; also its picture in the home page Fleet',
              }),
              text('interior_title', 'Big heading of the Interior section of the yacht page'),
              textarea('interior_description', 'First paragraph of the Interior section of the yacht page'),
              textarea(
                'interior_outboard_advantage',
                'Text under "The Outboard Advantage" in the Interior section of the yacht page',
              ),
              textarea('interior_philosophy', 'Italic closing line of the Interior section of the yacht page'),
              image('interior_image', { description: 'Large picture beside the Interior section of the yacht page' }),
            ],
          },
          {
            label: 'Varieties & deck plans',
            fields: [
              {
                name: 'varieties',
                type: 'array',
                admin: {
                  description:
                    'Versions in the "Choose Your …" section of the yacht page, shown when Site settings allow it',
                },
                fields: [
                  {
                    name: 'key',
                    type: 'text',
                    required: true,
                    admin: {
                      description:
                        'Not shown: sport, luxury or standard, the version the "What matters most" answers pick',
                    },
                  },
                  {
                    name: 'name',
                    type: 'text',
                    required: true,
                    admin: {
                      description: 'Name in the list of versions and heading of the chosen one in "Choose Your …"',
                    },
                  },
                  {
                    name: 'configuration',
                    type: 'text',
                    hooks: {
                      beforeValidate: [({ value }) => (typeof value === 'string' ? configurationCode(value) : value)],
                    },
                    validate: validConfiguration,
                    admin: {
                      description:
                        'Configurator link of this version (build it, press Share, paste): its price is then the configurator total',
                    },
                  },
                  {
                    name: 'price',
                    type: 'number',
                    min: 0,
                    admin: {
                      condition: (_, sibling) => !sibling?.configuration,
                      description: 'Price in euros beside the version in "Choose Your …"; leave empty to show N/A',
                    },
                  },
                  textarea('description', 'Text under the version heading when it is chosen in "Choose Your …"'),
                  {
                    name: 'key_features',
                    type: 'array',
                    admin: { description: 'List under the chosen version text in "Choose Your …" on the yacht page' },
                    fields: [
                      {
                        name: 'feature',
                        type: 'text',
                        required: true,
                        admin: { description: 'One line of that list under the chosen version' },
                      },
                    ],
                  },
                  text('recommendation', 'Italic line at the end of the chosen version in "Choose Your …"'),
                  image('image', { description: 'Picture above the chosen version heading in "Choose Your …"' }),
                  order('Position in the list of versions; the first one is shown chosen'),
                ],
              },
              {
                name: 'deck_plans',
                type: 'array',
                admin: { description: 'Drawings of the Deck Plans section near the end of the yacht page' },
                fields: [
                  {
                    name: 'title',
                    type: 'text',
                    required: true,
                    admin: { description: 'Heading under the drawing in the Deck Plans section of the yacht page' },
                  },
                  image('image', { description: 'The drawing shown in the Deck Plans section of the yacht page' }),
                  {
                    name: 'file',
                    type: 'upload',
                    relationTo: 'documents',
                    filterOptions: ORIGINALS,
                    admin: { description: 'PDF of the Download link under the drawing in the Deck Plans section' },
                  },
                  text('download_url', 'Or a web address for that Download link, used when no PDF is chosen'),
                  text('label', 'Small grey line under the drawing heading in the Deck Plans section, e.g. Main deck'),
                  order('Position in the Deck Plans section of the yacht page; lower numbers come first'),
                ],
              },
            ],
          },
        ],
      },
      slugField('Address of the yacht page, /yachts/<this>: lower-case words joined by dashes', undefined, 'name'),
      {
        name: 'featured_on_homepage',
        type: 'checkbox',
        defaultValue: false,
        admin: {
          position: 'sidebar',
          description:
            'Listed, by price, in the home page Fleet and Specifications sections: type, summary, figures, features, price, pictures',
        },
      },
    ],
    ['configuration'],
  ),
}
