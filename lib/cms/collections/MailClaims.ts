import type { CollectionConfig } from 'payload'

/**
 * One row while a lead's mail is being sent. The unique key makes the database refuse a second claim,
 * so however many servers run the mail queue, one of them sends each mail. The mail telling an editor that
 * a scheduled publish failed is claimed the same way, and its row stays, marked sent, as the record that it
 * went. Not shown in the admin.
 */
export const MailClaims: CollectionConfig = {
  slug: 'mail-claims',
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    { name: 'owner', type: 'text' },
    { name: 'claimedAt', type: 'date', required: true, index: true },
  ],
}
