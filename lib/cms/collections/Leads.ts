import type { CollectionBeforeChangeHook, CollectionConfig, Condition, Field } from 'payload'

import { forms } from '../../i18n/messages/forms'

import { exportLeadsEndpoint, resendLeadEndpoint } from '../../leads/admin-endpoints'
import { CONSENT_PURPOSE_OPTIONS } from '../../leads/consent'
import { keepQuotedBuild } from '../../configurator/builds'
import { deleteCrmDeliveries, recordCrmEvent } from '../../crm/deliveries'
import { queueMailsOnCreate, tellNewOwner } from '../../leads/jobs'
import { deleteReplies } from '../../leads/replies'
import { BUDGETS, INTENDED_USES, leadScore, SCORE_RULE, TIMEFRAMES } from '../../leads/qualification'
import { assignOwner } from '../../leads/routing'
import { BOOKING_STATUSES } from '../../events/vocabulary'
import { bookingChanged, freeCancelledSeat } from '../../events/booking-hooks'
import { capitalised, DELIVERY_STATUSES, KIND_LABELS, LEAD_KINDS, LEAD_STATUSES } from '../../leads/vocabulary'
import { salesRecords, section } from '../access'
import { languageField } from '../localize'

/** Labels for the admin; the stored values stay the spec's lower-case words. */
const options = <T extends string>(values: readonly T[], label: (v: T) => string = capitalised) =>
  values.map((value) => ({ value, label: label(value) }))

const asked = forms.en.qualification

/**
 * What the visitor wrote, chose or consented to, and what the server recorded of it: kept as received. Sales
 * work the lead (status, owner, spam) but cannot rewrite it; the admin shows these fields read-only.
 */
const asReceived = <F extends Field>(field: F): F => ({ ...field, access: { update: () => false } })

/** A time the server sets on the lead, read-only in the sidebar. */
function sidebarTime(
  name: string,
  label: string,
  options: {
    index?: boolean
    description?: string
    condition?: Condition
    components?: { Cell: string }
  },
): Field {
  const { index, ...admin } = options
  return {
    name,
    label,
    type: 'date',
    index,
    admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' }, ...admin },
  }
}

/** A lead is scored once, from what the visitor said and the build they priced. */
const scoreOnCreate: CollectionBeforeChangeHook = ({ data, operation }) =>
  operation === 'create' ? { ...data, score: leadScore(data) } : data

