import type { Field, GlobalConfig } from 'payload'

import { anyone, contentEditors, section } from '../access'
import { revalidateGlobal } from '../hooks/revalidate'
import { TAGS } from '../tags'

const idField = (name: string): Field => ({
  name,
  type: 'text',
  required: true,
  admin: { description: 'Stable id used in saved and shared configurations; do not change once published' },
})
const price: Field = { name: 'price', type: 'number', required: true, min: 0 }

export const ConfiguratorCatalogue: GlobalConfig = {
  slug: 'configurator-catalogue',
  label: 'WAMA 26 configurator',
  admin: {
    ...section('Fleet'),
    description: 'Colours, decks, engines and options of the WAMA 26 configurator, with their prices.',
  },
  access: { read: anyone, update: contentEditors, readVersions: contentEditors },
  // The history an editor compares and restores from; a restore publishes like a save.
  versions: { max: 30 },
  hooks: { afterChange: [revalidateGlobal(TAGS.catalogue)] },
  fields: [
    { name: 'base_price', type: 'number', required: true, min: 0, defaultValue: 125000 },
    { name: 'standard_features', type: 'array', fields: [{ name: 'feature', type: 'text', required: true }] },
    {
      name: 'colors',
      type: 'array',
      fields: [
        idField('color_id'),
        { name: 'name', type: 'text', required: true },
        { name: 'hex', type: 'text', required: true },
        price,
      ],
    },
    {
      name: 'floorings',
      type: 'array',
      fields: [
        idField('flooring_id'),
        { name: 'name', type: 'text', required: true },
        { name: 'description', type: 'textarea' },
        price,
      ],
    },
    {
      name: 'engines',
      type: 'array',
      fields: [
        idField('engine_id'),
        { name: 'name', type: 'text', required: true },
        { name: 'description', type: 'textarea' },
        { name: 'category', type: 'text' },
        price,
      ],
    },
    {
      name: 'categories',
      type: 'array',
      fields: [idField('category_id'), { name: 'name', type: 'text', required: true }],
    },
    {
      name: 'options',
      type: 'array',
      fields: [
        idField('option_id'),
        { name: 'name', type: 'text', required: true },
        { name: 'description', type: 'textarea' },
        { name: 'category', type: 'text', required: true },
        price,
      ],
    },
  ],
}
