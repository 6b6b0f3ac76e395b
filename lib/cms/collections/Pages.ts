import type { CollectionConfig } from 'payload'

import { contentEditors, publishedOrEditors, section } from '../access'
import { html, slugField } from '../fields'
import { revalidatePage, revalidatePageDelete } from '../hooks/revalidate'
import { previewPath } from '../preview'

export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    ...section('Site'),
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status'],
    preview: (doc) => previewPath('pages', doc),
  },
  versions: { drafts: true, maxPerDoc: 30 },
  access: {
    read: publishedOrEditors,
    readVersions: contentEditors,
    create: contentEditors,
    update: contentEditors,
    delete: contentEditors,
  },
  hooks: { afterChange: [revalidatePage], afterDelete: [revalidatePageDelete] },
  fields: [
    { name: 'title', type: 'text', required: true },
    html('content'),
    slugField('Served at /{slug} when no other route matches'),
  ],
}
