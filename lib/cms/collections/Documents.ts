import path from 'node:path'

import { env } from '../../env'

import type { CollectionConfig } from 'payload'

import { publicContent, section } from '../access'
import { displayOrder } from '../fields'
import { missingFileIsNotFound } from './missing-file'
import { revalidatingTags } from '../hooks/revalidate'
import { TAGS } from '../tags'
import { translatable } from '../localize'
import { editionFields, inSiteEdition } from '../editions'

const staticDir = path.join(env().uploadsDir, 'documents')

export const Documents: CollectionConfig = {
  slug: 'documents',
  admin: {
    ...section('Fleet'),
    useAsTitle: 'title',
    defaultColumns: ['title', 'kind', 'yacht', 'locale', 'filename'],
    description:
      'PDFs offered for download on /contact and the yacht pages (brochures, specifications, deck plans), and their translations',
  },
  defaultSort: 'display_order',
  access: publicContent,
  upload: {
    staticDir,
    handlers: [missingFileIsNotFound('documents', staticDir)],
    mimeTypes: ['application/pdf'],
  },
  hooks: {
    ...revalidatingTags(TAGS.documents, TAGS.yachts),
    afterRead: [
      inSiteEdition(
        async (payload, where) =>
          (await payload.find({ collection: 'documents', where, depth: 0, pagination: false })).docs,
      ),
    ],
  },
  fields: translatable(
    [
      { name: 'title', type: 'text', required: true, admin: { description: 'The name of the download link' } },
      { name: 'description', type: 'textarea', admin: { description: 'One line under the link' } },
      {
        name: 'kind',
        type: 'select',
        required: true,
        defaultValue: 'brochure',
        options: ['brochure', 'specification', 'deck-plan', 'other'],
        admin: {
          description:
            'Gold word above the title in the downloads of /contact and yacht pages; brochures ask for details first',
        },
      },
      { name: 'yacht', type: 'text', admin: { description: 'Yacht slug, e.g. wama-26 (empty for general documents)' } },
      ...editionFields('documents', 'pages and mails in its language then offer this file instead'),
      {
        ...displayOrder,
        admin: {
          description: 'Position in the download lists of /contact and the yacht page; lower numbers come first',
        },
      },
    ],
    ['yacht'],
  ),
}