/** Leads are personal data: only sales and administrators read them; the public site creates them through lib/leads. */
export const Leads: CollectionConfig = {
  slug: 'leads',
  admin: {
    useAsTitle: 'email',
    defaultColumns: [
      'createdAt',
      'kind',
      'name',
      'email',
      'yacht',
      'owner',
      'respond_by',
      'score',
      'status',
      'delivery_status',
      'spam',
    ],
    listSearchableFields: ['email', 'name', 'yacht', 'message', 'reference'],
    ...section('Sales'),
    description:
      'Every inquiry, information and brochure request, quote and CMS contact, stored before any mail is sent.',
    components: {
      beforeListTable: [
        '/components/admin/AwaitingAnswerLink#AwaitingAnswerLink',
        {
          path: '/components/admin/ExportCsvButton#ExportCsvButton',
          clientProps: { collection: 'leads', label: 'Export CSV', excelLabel: 'Export Excel', followsFilter: true },
        },
      ],
    },
  },
  defaultSort: '-createdAt',
  access: salesRecords,
  hooks: {
    beforeChange: [scoreOnCreate, assignOwner, freeCancelledSeat],
    afterChange: [keepQuotedBuild, queueMailsOnCreate, tellNewOwner, recordCrmEvent, bookingChanged],
    beforeDelete: [deleteReplies, deleteCrmDeliveries],
  },
  endpoints: [exportLeadsEndpoint, resendLeadEndpoint],
  fields: [
    asReceived({
      name: 'kind',
      type: 'select',
      required: true,
      options: options(LEAD_KINDS, (k) => KIND_LABELS[k]),
      index: true,
    }),
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      options: options(LEAD_STATUSES),
      index: true,
    },
    asReceived({ name: 'name', type: 'text' }),
    asReceived({ name: 'first_name', label: 'First name', type: 'text' }),
    asReceived({ name: 'last_name', label: 'Last name', type: 'text' }),
    asReceived({ name: 'email', type: 'email', required: true, index: true }),
    asReceived({ name: 'phone', type: 'text' }),
    asReceived({ name: 'country', type: 'text' }),
    asReceived({ name: 'interest', type: 'text' }),
    asReceived({ name: 'yacht', type: 'text', index: true }),
    asReceived({ name: 'message', type: 'textarea' }),
    {
      type: 'collapsible',
      label: 'Booking',
      admin: {
        condition: (data) => data?.kind === 'appointment',
        description:
          'The sea trial or show meeting the visitor booked. Cancelled here or by the visitor’s own link, the place goes back on sale.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            asReceived({ name: 'event', type: 'relationship', relationTo: 'events', index: true }),
            asReceived({
              name: 'slot_starts_at',
              label: 'Time',
              type: 'date',
              index: true,
              admin: { date: { pickerAppearance: 'dayAndTime' } },
            }),
            {
              name: 'booking_status',
              label: 'Booking',
              type: 'select',
              options: options(BOOKING_STATUSES),
              admin: { description: 'Cancelled frees the place' },
            },
          ],
        },
        { name: 'slot', type: 'text', index: true, admin: { hidden: true } },
        // One row per place taken: the unique index is what keeps a slot from taking more bookings than it has
        // places, whichever server or request writes first.
        { name: 'seat', type: 'text', unique: true, admin: { hidden: true } },
        { name: 'booked_at', type: 'date', admin: { hidden: true } },
        { name: 'booking_version', type: 'number', defaultValue: 0, admin: { hidden: true } },
      ],
    },
    {
      type: 'collapsible',
      label: 'Plans (as the visitor told them)',
      fields: [
        {
          type: 'row',
          fields: [
            asReceived({
              name: 'budget',
              type: 'select',
              options: options(BUDGETS, (v) => asked.budgets[v]),
            }),
            asReceived({
              name: 'timeframe',
              label: 'Buying',
              type: 'select',
              options: options(TIMEFRAMES, (v) => asked.timeframes[v]),
            }),
            asReceived({
              name: 'intended_use',
              label: 'Intended use',
              type: 'select',
              options: options(INTENDED_USES, (v) => asked.uses[v]),
            }),
            asReceived({ name: 'home_port', label: 'Home port', type: 'text' }),
          ],
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Consent record',
      admin: {
        description:
          'What the visitor agreed to, as sent: the purpose, the box they ticked with its exact words and their version (the same version means the same words), in the lead’s language, on its page, at its time.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            asReceived({
              name: 'consent_purpose',
              label: 'Purpose',
              type: 'select',
              options: CONSENT_PURPOSE_OPTIONS,
            }),
            asReceived({ name: 'consent', label: 'Box ticked', type: 'checkbox', defaultValue: false }),
            asReceived({ name: 'consent_version', label: 'Wording version', type: 'text' }),
          ],
        },
        asReceived({
          name: 'consent_text',
          label: 'Consent text',
          type: 'text',
          admin: { description: 'The exact consent wording the visitor saw' },
        }),
      ],
    },
    asReceived({
      name: 'configuration',
      type: 'json',
      admin: { components: { Field: '/components/admin/BuildField#BuildField' } },
    }),
    asReceived({ name: 'total_price', label: 'Total price (EUR)', type: 'number' }),
    {
      name: 'brochure_url',
      label: 'Brochure link',
      type: 'text',
      admin: { description: 'The brochure link mailed to the visitor (from the yacht in the CMS)' },
    },
    {
      type: 'collapsible',
      label: 'Visit',
      admin: { initCollapsed: true },
      fields: [
        asReceived({ name: 'page_url', label: 'Page URL', type: 'text' }),
        asReceived({
          name: 'utm',
          label: 'UTM parameters',
          type: 'json',
          admin: { components: { Field: '/components/admin/JsonEntries#JsonEntries' } },
        }),
        asReceived({ name: 'user_agent', label: 'User agent', type: 'text' }),
        asReceived({ name: 'ip_hash', label: 'IP hash', type: 'text', index: true }),
        { name: 'idempotency_key', label: 'Idempotency key', type: 'text', index: true },
        {
          name: 'content_hash',
          label: 'Content hash',
          type: 'text',
          index: true,
          admin: { readOnly: true, description: 'Kind + email + request, to collapse duplicates' },
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Delivery',
      fields: [
        {
          name: 'resend',
          type: 'ui',
          admin: { components: { Field: '/components/admin/ResendMail#ResendMail' } },
        },
        {
          name: 'delivery_status',
          label: 'Mail to sales',
          type: 'select',
          required: true,
          defaultValue: 'pending',
          options: options(DELIVERY_STATUSES),
          index: true,
          admin: { readOnly: true, description: 'The mail to the sales team' },
        },
        {
          name: 'confirmation_status',
          label: 'Mail to visitor',
          type: 'select',
          defaultValue: 'pending',
          options: options(DELIVERY_STATUSES),
          admin: { readOnly: true, description: 'The confirmation mail to the visitor' },
        },
        {
          name: 'confirmation_note',
          label: 'Why the visitor was not mailed',
          type: 'text',
          admin: { readOnly: true, condition: (data) => Boolean(data?.confirmation_note) },
        },
        {
          name: 'delivery_attempts',
          label: 'Delivery attempts',
          type: 'number',
          defaultValue: 0,
          admin: { readOnly: true },
        },
        { name: 'delivery_error', label: 'Delivery error', type: 'textarea', admin: { readOnly: true } },
        {
          name: 'delivered_at',
          label: 'Delivered at',
          type: 'date',
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
        { name: 'spam', type: 'checkbox', defaultValue: false, index: true },
        { name: 'spam_reason', label: 'Spam reason', type: 'text' },
      ],
    },
    {
      name: 'reply',
      type: 'ui',
      admin: { components: { Field: '/components/admin/LeadReply#LeadReply' } },
    },
    {
      name: 'replies',
      type: 'join',
      collection: 'lead-replies',
      on: 'lead',
      admin: { defaultColumns: ['createdAt', 'author', 'subject', 'status'] },
    },
    {
      name: 'crm_deliveries',
      label: 'Sent to the CRM',
      type: 'join',
      collection: 'crm-deliveries',
      on: 'lead',
      admin: { defaultColumns: ['createdAt', 'event', 'status', 'attempts', 'last_error'] },
    },
    // Last in the list: Payload keys the collapsibles' open state by their position among the fields.
    asReceived({
      name: 'reference',
      type: 'text',
      index: true,
      admin: {
        readOnly: true,
        position: 'sidebar',
        description:
          'The build code printed on the spec sheet the visitor and sales receive (WAMA 26 quotes); it opens the build as priced then at /yachts/wama-26/configure/{code}',
      },
    }),
    languageField({
      position: 'sidebar',
      description: 'The language of the page the visitor wrote from; their mails are sent in it',
    }),
    asReceived({
      name: 'score',
      type: 'number',
      defaultValue: 0,
      index: true,
      admin: { position: 'sidebar', readOnly: true, description: SCORE_RULE },
    }),
    {
      name: 'owner',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      filterOptions: { role: { in: ['sales', 'admin'] } },
      admin: {
        position: 'sidebar',
        description:
          'Who answers this lead; set by Lead routing. Choose someone else and save: they get the lead by mail',
      },
    },
    sidebarTime('respond_by', 'Answer due', {
      index: true,
      description: 'When the first answer is due, in working hours (Lead routing → Response clock)',
      components: { Cell: '/components/admin/AnswerDueCell#AnswerDueCell' },
    }),
    sidebarTime('first_response_at', 'First answered', { description: 'Set when the status first moves on from New' }),
    sidebarTime('escalated_at', 'Escalated', {
      description: 'When the sales managers were told the first answer was overdue',
    }),
    sidebarTime('erased_at', 'Personal data erased', {
      index: true,
      condition: (data) => Boolean(data?.erased_at),
      description:
        'At the visitor’s request or past the retention period (Privacy & retention): only the statistics stay',
    }),
    sidebarTime('assigned_at', 'Owned since', { index: true }),
    sidebarTime('reminded_at', 'Reminder sent', {
      condition: (data) => data?.kind === 'appointment',
      description: 'The reminder the visitor gets the day before',
    }),
  ],
}
