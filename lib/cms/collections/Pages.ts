import type { CollectionConfig } from 'payload'

import { TAKEN_PAGE_SLUGS } from '@/lib/http/paths'

import { section } from '../access'
import { slugField } from '../fields'
import { pageTags } from '../hooks/revalidate'
import { previewPath } from '../preview'
import { routedContent } from '../publishing'
import { richText } from '../rich-text'
import { translatable } from '../localize'

export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    ...section('Site'),
    description: 'Text pages such as the privacy policy, served at /{slug}; the legal notice is the page "legal".',
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status'],
    preview: (doc, { locale }) => previewPath('pages', doc, locale),
  },
  ...routedContent('pages', pageTags),
  fields: translatable([
    {
      name: 'title',
      type: 'text',
      required: true,
      admin: { description: 'The heading of the page and the browser tab' },
    },
    richText('content', 'The text of the page, under its title'),
    slugField('Served at /{slug}; the addresses of the site’s own pages are taken', TAKEN_PAGE_SLUGS),
  ]),
}
