import type { CollectionConfig } from 'payload'

import { anyone, isAdmin } from '../access'
import { displayOrder, text } from '../fields'
import { revalidateTags } from '../hooks/revalidate'
import { TAGS } from '../tags'

export const Testimonials: CollectionConfig = {
  slug: 'testimonials',
  admin: { useAsTitle: 'author', defaultColumns: ['author', 'position', 'yacht', 'featured'] },
  defaultSort: 'display_order',
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
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
