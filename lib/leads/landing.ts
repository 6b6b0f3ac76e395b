import { isJsonObject, stringEntries } from '@/lib/json'

/** Visit attribution, apart from the rest of the form code: every page records its landing before any form has loaded. */

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const

const LANDING_KEY = 'wama:landing'

interface Landing {
  url: string
  utm: Record<string, string>
}

function utmOf(url: URL): Record<string, string> {
  const utm: Record<string, string> = {}
  for (const key of UTM_KEYS) {
    const value = url.searchParams.get(key)
    if (value) utm[key] = value.slice(0, 200)
  }
  return utm
}

/** A landing read back from storage, where a script or an older version of the site may have left anything. */
function landingOf(value: unknown): Landing | null {
  if (!isJsonObject(value) || typeof value.url !== 'string' || !isJsonObject(value.utm)) return null
  return { url: value.url, utm: stringEntries(value.utm) }
}

/**
 * Remembers the first URL of the visit (per tab session): the UTM parameters of a campaign link are on
 * the landing page, not on the page where the form is finally sent. Every form calls this on mount;
 * the footer's newsletter form is on every page, so the landing page is always seen.
 */
export function captureLanding(): Landing | null {
  if (typeof window === 'undefined') return null
  try {
    const stored = window.sessionStorage.getItem(LANDING_KEY)
    const kept = stored ? landingOf(JSON.parse(stored)) : null
    if (kept) return kept
    const url = new URL(window.location.href)
    const landing = { url: url.toString(), utm: utmOf(url) }
    window.sessionStorage.setItem(LANDING_KEY, JSON.stringify(landing))
    return landing
  } catch {
    // Storage blocked (private mode, sandboxed frame): attribute to the current page only.
    try {
      return { url: window.location.href, utm: utmOf(new URL(window.location.href)) }
    } catch {
      return null
    }
  }
}
