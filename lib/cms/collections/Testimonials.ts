import type { CollectionConfig } from 'payload'

import { anyone, contentEditors, section } from '../access'
import { displayOrder, text } from '../fields'
import { revalidateTags } from '../hooks/revalidate'
import { TAGS } from '../tags'

export const Testimonials: CollectionConfig = {
  slug: 'testimonials',
  admin: { ...section('Site'), useAsTitle: 'author', defaultColumns: ['author', 'position', 'yacht', 'featured'] },
  defaultSort: 'display_order',
  access: { read: anyone, create: contentEditors, update: contentEditors, delete: contentEditors },
  hooks: {
    afterChange: [revalidateTags(TAGS.testimonials)],
    afterDelete: [revalidateTags(TAGS.testimonials)],
  },
  fields: [
    { name: 'quote', type: 'textarea', required: true },
    { name: 'author', type: 'text', required: true },
    text('position'),
    text('yacht', 'Model the client owns, e.g. WAMA 42'),
    { name: 'featured', type: 'checkbox', defaultValue: false },
    displayOrder,
  ],
}
