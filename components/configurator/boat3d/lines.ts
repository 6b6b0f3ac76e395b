import {
  DECKHOUSE_PLAN,
  DECKHOUSE_PROFILE,
  HULL_PLAN,
  LENGTH_M,
  PLAN_BEAM_STRETCH,
  PROFILE_SPAN,
  WATERLINE_Y,
  halfBreadthAt,
  profileAt,
  type PlanOutline,
} from '@/lib/configurator/boat-geometry'

/**
 * The drawing's lines in metres for the 3D model: x along the boat (bow towards +x, 0 amidships), y up
 * from the sea's surface, z across (half-breadths).
 */
const METRES_PER_UNIT = LENGTH_M / (PROFILE_SPAN.bow - PROFILE_SPAN.aft)
const MID = (PROFILE_SPAN.aft + PROFILE_SPAN.bow) / 2

export const toX = (u: number) => (u - MID) * METRES_PER_UNIT
export const toY = (drawingY: number) => (WATERLINE_Y - drawingY) * METRES_PER_UNIT

/** The plan view is drawn a little longer than the profile: stations are matched by their share of the length. */
function planX(outline: PlanOutline, u: number, from = PROFILE_SPAN.aft, to = PROFILE_SPAN.bow): number {
  const end = outline.bow[3][0]
  return outline.aft + ((u - from) / (to - from)) * (end - outline.aft)
}

export interface Station {
  u: number
  x: number
  sheer: number
  keel: number
  halfBeam: number
}

export function stationAt(u: number): Station {
  const { sheer, keel } = profileAt(u)
  const halfBeam = halfBreadthAt(HULL_PLAN, planX(HULL_PLAN, u)) * PLAN_BEAM_STRETCH * METRES_PER_UNIT
  return { u, x: toX(u), sheer: toY(sheer), keel: toY(keel), halfBeam }
}

/** Stations from the transom to the stem head, closer together towards the bow where the lines curve. */
export function stations(count: number, from = PROFILE_SPAN.aft, to = PROFILE_SPAN.bow): Station[] {
  return Array.from({ length: count + 1 }, (_, i) => {
    const t = 1 - (1 - i / count) ** 1.6
    return stationAt(from + (to - from) * t)
  })
}

const DECKHOUSE_FROM = DECKHOUSE_PROFILE[0]![0]
const DECKHOUSE_TO = DECKHOUSE_PROFILE[DECKHOUSE_PROFILE.length - 1]![0]

/** The deckhouse at station u: its roof height and half-width, both in metres. */
export function deckhouseAt(u: number): { top: number; halfWidth: number } {
  let top = toY(DECKHOUSE_PROFILE[0]![1])
  for (let i = 0; i < DECKHOUSE_PROFILE.length - 1; i++) {
    const [ax, ay] = DECKHOUSE_PROFILE[i]!
    const [bx, by] = DECKHOUSE_PROFILE[i + 1]!
    if (u >= ax && u <= bx) top = toY(ay + ((u - ax) / (bx - ax)) * (by - ay))
  }
  const px = planX(DECKHOUSE_PLAN, u, DECKHOUSE_FROM, DECKHOUSE_TO)
  const halfWidth = halfBreadthAt(DECKHOUSE_PLAN, px) * PLAN_BEAM_STRETCH * METRES_PER_UNIT
  return { top, halfWidth }
}

export const DECKHOUSE_SPAN = { from: DECKHOUSE_FROM, to: DECKHOUSE_TO }
/** The open cockpit runs from the transom to the helm's windscreen (drawing units). */
export const COCKPIT = { aft: 44, fore: 198 } as const
/** Width of the gunwale round the cockpit, and the cockpit sole's depth below the sheer, in metres. */
export const GUNWALE = 0.17
export const COCKPIT_DEPTH = 0.52
