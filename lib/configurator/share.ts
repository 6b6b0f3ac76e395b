import { decodedOrNull } from '@/lib/http/paths'

import type { Selection } from './selection'

/**
 * Share links carry the configuration in one query parameter:
 *   ?c=1.<colour>.<flooring>.<engine>.<option>_<option>…
 * Ids rather than list positions, so a link survives editors reordering or extending the catalogue;
 * `.` and `_` are left unescaped by URLSearchParams, so a typical link needs no percent-encoding.
 */
export const SHARE_PARAM = 'c'
const SHARE_VERSION = '1'

const MAX_CODE_LENGTH = 4000
const MAX_OPTIONS = 200

function escapeId(id: string): string {
  return encodeURIComponent(id).replace(/\./g, '%2E').replace(/_/g, '%5F')
}

export function encodeSelection(selection: Selection): string {
  return [
    SHARE_VERSION,
    escapeId(selection.colorId),
    escapeId(selection.flooringId),
    escapeId(selection.engineId),
    selection.optionIds.map(escapeId).join('_'),
  ].join('.')
}

/**
 * The selection a code describes, ids not yet checked against the catalogue (pass it to sanitizeSelection).
 * Anything that is not a well-formed code of a known version gives null.
 */
export function decodeSelection(code: string | null | undefined): Selection | null {
  if (typeof code !== 'string' || code.length === 0 || code.length > MAX_CODE_LENGTH) return null
  const parts = code.trim().split('.')
  if (parts.length !== 5 || parts[0] !== SHARE_VERSION) return null
  const [, colorText = '', flooringText = '', engineText = '', optionsText = ''] = parts
  const colorId = decodedOrNull(colorText)
  const flooringId = decodedOrNull(flooringText)
  const engineId = decodedOrNull(engineText)
  if (!colorId || !flooringId || engineId === null) return null
  const optionIds: string[] = []
  if (optionsText) {
    const pieces = optionsText.split('_')
    if (pieces.length > MAX_OPTIONS) return null
    for (const piece of pieces) {
      const id = decodedOrNull(piece)
      if (!id) return null
      if (!optionIds.includes(id)) optionIds.push(id)
    }
  }
  return { colorId, flooringId, engineId, optionIds }
}

/** `base` is an absolute page URL; any existing query keeps its other parameters. */
export function buildShareUrl(base: string, selection: Selection): string {
  const url = new URL(base)
  url.hash = ''
  url.searchParams.set(SHARE_PARAM, encodeSelection(selection))
  return url.toString()
}

/**
 * The page's address carrying the build, so a reload, Back or a copied address brings it back: its other
 * parameters kept, and no code at all for the untouched default build.
 */
export function addressWithBuild(href: string, selection: Selection, defaults: Selection): string {
  const url = new URL(href)
  if (encodeSelection(selection) === encodeSelection(defaults)) url.searchParams.delete(SHARE_PARAM)
  else url.searchParams.set(SHARE_PARAM, encodeSelection(selection))
  return url.toString()
}

/** The share code in a location's query string (`location.search`), if any. */
export function readShareCode(search: string): string | null {
  try {
    return new URLSearchParams(search).get(SHARE_PARAM)
  } catch {
    return null
  }
}
