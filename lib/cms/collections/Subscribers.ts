import type { CollectionConfig } from 'payload'

import { salesRecords, section } from '../access'
import { languageField } from '../localize'

export const Subscribers: CollectionConfig = {
  slug: 'subscribers',
  labels: { singular: 'Newsletter subscriber', plural: 'Newsletter subscribers' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'createdAt', 'consent'],
    ...section('Sales'),
    description: 'Visitors who joined the newsletter in the footer, with the consent they gave.',
  },
  access: salesRecords,
  fields: [
    { name: 'email', type: 'email', required: true, unique: true, index: true },
    { name: 'consent', type: 'checkbox', defaultValue: true },
    languageField(),
    { name: 'consent_text', label: 'Consent text', type: 'text' },
    { name: 'page_url', label: 'Page URL', type: 'text' },
    { name: 'ip_hash', label: 'IP hash', type: 'text' },
  ],
}
