import type { CollectionConfig } from 'payload'

import { section } from '../access'
import { image, slugField, text } from '../fields'
import { postTags } from '../hooks/revalidate'
import { previewPath } from '../preview'
import { minutesToRead, wordsInRichText } from '@/lib/journal/read-time'
import { routedContent } from '../publishing'
import { richText } from '../rich-text'
import { translatable } from '../localize'

export const Posts: CollectionConfig = {
  slug: 'posts',
  labels: { singular: 'Journal post', plural: 'Journal posts' },
  admin: {
    ...section('Journal'),
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'published_date', 'featured', '_status'],
    preview: (doc, { locale }) => previewPath('posts', doc, locale),
  },
  defaultSort: '-published_date',
  ...routedContent('posts', postTags),
  fields: translatable(
    [
      {
        name: 'title',
        type: 'text',
        required: true,
        admin: { description: 'The heading of the post, its card in /blog and the browser tab' },
      },
      {
        name: 'category',
        type: 'text',
        required: true,
        index: true,
        admin: { description: 'The label above the title; related posts are taken from the same category' },
      },
      image('featured_image', {
        description: 'The wide picture at the top of the post and on its card in /blog, described by its own alt text',
      }),
      {
        name: 'published_date',
        type: 'date',
        required: true,
        admin: {
          date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMMM yyyy' },
          description: 'Shown under the title; /blog lists the newest first',
        },
      },
      {
        name: 'read_time',
        type: 'number',
        min: 1,
        admin: {
          readOnly: true,
          description: 'Minutes, shown beside the date: worked out from the length of the post each time it is saved',
        },
        hooks: {
          beforeChange: [
            ({ siblingData, value }) =>
              'content' in siblingData && siblingData.content
                ? minutesToRead(wordsInRichText(siblingData.content))
                : value,
          ],
        },
      },
      text('author', 'Shown under the title'),
      richText('excerpt', 'The two-line summary on the post card in /blog and on the home page'),
      richText(
        'content',
        'The body of the post: headings, links to yachts, posts and pages, pictures with captions, films',
      ),
      text('tags', 'Comma-separated; shown at the end of the post'),
      slugField(),
      {
        name: 'featured',
        type: 'checkbox',
        defaultValue: false,
        admin: {
          position: 'sidebar',
          description: 'Featured posts (up to three) show in the journal block of the home page',
        },
      },
    ],
    ['author'],
  ),
}
