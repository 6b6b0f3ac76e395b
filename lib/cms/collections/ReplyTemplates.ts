import type { CollectionConfig } from 'payload'

import { salesManagers, salesRecords, section } from '../access'
import { languageField } from '../localize'

/** Ready answers sales start a reply from, one per language; sales managers write them. */
export const ReplyTemplates: CollectionConfig = {
  slug: 'reply-templates',
  labels: { singular: 'Reply template', plural: 'Reply templates' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'locale', 'subject'],
    ...section('Sales'),
    description: 'Start of a reply to a lead in its language; {owner} becomes the name of the person replying',
  },
  access: { read: salesRecords.read, create: salesManagers, update: salesManagers, delete: salesManagers },
  fields: [
    { name: 'name', type: 'text', required: true },
    languageField({ description: 'Offered for leads written in this language' }),
    { name: 'subject', type: 'text', required: true, maxLength: 200 },
    { name: 'body', type: 'textarea', required: true, maxLength: 10_000 },
  ],
}
