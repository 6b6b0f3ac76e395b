import type { ImageData } from '@/components/ui/Picture'
import type { YachtVariety } from '@/lib/cms/types'

export const VARIETY_IMAGE_SIZES = '(min-width: 1024px) 55vw, 100vw'

/** A variety with its image's optimised attributes, computed on the server. */
export type VarietyView = YachtVariety & { picture: ImageData | null }

export type VarietyId = 'sport' | 'luxury' | 'standard'
export type Goal = 'performance' | 'luxury' | 'entertainment'

export const GOALS: ReadonlyArray<{ id: Goal; label: string; description: string }> = [
  { id: 'performance', label: 'Performance', description: 'Speed, handling and long fast passages.' },
  { id: 'luxury', label: 'Luxury', description: 'Comfort, materials and time at anchor.' },
  { id: 'entertainment', label: 'Entertainment', description: 'Guests, days out and shared moments.' },
]

/** Performance → sport, luxury → luxury, entertainment → standard, anything else → standard. */
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

export function sortVarieties<T extends YachtVariety>(varieties: readonly T[]): T[] {
  return [...varieties].sort((a, b) => a.display_order - b.display_order)
}
