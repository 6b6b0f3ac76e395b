import type { CollectionConfig } from 'payload'

import { CRM_DELIVERY_STATUSES } from '../../crm/deliveries'
import { CRM_EVENTS } from '../../crm/webhook'
import { capitalised } from '../../leads/vocabulary'
import { admins, salesRecords, section } from '../access'

/**
 * The CRM outbox: one row per event of a lead, written in the same transaction as the change it reports and
 * sent from the jobs queue until the receiver answers 2xx. Rows hold ids and outcomes, never personal data.
 */
export const CrmDeliveries: CollectionConfig = {
  slug: 'crm-deliveries',
  labels: { singular: 'CRM delivery', plural: 'CRM deliveries' },
  admin: {
    useAsTitle: 'delivery_id',
    defaultColumns: ['createdAt', 'event', 'lead', 'status', 'attempts', 'last_error', 'delivered_at'],
    ...section('Sales'),
    description:
      'Each lead event posted to the CRM (CRM_WEBHOOK_URL), retried with backoff for about two days while the CRM does not answer. Filter on status “Retrying” or “Failed” to see what has not arrived.',
  },
  defaultSort: '-createdAt',
  // Written by the server alone: sales read the outcome; only an administrator removes a row.
  access: { read: salesRecords.read, create: () => false, update: () => false, delete: admins },
  fields: [
    { name: 'lead', type: 'relationship', relationTo: 'leads', required: true, index: true },
    {
      name: 'event',
      type: 'select',
      required: true,
      options: CRM_EVENTS.map((value) => ({ value, label: value })),
    },
    {
      name: 'delivery_id',
      label: 'Delivery id',
      type: 'text',
      required: true,
      unique: true,
      admin: {
        description: 'Sent in the X-Wama-Delivery header: the same on every retry, for the CRM to skip repeats',
      },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: CRM_DELIVERY_STATUSES.map((value) => ({ value, label: capitalised(value) })),
    },
    { name: 'attempts', type: 'number', defaultValue: 0 },
    { name: 'last_error', label: 'Last error', type: 'text' },
    { name: 'response_status', label: 'CRM answer (HTTP)', type: 'number' },
    {
      name: 'last_attempt_at',
      label: 'Last attempt',
      type: 'date',
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'delivered_at', label: 'Delivered', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
