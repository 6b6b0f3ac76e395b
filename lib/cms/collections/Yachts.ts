import type { CollectionConfig } from 'payload'

import { section } from '../access'
import { displayOrder, image, slugField, text, textarea, texts } from '../fields'
import { revalidateYacht, revalidateYachtDelete } from '../hooks/revalidate'
import { previewPath } from '../preview'
import { publishedContent } from '../publishing'
import { redirectOldSlug } from '../redirects'
import { richText } from '../rich-text'

export const Yachts: CollectionConfig = {
  slug: 'yachts',
  labels: { singular: 'Yacht', plural: 'Yachts' },
  admin: {
    ...section('Fleet'),
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'price', 'featured_on_homepage', '_status'],
    preview: (doc) => previewPath('yachts', doc),
  },
  ...publishedContent,
  hooks: {
    beforeChange: [redirectOldSlug('yachts')],
    afterChange: [revalidateYacht],
    afterDelete: [revalidateYachtDelete],
  },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Overview',
          fields: [
            { name: 'name', type: 'text', required: true },
            text('tagline'),
            richText('description', "The introduction under the yacht page's first picture"),
            {
              name: 'price',
              type: 'number',
              min: 0,
              admin: { description: 'Starting price in EUR. Empty shows "N/A".' },
            },
            text('construction'),
            image('hero_image'),
            text('hero_image_alt'),
            {
              name: 'hero_video',
              type: 'upload',
              relationTo: 'media',
              admin: { description: 'Optional looping muted video (MP4/WebM).' },
            },
            { name: 'booklet', type: 'upload', relationTo: 'documents', admin: { description: 'Brochure PDF' } },
            {
              name: 'specification_sheet',
              type: 'upload',
              relationTo: 'documents',
              admin: { description: 'Complete specifications PDF' },
            },
            text('quote'),
            text('quote_author'),
          ],
        },
        {
          label: 'Specifications',
          fields: [
            {
              name: 'specs',
              type: 'group',
              fields: texts([
                'length',
                'beam',
                'draft',
                'displacement',
                'fuel_capacity',
                'water_capacity',
                'max_speed',
                'cruising_speed',
                'cabins',
                'bathrooms',
                'sleeps',
              ]),
            },
            {
              name: 'features',
              type: 'array',
              fields: [{ name: 'name', type: 'text', required: true }, textarea('description'), displayOrder],
            },
          ],
        },
        {
          label: 'Gallery',
          fields: [
            {
              name: 'gallery',
              type: 'array',
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
                },
                displayOrder,
                image('image', { required: true }),
                text('alt'),
              ],
            },
          ],
        },
        {
          label: 'Story',
          fields: [
            ...texts(['customization_title', 'customization_subtitle']),
            textarea('customization_description'),
            textarea('customization_philosophy'),
            text('customization_quote'),
            text('surf_title'),
            textarea('surf_description'),
            textarea('surf_vision'),
            ...texts(['exterior_title', 'exterior_subtitle']),
            richText(
              'exterior_description',
              'The exterior section; each item of a bulleted list is shown as a feature',
            ),
            image('exterior_image'),
            text('interior_title'),
            textarea('interior_description'),
            textarea('interior_outboard_advantage'),
            textarea('interior_philosophy'),
            image('interior_image'),
          ],
        },
        {
          label: 'Varieties & deck plans',
          fields: [
            {
              name: 'varieties',
              type: 'array',
              fields: [
                {
                  name: 'key',
                  type: 'text',
                  required: true,
                  admin: { description: 'Variety id: sport, luxury or standard' },
                },
                { name: 'name', type: 'text', required: true },
                { name: 'price', type: 'number', min: 0 },
                textarea('description'),
                { name: 'key_features', type: 'array', fields: [{ name: 'feature', type: 'text', required: true }] },
                text('recommendation'),
                image('image'),
                displayOrder,
              ],
            },
            {
              name: 'deck_plans',
              type: 'array',
              fields: [
                { name: 'title', type: 'text', required: true },
                image('image'),
                {
                  name: 'file',
                  type: 'upload',
                  relationTo: 'documents',
                  admin: { description: 'Downloadable plan (PDF)' },
                },
                text('download_url', 'Or an external download URL'),
                text('label'),
                displayOrder,
              ],
            },
          ],
        },
      ],
    },
    slugField(),
    { name: 'featured_on_homepage', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
  ],
}
