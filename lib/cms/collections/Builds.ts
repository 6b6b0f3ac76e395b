import type { CollectionConfig } from 'payload'

import { admins, salesTeam, section } from '../access'
import { languageField } from '../localize'

/**
 * Builds kept under their code: the choices and the prices of the list they were priced on, frozen. Written by the
 * server alone (a quote, or a visitor keeping a build); they hold no personal data, so anyone with the code may
 * open one, and the sales team finds them here.
 */
export const Builds: CollectionConfig = {
  slug: 'builds',
  labels: { singular: 'Build', plural: 'Builds' },
  admin: {
    useAsTitle: 'code',
    defaultColumns: ['code', 'model', 'total', 'createdAt'],
    listSearchableFields: ['code'],
    ...section('Sales'),
    description:
      'Every build a visitor kept or asked a quote for, under the code printed on its spec sheet. A quote’s lead holds the same code.',
  },
  defaultSort: '-createdAt',
  access: { read: salesTeam, create: () => false, update: () => false, delete: admins },
  fields: [
    {
      name: 'code',
      type: 'text',
      required: true,
      unique: true,
      admin: { readOnly: true, description: 'Opens the build at /yachts/wama-26/configure/{code}' },
    },
    { name: 'model', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'total', label: 'Total (EUR, excluding VAT)', type: 'number', required: true, admin: { readOnly: true } },
    {
      name: 'build',
      type: 'json',
      required: true,
      admin: { readOnly: true, description: 'The choices and the prices of each, as priced then' },
    },
    languageField({ position: 'sidebar', description: 'The language of the page the build was kept from' }),
  ],
}
