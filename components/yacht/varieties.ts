import type { YachtVariety } from '@/lib/cms/types'

export type VarietyId = 'sport' | 'luxury' | 'standard'
export type Goal = 'performance' | 'luxury' | 'entertainment'

export const GOALS: ReadonlyArray<{ id: Goal; label: string; description: string }> = [
  { id: 'performance', label: 'Performance', description: 'Speed, handling and long fast passages.' },
  { id: 'luxury', label: 'Luxury', description: 'Comfort, materials and time at anchor.' },
  { id: 'entertainment', label: 'Entertainment', description: 'Guests, days out and shared moments.' },
]

/** Spec §4: performance → sport, luxury → luxury, entertainment → standard, anything else → standard. */
export function varietyForGoal(goal: string): VarietyId {
  switch (goal) {
    case 'performance':
      return 'sport'
    case 'luxury':
      return 'luxury'
    default:
      return 'standard'
  }
}

export function sortVarieties(varieties: readonly YachtVariety[]): YachtVariety[] {
  return [...varieties].sort((a, b) => a.display_order - b.display_order)
}
