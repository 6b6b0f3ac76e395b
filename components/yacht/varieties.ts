import type { ImageData } from '@/components/ui/Picture'
import type { YachtVariety } from '@/lib/cms/types'

export const VARIETY_IMAGE_SIZES = '(min-width: 1024px) 55vw, 100vw'

/** A variety with its image's optimised attributes, computed on the server. */
export type VarietyView = YachtVariety & { picture: ImageData | null; configureHref: string | null }

export type VarietyId = 'sport' | 'luxury' | 'standard'
export type Goal = 'performance' | 'luxury' | 'entertainment'

/** The goals a visitor can pick, in the order offered; their words are in the YachtIslands messages. */
export const GOALS: readonly Goal[] = ['performance', 'luxury', 'entertainment']

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
