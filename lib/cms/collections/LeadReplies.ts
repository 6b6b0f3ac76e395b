import type { CollectionConfig } from 'payload'

import { queueReply, stampReply } from '../../leads/replies'
import { admins, salesRecords, section } from '../access'

/** The answers sales send from a lead's view, each kept with its lead, its author and whether it left. */
export const LeadReplies: CollectionConfig = {
  slug: 'lead-replies',
  labels: { singular: 'Reply', plural: 'Replies' },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['createdAt', 'lead', 'author', 'subject', 'status'],
    ...section('Sales'),
    description: 'Answers sent to visitors from the lead view, as they were sent',
  },
  defaultSort: '-createdAt',
  // Sent is sent: a reply is never rewritten, only an administrator removes one.
  access: { ...salesRecords, update: admins },
  hooks: { beforeChange: [stampReply], afterChange: [queueReply] },
  fields: [
    { name: 'lead', type: 'relationship', relationTo: 'leads', required: true, index: true },
    { name: 'subject', type: 'text', required: true, maxLength: 200 },
    { name: 'body', type: 'textarea', required: true, maxLength: 10_000 },
    { name: 'author', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
    {
      name: 'status',
      type: 'select',
      defaultValue: 'pending',
      options: [
        { value: 'pending', label: 'Being sent' },
        { value: 'sent', label: 'Sent' },
        { value: 'failed', label: 'Failed' },
      ],
      admin: { readOnly: true },
    },
    {
      name: 'sent_at',
      label: 'Sent at',
      type: 'date',
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'error', type: 'text', admin: { readOnly: true } },
  ],
}
