import type { CollectionConfig } from 'payload'

import { publicContent, section } from '../access'
import { displayOrder, text } from '../fields'
import { revalidatingTags } from '../hooks/revalidate'
import { TAGS } from '../tags'
import { translatable } from '../localize'

export const Testimonials: CollectionConfig = {
  slug: 'testimonials',
  admin: {
    ...section('Site'),
    useAsTitle: 'author',
    defaultColumns: ['author', 'position', 'yacht', 'featured'],
    description: 'Words from owners, shown on the about page; featured ones on the home page too.',
  },
  defaultSort: 'display_order',
  access: publicContent,
  hooks: revalidatingTags(TAGS.testimonials),
  fields: translatable(
    [
      { name: 'quote', type: 'textarea', required: true, admin: { description: 'The words, without quotation marks' } },
      { name: 'author', type: 'text', required: true, admin: { description: 'Name shown under the quote' } },
      text('position', 'Role or city shown after the name'),
      text('yacht', 'Model the client owns, e.g. WAMA 42'),
      {
        name: 'featured',
        type: 'checkbox',
        defaultValue: false,
        admin: { description: 'Also show on the home page' },
      },
      {
        ...displayOrder,
        admin: {
          description: "Position among the owners' words on /about and the home page; lower numbers come first",
        },
      },
    ],
    ['author', 'yacht'],
  ),
}
