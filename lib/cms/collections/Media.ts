import path from 'node:path'

import { env } from '../../env'

import type { CollectionConfig, TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'

import { publicContent, section } from '../access'
import { missingFileIsNotFound } from './missing-file'
import { revalidatingTags } from '../hooks/revalidate'
import { TAGS } from '../tags'
import { translatable } from '../localize'
import { editionFields, inSiteEdition } from '../editions'

const altRequired: TextFieldSingleValidation = (value, options) => text(value, { ...options, required: true })

const staticDir = path.join(env().uploadsDir, 'media')

export const Media: CollectionConfig = {
  slug: 'media',
  admin: {
    ...section('Site'),
    defaultColumns: ['filename', 'alt', 'locale', 'updatedAt'],
    description:
      'Pictures and videos used across the site, and their translations; each original needs alt text, read aloud to visitors who cannot see it.',
  },
  access: publicContent,
  upload: {
    staticDir,
    handlers: [missingFileIsNotFound('media', staticDir)],
    mimeTypes: ['image/*', 'video/mp4', 'video/webm'],
    formatOptions: { format: 'webp', options: { quality: 80 } },
    // Only the sizes something shows: the pages resize the original themselves (next/image), the admin lists
    // thumbnails, and a picture chosen to share a page goes out as the 1200×630 JPEG every link preview accepts,
    // cropped around the editor's focal point. Each size is one more encoding of every upload.
    imageSizes: [
      { name: 'thumbnail', width: 480, height: undefined, formatOptions: { format: 'webp', options: { quality: 75 } } },
      {
        name: 'og',
        width: 1200,
        height: 630,
        position: 'centre',
        formatOptions: { format: 'jpeg', options: { quality: 80 } },
      },
    ],
    adminThumbnail: 'thumbnail',
    focalPoint: true,
  },
  // Any page may show any image, so a media change refreshes every content read.
  hooks: {
    ...revalidatingTags(TAGS.media),
    afterRead: [
      inSiteEdition(
        async (payload, where) =>
          (await payload.find({ collection: 'media', where, depth: 0, pagination: false })).docs,
      ),
    ],
  },
  fields: translatable([
    {
      name: 'alt',
      type: 'text',
      // Required of originals only: a translation is shown under its original's alt text, and Payload does not
      // validate a field its condition hides. `required` itself would make the column NOT NULL for editions too.
      validate: altRequired,
      admin: { description: 'Required: describe what the image shows', condition: (data) => !data?.edition_of },
    },
    ...editionFields(
      'media',
      "pages in its language then show this picture in its place, described by that picture's alt text",
    ),
  ]),
}
