import type { GlobalConfig } from 'payload'

import { privacyEndpoints } from '@/lib/privacy/admin'
import { DEFAULT_RETENTION_MONTHS } from '@/lib/privacy/retention'

import { admins, salesRecords, section } from '../access'

/** How long personal data is kept, the record of the last clean-up, and erasure on request. */
export const Privacy: GlobalConfig = {
  slug: 'privacy',
  label: 'Privacy & retention',
  admin: {
    ...section('Sales'),
    description:
      'Leads and newsletter addresses are anonymised once they are older than the retention period: the statistics stay, the names, addresses and messages go. Visitors see, download and erase their own data on the Your data page (/my-data).',
  },
  access: { read: salesRecords.read, update: admins },
  endpoints: privacyEndpoints,
  fields: [
    {
      name: 'retention_months',
      label: 'Retention period (months)',
      type: 'number',
      required: true,
      defaultValue: DEFAULT_RETENTION_MONTHS,
      min: 1,
      max: 120,
      admin: {
        description:
          'Counted from a lead’s last change (its status, owner or a reply), and from the day an address left the newsletter or was left unconfirmed. Checked every night.',
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'last_sweep_at',
          label: 'Last applied',
          type: 'date',
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
        { name: 'last_sweep_summary', label: 'What it did', type: 'text', admin: { readOnly: true } },
      ],
    },
    {
      name: 'tools',
      type: 'ui',
      admin: { components: { Field: '/components/admin/PrivacyTools#PrivacyTools' } },
    },
  ],
}
