import type { CollectionConfig } from 'payload'

import { EVENT_KINDS, EVENT_KIND_LABELS, EVENT_TIME_ZONES } from '../../events/vocabulary'
import { anyone, salesTeam, section } from '../access'
import { revalidatingTags } from '../hooks/revalidate'
import { translatable } from '../localize'
import { TAGS } from '../tags'

/**
 * Boat shows and sea-trial days, each with the times a visitor can book and how many people each time takes.
 * Sales edit them; `/events` lists those still to come, and a booking is a lead of kind appointment.
 */
export const Events: CollectionConfig = {
  slug: 'events',
  labels: { singular: 'Event', plural: 'Events' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'kind', 'starts_on', 'ends_on', 'place'],
    ...section('Sales'),
    description:
      'Boat shows and sea-trial days visitors book online at /events. Each time slot takes as many bookings as its places; bookings arrive as leads (kind Appointment).',
  },
  defaultSort: 'starts_on',
  access: { read: anyone, create: salesTeam, update: salesTeam, delete: salesTeam },
  hooks: revalidatingTags(TAGS.events),
  fields: translatable([
    { name: 'title', type: 'text', required: true, maxLength: 120 },
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          required: true,
          defaultValue: 'sea-trial',
          options: EVENT_KINDS.map((value) => ({ value, label: EVENT_KIND_LABELS[value] })),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'starts_on',
          label: 'First day',
          type: 'date',
          required: true,
          admin: { date: { pickerAppearance: 'dayOnly' } },
        },
        {
          name: 'ends_on',
          label: 'Last day',
          type: 'date',
          required: true,
          admin: { date: { pickerAppearance: 'dayOnly' } },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'place',
          type: 'text',
          required: true,
          maxLength: 160,
          admin: { description: 'e.g. Vieux Port, Cannes' },
        },
        { name: 'stand', type: 'text', maxLength: 80, admin: { description: 'e.g. Quai Laubeuf, stand QL 112' } },
      ],
    },
    { name: 'description', type: 'textarea', maxLength: 600 },
    {
      name: 'slots',
      label: 'Time slots',
      type: 'array',
      labels: { singular: 'Slot', plural: 'Slots' },
      admin: {
        initCollapsed: false,
        description:
          'Each time is read in the zone chosen beside it (the place’s own); past slots are no longer offered',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'starts_at',
              label: 'Starts',
              type: 'date',
              required: true,
              timezone: {
                defaultTimezone: EVENT_TIME_ZONES[0]?.value,
                required: true,
                supportedTimezones: EVENT_TIME_ZONES,
              },
              admin: { date: { pickerAppearance: 'dayAndTime', timeIntervals: 15 } },
            },
            {
              name: 'minutes',
              label: 'Length (minutes)',
              type: 'number',
              required: true,
              defaultValue: 45,
              min: 15,
              max: 480,
            },
            { name: 'capacity', label: 'Places', type: 'number', required: true, defaultValue: 2, min: 1, max: 50 },
          ],
        },
      ],
    },
  ]),
}
