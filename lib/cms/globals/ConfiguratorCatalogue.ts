import type { Field, GlobalConfig, TextFieldManyValidation, TextFieldSingleValidation } from 'payload'

import { ENGINE_CATEGORIES } from '@/lib/configurator/rule-kinds'
import { isJsonObject } from '@/lib/json'

import { anyone, contentEditors, section } from '../access'
import { CONFIGURATOR_PATH as PAGE } from '../contract'
import { revalidateGlobal } from '../hooks/revalidate'
import { TAGS } from '../tags'
import { translatable } from '../localize'

/** A rule naming an option the list does not hold would never apply: say so at save time. */
function unknownOptionIds(value: string | string[] | null | undefined, data: unknown): string | true {
  const options = isJsonObject(data) && Array.isArray(data.options) ? data.options : []
  const known = new Set(options.map((o) => (isJsonObject(o) ? o.option_id : undefined)))
  const ids = value === null || value === undefined ? [] : Array.isArray(value) ? value : [value]
  const unknown = ids.filter((id) => !known.has(id))
  return unknown.length ? `Not in the Options list: ${unknown.join(', ')}` : true
}
const knownOptions: TextFieldSingleValidation & TextFieldManyValidation = (value, { data }) =>
  unknownOptionIds(value, data)

const idField = (
  name: string,
  description = 'Not shown: links saved and shared configurations to this choice; do not change once published',
): Field => ({
  name,
  type: 'text',
  required: true,
  admin: { description },
})
const price = (description: string): Field => ({
  name: 'price',
  type: 'number',
  required: true,
  min: 0,
  admin: { description },
})
const surcharge = (list: string) =>
  price(`Extra cost in euros on the ${list} choice and in the summary of ${PAGE}; 0 shows "Included"`)

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
  fields: translatable(
    [
      {
        name: 'base_price',
        type: 'number',
        required: true,
        min: 0,
        defaultValue: 125000,
        admin: { description: `Base price in euros in the summary of ${PAGE}; the total price starts from it` },
      },
      {
        name: 'standard_features',
        type: 'array',
        admin: { description: `List under "Standard Features Included" at the top of ${PAGE}` },
        fields: [
          {
            name: 'feature',
            type: 'text',
            required: true,
            admin: { description: `One line of the "Standard Features Included" list on ${PAGE}` },
          },
        ],
      },
      {
        name: 'colors',
        type: 'array',
        admin: { description: `Choices under "Exterior Colour" on ${PAGE}` },
        fields: [
          idField('color_id'),
          {
            name: 'name',
            type: 'text',
            required: true,
            admin: { description: `Name of the colour under "Exterior Colour" and in the summary of ${PAGE}` },
          },
          {
            name: 'hex',
            type: 'text',
            required: true,
            admin: { description: 'Colour of the swatch and of the hull in the boat drawing, as a code like #1C1D1F' },
          },
          surcharge('colour'),
        ],
      },
      {
        name: 'floorings',
        type: 'array',
        admin: { description: `Choices under "Flooring" on ${PAGE}` },
        fields: [
          idField('flooring_id'),
          {
            name: 'name',
            type: 'text',
            required: true,
            admin: { description: `Name of the deck covering under "Flooring" and in the summary of ${PAGE}` },
          },
          {
            name: 'description',
            type: 'textarea',
            admin: { description: `Small text under the deck covering's name under "Flooring" on ${PAGE}` },
          },
          surcharge('flooring'),
        ],
      },
      {
        name: 'engines',
        type: 'array',
        admin: { description: `Choices under "Engine" on ${PAGE}` },
        fields: [
          idField('engine_id'),
          {
            name: 'name',
            type: 'text',
            required: true,
            admin: { description: `Name of the engine under "Engine" and in the summary of ${PAGE}` },
          },
          {
            name: 'description',
            type: 'textarea',
            admin: { description: `Small text under the engine's name under "Engine" on ${PAGE}` },
          },
          {
            name: 'category',
            type: 'text',
            admin: {
              description:
                'Word before the engine text under "Engine", also drawn: outboard, inboard, sterndrive or forward-drive',
            },
          },
          surcharge('engine'),
        ],
      },
      {
        name: 'categories',
        type: 'array',
        admin: { description: `Groups of the Options list on ${PAGE}, in this order` },
        fields: [
          idField(
            'category_id',
            'Not shown: an option whose Category is this joins the group; do not change once published',
          ),
          {
            name: 'name',
            type: 'text',
            required: true,
            admin: { description: `Heading of the group in the Options list of ${PAGE}` },
          },
        ],
      },
      {
        name: 'options',
        type: 'array',
        admin: { description: `Extras a visitor ticks under "Options" on ${PAGE}` },
        fields: [
          idField('option_id'),
          {
            name: 'name',
            type: 'text',
            required: true,
            admin: { description: `Name of the extra in the Options list and in the summary of ${PAGE}` },
          },
          {
            name: 'description',
            type: 'textarea',
            admin: { description: `Small text under the extra's name in the Options list of ${PAGE}` },
          },
          {
            name: 'category',
            type: 'text',
            required: true,
            admin: {
              description:
                'Id of the Categories group it is listed under on the configurator; unknown: "Other Options"',
            },
          },
          price(`Price in euros on the extra in the Options list and in the summary of ${PAGE}`),
        ],
      },
      {
        name: 'rules',
        type: 'array',
        labels: { singular: 'Rule', plural: 'Option rules' },
        admin: {
          description: `How options combine on ${PAGE}; a visitor breaking a rule reads its explanation and gets the fix`,
          initCollapsed: true,
          components: { RowLabel: '/components/admin/RuleRowLabel#RuleRowLabel' },
        },
        fields: [
          {
            name: 'kind',
            type: 'select',
            required: true,
            options: [
              { label: 'Requires: the option needs the other options', value: 'requires' },
              { label: 'Excludes: the option cannot be fitted with the other options', value: 'excludes' },
              {
                label: 'Includes: the option is a package holding the other options at its own price',
                value: 'includes',
              },
              { label: 'Needs engine: the option is only offered with some engine kinds', value: 'needs-engine' },
            ],
            admin: { description: 'What the rule says about the option' },
          },
          {
            name: 'option',
            type: 'text',
            required: true,
            validate: knownOptions,
            admin: { description: 'Id of the option the rule is about, as in the Options list (e.g. wake-surf-tabs)' },
          },
          {
            name: 'targets',
            type: 'text',
            hasMany: true,
            validate: knownOptions,
            admin: {
              description: 'Ids of the other options it requires, excludes or includes',
              condition: (_data, sibling) => sibling?.kind !== 'needs-engine',
            },
          },
          {
            name: 'engine_categories',
            type: 'select',
            hasMany: true,
            options: ENGINE_CATEGORIES.map((value) => ({ label: value, value })),
            admin: {
              description: "Engine kinds the option works with; an engine's kind is its Category above",
              condition: (_data, sibling) => sibling?.kind === 'needs-engine',
            },
          },
          {
            name: 'explanation',
            type: 'textarea',
            required: true,
            admin: { description: `Why, in a sentence a visitor reads on ${PAGE} when a choice breaks the rule` },
          },
        ],
      },
    ],
    ['category', 'option', 'targets'],
  ),
}
