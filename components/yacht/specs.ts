import type { Yacht, YachtSpecs } from '@/lib/cms/types'

export interface SpecRow {
  label: string
  value: string
}

/** A filled-in spec field; its label is in the Yacht.specifications messages. */
interface SpecField {
  field: keyof YachtSpecs
  value: string
}

export interface SpecGroup {
  id: 'dimensions' | 'capacity' | 'performance' | 'accommodation'
  rows: SpecField[]
}

const GROUPS: ReadonlyArray<{ id: SpecGroup['id']; fields: ReadonlyArray<keyof YachtSpecs> }> = [
  { id: 'dimensions', fields: ['length', 'beam', 'draft', 'displacement'] },
  { id: 'capacity', fields: ['fuel_capacity', 'water_capacity'] },
  { id: 'performance', fields: ['max_speed', 'cruising_speed'] },
  { id: 'accommodation', fields: ['cabins', 'bathrooms', 'sleeps'] },
]

/** The spec table of the yacht page, grouped; empty values are left out. */
export function specGroups(yacht: Pick<Yacht, 'specs'>): SpecGroup[] {
  return GROUPS.map(({ id, fields }) => ({
    id,
    rows: fields
      .map((field) => ({ field, value: (yacht.specs[field] ?? '').trim() }))
      .filter((row) => row.value !== ''),
  })).filter((group) => group.rows.length > 0)
}
