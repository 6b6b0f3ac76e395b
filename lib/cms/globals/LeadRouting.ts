import type { GlobalConfig } from 'payload'

import { LOCALES, LOCALE_FACTS } from '@/lib/i18n/config'
import { DEFAULT_BUSINESS_HOURS, WEEKDAYS, isTimeZone } from '@/lib/leads/response-clock'

import { salesManagers, salesRecords, section } from '../access'
import { KIND_LABELS, LEAD_KINDS } from '../../leads/vocabulary'

const owners = { role: { in: ['sales', 'admin'] } }

const clockTime = (name: string, label: string, defaultValue: string) => ({
  name,
  label,
  type: 'text' as const,
  defaultValue,
  required: true,
  admin: { placeholder: 'HH:MM' },
  validate: (value: unknown) =>
    typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? true : 'A time on the 24-hour clock: 08:00.',
})

/** Who owns each new lead: the first rule that matches it shares its leads out in turn; else the fallback owner. */
export const LeadRouting: GlobalConfig = {
  slug: 'lead-routing',
  label: 'Lead routing',
  admin: {
    ...section('Sales'),
    description:
      'Each new lead goes to one person, who gets its mail. Rules are tried from the top; the first that matches shares its leads out in turn.',
  },
  access: { read: salesRecords.read, update: salesManagers },
  fields: [
    {
      name: 'rules',
      type: 'array',
      labels: { singular: 'Rule', plural: 'Rules' },
      admin: {
        description: 'A criterion left empty matches every lead; several values in one criterion match any of them',
      },
      fields: [
        {
          name: 'name',
          type: 'text',
          required: true,
          admin: { description: 'For the sales team, e.g. "French market"' },
        },
        // Ticks rather than a multiple choice: a list of choices inside a list does not load on SQLite (Payload #14748).
        {
          name: 'kinds',
          type: 'group',
          admin: { description: 'Which forms the lead came from; none ticked: any' },
          fields: LEAD_KINDS.map((kind) => ({ name: kind, label: KIND_LABELS[kind], type: 'checkbox' as const })),
        },
        {
          name: 'locales',
          label: 'Languages',
          type: 'group',
          admin: { description: 'The language of the page the visitor wrote from; none ticked: any' },
          fields: LOCALES.map((code) => ({ name: code, label: LOCALE_FACTS[code].label, type: 'checkbox' as const })),
        },
        {
          name: 'countries',
          type: 'text',
          hasMany: true,
          admin: { description: 'Two-letter country codes the visitor gave (FR, TN, AE…), on quotes' },
          validate: (value: unknown) =>
            !Array.isArray(value) || value.every((c) => typeof c === 'string' && /^[A-Za-z]{2}$/.test(c))
              ? true
              : 'Use two-letter country codes, such as FR, TN or AE.',
        },
        {
          name: 'yachts',
          type: 'relationship',
          relationTo: 'yachts',
          hasMany: true,
          admin: { description: 'The yacht the visitor asked about or configured' },
        },
        {
          name: 'owners',
          label: 'People',
          type: 'relationship',
          relationTo: 'users',
          hasMany: true,
          required: true,
          filterOptions: owners,
          admin: {
            description: 'Sales people who take these leads in turn; each gets the mail of the leads given to them',
          },
        },
      ],
    },
    {
      name: 'fallback_owner',
      label: 'Fallback owner',
      type: 'relationship',
      relationTo: 'users',
      filterOptions: owners,
      admin: { description: 'Owns the leads no rule matches; left empty, those go to the shared sales address only' },
    },
    {
      name: 'response_clock',
      label: 'Response clock',
      type: 'group',
      admin: {
        description:
          'Each new lead must have a first answer (status Contacted or later) within these working hours, or the sales managers are told.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'hours',
              label: 'Working hours to answer',
              type: 'number',
              min: 0.25,
              max: 72,
              defaultValue: DEFAULT_BUSINESS_HOURS.hours,
              required: true,
            },
            clockTime('opens', 'Opens', DEFAULT_BUSINESS_HOURS.opens),
            clockTime('closes', 'Closes', DEFAULT_BUSINESS_HOURS.closes),
            {
              name: 'time_zone',
              label: 'Time zone',
              type: 'text',
              defaultValue: DEFAULT_BUSINESS_HOURS.timeZone,
              required: true,
              validate: (value: unknown) =>
                typeof value === 'string' && isTimeZone(value)
                  ? true
                  : 'A time zone such as Africa/Tunis or Europe/Paris.',
            },
          ],
        },
        {
          name: 'days',
          label: 'Working days',
          type: 'group',
          fields: WEEKDAYS.map((day, i) => ({
            name: day.toLowerCase(),
            label: day,
            type: 'checkbox' as const,
            defaultValue: DEFAULT_BUSINESS_HOURS.days.includes(i + 1),
          })),
        },
      ],
    },
    {
      name: 'copy_sales_address',
      label: 'Copy the shared sales address',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Send a copy of each owned lead’s mail to the shared sales address as well' },
    },
  ],
}
