import type { AboutContent } from '@/lib/cms/types'

/** For the server log; visitors read the failed state's wording from the About messages. */
const ABOUT_FAILED_TITLE = 'Failed to load about page'
export const ABOUT_FAILED_FALLBACK = 'Failed to load about page data'

export type AboutState = { ok: true; about: AboutContent } | { ok: false; message: string }

/** A failed or empty load becomes the failed state; the error (or the fallback text) is logged. */
export async function loadAbout(
  get: () => Promise<AboutContent | null | undefined>,
  log: (...args: unknown[]) => void = console.error,
): Promise<AboutState> {
  try {
    const about = await get()
    if (!about) throw new Error(ABOUT_FAILED_FALLBACK)
    return { ok: true, about }
  } catch (error) {
    const message = error instanceof Error && error.message ? error.message : ABOUT_FAILED_FALLBACK
    log(`[about] ${ABOUT_FAILED_TITLE}: ${message}`)
    return { ok: false, message }
  }
}

/** Comma-separated highlights as a clean list. */
export function splitHighlights(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
}
