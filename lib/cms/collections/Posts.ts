import type { CollectionConfig } from 'payload'

import { contentEditors, publishedOrEditors, section } from '../access'
import { html, image, slugField, text } from '../fields'
import { revalidatePost, revalidatePostDelete } from '../hooks/revalidate'
import { previewPath } from '../preview'
import { publishing } from '../publishing'
import { redirectOldSlug } from '../redirects'

export const Posts: CollectionConfig = {
  slug: 'posts',
  labels: { singular: 'Journal post', plural: 'Journal posts' },
  admin: {
    ...section('Journal'),
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'published_date', 'featured', '_status'],
    preview: (doc) => previewPath('posts', doc),
  },
  defaultSort: '-published_date',
  versions: publishing,
  access: {
    read: publishedOrEditors,
    readVersions: contentEditors,
    create: contentEditors,
    update: contentEditors,
    delete: contentEditors,
  },
  hooks: {
    beforeChange: [redirectOldSlug('posts')],
    afterChange: [revalidatePost],
    afterDelete: [revalidatePostDelete],
  },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'category', type: 'text', required: true, index: true },
    image('featured_image'),
    text('featured_image_alt'),
    { name: 'published_date', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayOnly' } } },
    { name: 'read_time', type: 'number', min: 1, admin: { description: 'Minutes' } },
    text('author'),
    html('excerpt'),
    html('content'),
    text('tags', 'Comma-separated'),
    slugField(),
    { name: 'featured', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
  ],
}
