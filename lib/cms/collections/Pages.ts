import type { CollectionConfig } from 'payload'

import { contentEditors, publishedOrEditors, section } from '../access'
import { html, slugField } from '../fields'
import { revalidatePage, revalidatePageDelete } from '../hooks/revalidate'
import { previewPath } from '../preview'
import { publishing } from '../publishing'
import { redirectOldSlug } from '../redirects'

export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    ...section('Site'),
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status'],
    preview: (doc) => previewPath('pages', doc),
  },
  versions: publishing,
  access: {
    read: publishedOrEditors,
    readVersions: contentEditors,
    create: contentEditors,
    update: contentEditors,
    delete: contentEditors,
  },
  hooks: {
    beforeChange: [redirectOldSlug('pages')],
    afterChange: [revalidatePage],
    afterDelete: [revalidatePageDelete],
  },
  fields: [
    { name: 'title', type: 'text', required: true },
    html('content'),
    slugField('Served at /{slug} when no other route matches'),
  ],
}
