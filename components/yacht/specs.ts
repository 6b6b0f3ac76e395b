import type { Yacht, YachtSpecs } from '@/lib/cms/types'

export interface SpecRow {
  label: string
  value: string
}

export interface SpecGroup {
  title: 'Dimensions' | 'Capacity' | 'Performance' | 'Accommodation'
  rows: SpecRow[]
}

const GROUPS: ReadonlyArray<{ title: SpecGroup['title']; fields: ReadonlyArray<[keyof YachtSpecs, string]> }> = [
  {
    title: 'Dimensions',
    fields: [
      ['length', 'Length'],
      ['beam', 'Beam'],
      ['draft', 'Draft'],
      ['displacement', 'Displacement'],
    ],
  },
  {
    title: 'Capacity',
    fields: [
      ['fuel_capacity', 'Fuel Capacity'],
      ['water_capacity', 'Water Capacity'],
    ],
  },
  {
    title: 'Performance',
    fields: [
      ['max_speed', 'Max Speed'],
      ['cruising_speed', 'Cruising Speed'],
    ],
  },
  {
    title: 'Accommodation',
    fields: [
      ['cabins', 'Cabins'],
      ['bathrooms', 'Bathrooms'],
      ['sleeps', 'Sleeps'],
    ],
  },
]

/** The spec table of the yacht page, grouped; empty values are left out. */
export function specGroups(yacht: Pick<Yacht, 'specs'>): SpecGroup[] {
  return GROUPS.map(({ title, fields }) => ({
    title,
    rows: fields
      .map(([key, label]) => ({ label, value: (yacht.specs[key] ?? '').trim() }))
      .filter((row) => row.value !== ''),
  })).filter((group) => group.rows.length > 0)
}
