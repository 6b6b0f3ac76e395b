/**
 * What a visitor may add to an inquiry or a quote to be answered sooner: a budget, when they mean to buy, what
 * the boat is for and where it will be kept. All optional; from them and the value of a configured build, each
 * lead gets a score that orders the sales inbox. Free of zod, like constants.ts: the forms render these lists
 * before their schema loads.
 */

export const BUDGETS = ['under-150k', '150k-250k', '250k-1m', 'over-1m'] as const
export const TIMEFRAMES = ['within-3-months', '3-6-months', '6-12-months', 'later'] as const
export const INTENDED_USES = ['family', 'watersports', 'charter', 'tender'] as const
type Budget = (typeof BUDGETS)[number]
type Timeframe = (typeof TIMEFRAMES)[number]
type IntendedUse = (typeof INTENDED_USES)[number]

export const QUALIFICATION_FIELDS = ['budget', 'timeframe', 'intended_use', 'home_port'] as const

export interface Qualification {
  budget?: Budget | null
  timeframe?: Timeframe | null
  intended_use?: IntendedUse | null
  home_port?: string | null
}

/** What the form starts with: nothing said. */
export const NO_QUALIFICATION = { budget: '', timeframe: '', intended_use: '', home_port: '' } as const

const BUDGET_POINTS: Record<Budget, number> = { 'under-150k': 10, '150k-250k': 20, '250k-1m': 30, 'over-1m': 40 }
const TIMEFRAME_POINTS: Record<Timeframe, number> = {
  'within-3-months': 30,
  '3-6-months': 20,
  '6-12-months': 10,
  later: 0,
}
/** A configured build counts by its value: €12,500 a point, up to 20 (a €250,000 build). */
const BUILD_EUROS_PER_POINT = 12_500
const BUILD_POINTS_MAX = 20
const SAID_POINTS = 5

/**
 * 0–100: budget up to 40, timeframe up to 30, a configured build up to 20, intended use and home port 5 each.
 * A lead that says nothing scores 0 and waits its turn by due time.
 */
export function leadScore(lead: Qualification & { total_price?: number | null }): number {
  const build = lead.total_price ? Math.min(BUILD_POINTS_MAX, Math.round(lead.total_price / BUILD_EUROS_PER_POINT)) : 0
  return (
    (lead.budget ? BUDGET_POINTS[lead.budget] : 0) +
    (lead.timeframe ? TIMEFRAME_POINTS[lead.timeframe] : 0) +
    build +
    (lead.intended_use ? SAID_POINTS : 0) +
    (lead.home_port?.trim() ? SAID_POINTS : 0)
  )
}

/** How the score is reckoned, for the people who read it. */
export const SCORE_RULE =
  'Out of 100: budget up to 40 (10 per band), timeframe up to 30 (30 within three months, 20 within six, 10 within a year), a configured build up to 20 (a point per €12,500), intended use and home port 5 each'
