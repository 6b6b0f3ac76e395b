import path from 'node:path'

import { env } from '../../env'

import type { CollectionConfig, Where } from 'payload'

import type { Document } from '../payload-types'

import { publicContent, section } from '../access'
import { displayOrder } from '../fields'
import { revalidatingTags } from '../hooks/revalidate'
import { TAGS } from '../tags'
import { languageField, translatable } from '../localize'
import { DEFAULT_LOCALE } from '@/lib/i18n/config'

/** A document that is not another's edition: what lists show and what a yacht's links may choose. */
export const ORIGINAL_DOCUMENTS: Where = { edition_of: { exists: false } }

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
    staticDir: path.join(env().uploadsDir, 'documents'),
    mimeTypes: ['application/pdf'],
  },
  hooks: revalidatingTags(TAGS.documents, TAGS.yachts),
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
      {
        name: 'edition_of',
        label: 'Edition of',
        type: 'relationship',
        relationTo: 'documents',
        filterOptions: ORIGINAL_DOCUMENTS,
        validate: (value: unknown, { id, siblingData }: { id?: number | string; siblingData: Partial<Document> }) => {
          if (value === null || value === undefined) return true
          if (value === id) return 'A document cannot be its own edition'
          return siblingData.locale === DEFAULT_LOCALE ? 'Choose the language of this edition below' : true
        },
        admin: {
          description:
            'Only for a translated PDF: the document it translates; pages and mails in its language then offer this file instead',
        },
      },
      languageField({
        description: 'The language of this edition',
        condition: (data) => Boolean(data?.edition_of),
      }),
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
