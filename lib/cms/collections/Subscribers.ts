import type { CollectionConfig } from 'payload'

import { exportMailingListEndpoint } from '../../leads/admin-endpoints'
import { CONSENT_PURPOSE_OPTIONS } from '../../leads/consent'
import { queueSubscriberMail, stampSubscriberStatus } from '../../leads/newsletter-jobs'
import { salesRecords, section } from '../access'
import { languageField } from '../localize'

/** Consent is a matter of record: its dates are shown to the minute. */
const WITH_TIME = { date: { pickerAppearance: 'dayAndTime' as const } }

export const Subscribers: CollectionConfig = {
  slug: 'subscribers',
  labels: { singular: 'Newsletter subscriber', plural: 'Newsletter subscribers' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'status', 'createdAt', 'confirmed_at'],
    ...section('Sales'),
    components: {
      beforeListTable: [
        {
          path: '/components/admin/ExportCsvButton#ExportCsvButton',
          clientProps: { collection: 'subscribers', label: 'Export the mailing list (CSV)', followsFilter: false },
        },
      ],
    },
    description:
      'Visitors who joined the newsletter in the footer, with the consent they gave. Send the newsletter to subscribed addresses only: the others have not confirmed theirs, or have left.',
  },
  access: salesRecords,
  endpoints: [exportMailingListEndpoint],
  hooks: { beforeChange: [stampSubscriberStatus], afterChange: [queueSubscriberMail] },
  fields: [
    { name: 'email', type: 'email', required: true, unique: true, index: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { label: 'Awaiting confirmation', value: 'pending' },
        { label: 'Subscribed', value: 'subscribed' },
        { label: 'Unsubscribed', value: 'unsubscribed' },
      ],
      admin: {
        description: 'Joining mails a link that confirms the address; the link in every mail unsubscribes it.',
      },
    },
    { name: 'consent', type: 'checkbox', defaultValue: true },
    languageField(),
    { name: 'consent_text', label: 'Consent text', type: 'text' },
    {
      type: 'row',
      fields: [
        {
          name: 'consent_purpose',
          label: 'Purpose',
          type: 'select',
          options: CONSENT_PURPOSE_OPTIONS,
        },
        { name: 'consent_version', label: 'Wording version', type: 'text' },
      ],
    },
    { name: 'page_url', label: 'Page URL', type: 'text' },
    { name: 'ip_hash', label: 'IP hash', type: 'text' },
    {
      type: 'row',
      fields: [
        { name: 'confirmed_at', label: 'Confirmed', type: 'date', admin: { readOnly: true, ...WITH_TIME } },
        { name: 'unsubscribed_at', label: 'Unsubscribed', type: 'date', admin: { readOnly: true, ...WITH_TIME } },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'confirmation_requested_at',
          label: 'Confirmation mail requested',
          type: 'date',
          admin: { readOnly: true, ...WITH_TIME },
        },
        {
          name: 'mail_status',
          label: 'Confirmation mail',
          type: 'select',
          options: [
            { label: 'Pending', value: 'pending' },
            { label: 'Sent', value: 'sent' },
            { label: 'Failed', value: 'failed' },
          ],
          admin: { readOnly: true },
        },
      ],
    },
    { name: 'mail_error', label: 'Mail error', type: 'text', admin: { readOnly: true } },
  ],
}
