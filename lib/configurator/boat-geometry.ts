/**
 * The WAMA 26 as the app draws it, in a 400 × 270 box: a profile above a plan view. The configurator's
 * preview and the spec sheet mailed with a quote draw the same lines.
 */
export const BOAT_VIEWBOX = { width: 400, height: 270 } as const
export const PROFILE_HULL = 'M40 108 C150 106 300 100 372 92 C362 118 332 146 285 152 L60 154 L46 150 Z'
export const PROFILE_DECKHOUSE = 'M208 103 L232 86 L318 90 L342 97 Z'
export const PLAN_HULL = 'M40 199 L300 199 C344 201 368 213 378 225 C368 237 344 249 300 251 L40 251 Z'
export const PLAN_DECK = 'M46 204 L298 204 C336 206 356 215 366 225 C356 235 336 244 298 246 L46 246 Z'
/** The profile's sky ends here; the plan view sits on the sea below. */
export const PROFILE_HEIGHT = 180
