/**
 * The WAMA 26 as the app draws it, in a 400 × 270 box: a profile above a plan view. The configurator's
 * preview, its 3D model and the spec sheet mailed with a quote all use these lines.
 */
export const BOAT_VIEWBOX = { width: 400, height: 270 } as const

export type Point = readonly [number, number]
/** A cubic Bézier: start, two control points, end. */
type Cubic = readonly [Point, Point, Point, Point]

/** Profile (y grows downwards): the sheer runs from the transom top to the bow, the stem down to the keel. */
const SHEER: Cubic = [
  [40, 108],
  [150, 106],
  [300, 100],
  [372, 92],
]
const STEM: Cubic = [
  [372, 92],
  [362, 118],
  [332, 146],
  [285, 152],
]
/** From the forefoot aft to the foot of the transom, which rakes up to the sheer's start. */
const KEEL: readonly Point[] = [
  [285, 152],
  [60, 154],
  [46, 150],
]
export const DECKHOUSE_PROFILE: readonly Point[] = [
  [208, 103],
  [232, 86],
  [318, 90],
  [342, 97],
]
/** The sea's surface in the profile. */
export const WATERLINE_Y = 144

/**
 * A plan-view outline, symmetric about the centreline: straight sides from `aft`, then a Bézier to the
 * bow given as (x, half-breadth) points.
 */
export interface PlanOutline {
  aft: number
  bow: Cubic
}
const PLAN_CENTRE_Y = 225
export const HULL_PLAN: PlanOutline = {
  aft: 40,
  bow: [
    [300, 26],
    [344, 24],
    [368, 12],
    [378, 0],
  ],
}
const DECK_PLAN: PlanOutline = {
  aft: 46,
  bow: [
    [298, 21],
    [336, 19],
    [356, 10],
    [366, 0],
  ],
}
export const DECKHOUSE_PLAN: PlanOutline = {
  aft: 214,
  bow: [
    [300, 15],
    [316, 13],
    [326, 7],
    [330, 0],
  ],
}
/** The plan view is drawn at half the true beam so that it fits under the profile. */
export const PLAN_BEAM_STRETCH = 2
/** The hull's length over all, which the profile's 332 units stand for. */
export const LENGTH_M = 7.9

const pt = ([x, y]: Point) => `${x} ${y}`

function planPath({ aft, bow }: PlanOutline): string {
  const top = ([x, h]: Point) => pt([x, PLAN_CENTRE_Y - h])
  const bottom = ([x, h]: Point) => pt([x, PLAN_CENTRE_Y + h])
  const [start, c1, c2, tip] = bow
  return `M${top([aft, start[1]])} L${top(start)} C${top(c1)} ${top(c2)} ${top(tip)} C${bottom(c2)} ${bottom(c1)} ${bottom(start)} L${bottom([aft, start[1]])} Z`
}

export const PROFILE_HULL = `M${pt(SHEER[0])} C${SHEER.slice(1).map(pt).join(' ')} C${STEM.slice(1).map(pt).join(' ')} ${KEEL.slice(
  1,
)
  .map((p) => `L${pt(p)}`)
  .join(' ')} Z`
export const PROFILE_DECKHOUSE = `M${pt(DECKHOUSE_PROFILE[0]!)} ${DECKHOUSE_PROFILE.slice(1)
  .map((p) => `L${pt(p)}`)
  .join(' ')} Z`
export const PLAN_HULL = planPath(HULL_PLAN)
export const PLAN_DECK = planPath(DECK_PLAN)
export const PLAN_DECKHOUSE = planPath(DECKHOUSE_PLAN)
/** The profile's sky ends here; the plan view sits on the sea below. */
export const PROFILE_HEIGHT = 180

function cubicAt([p0, p1, p2, p3]: Cubic, t: number): Point {
  const u = 1 - t
  const a = u * u * u
  const b = 3 * u * u * t
  const c = 3 * u * t * t
  const d = t * t * t
  return [a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0], a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]]
}

/** The curve's y where its x is `x` (the curves here run monotonically in x); clamped to its ends. */
function cubicYAtX(curve: Cubic, x: number): number {
  const [x0] = curve[0]
  const [x3] = curve[3]
  if ((x - x0) * (x3 - x0) <= 0) return curve[0][1]
  if ((x - x3) * (x0 - x3) <= 0) return curve[3][1]
  let lo = 0
  let hi = 1
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2
    const [mx] = cubicAt(curve, mid)
    if ((mx - x) * (x3 - x0) < 0) lo = mid
    else hi = mid
  }
  return cubicAt(curve, (lo + hi) / 2)[1]
}

function polylineYAtX(points: readonly Point[], x: number): number {
  for (let i = 0; i < points.length - 1; i++) {
    const [ax, ay] = points[i]!
    const [bx, by] = points[i + 1]!
    if ((x - ax) * (x - bx) <= 0) return ax === bx ? ay : ay + ((x - ax) / (bx - ax)) * (by - ay)
  }
  return points[points.length - 1]![1]
}

/** Profile heights (drawing y) of the sheer and of the hull's bottom at station x. */
export function profileAt(x: number): { sheer: number; keel: number } {
  const sheer = cubicYAtX(SHEER, x)
  const forefoot = STEM[3][0]
  const keel = x >= forefoot ? cubicYAtX(STEM, x) : polylineYAtX(KEEL, Math.max(x, KEEL[KEEL.length - 1]![0]))
  return { sheer, keel }
}

/** Half-breadth of a plan outline at station x, or 0 outside it. */
export function halfBreadthAt({ aft, bow }: PlanOutline, x: number): number {
  if (x < aft || x > bow[3][0]) return 0
  if (x <= bow[0][0]) return bow[0][1]
  return cubicYAtX(bow, x)
}

/** The profile's length (transom to stem head), which the plan's longer outline is stretched to. */
export const PROFILE_SPAN = { aft: SHEER[0][0], bow: SHEER[3][0] } as const
