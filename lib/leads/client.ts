import { isJsonObject, stringEntries } from '@/lib/json'
import { DEFAULT_LOCALE, splitLocale } from '@/lib/i18n/config'

import { captureLanding } from './landing'
import type { LeadMeta } from './schemas'

/** Browser helpers shared by the forms: idempotency keys, the meta fields, the submit call. */

export { captureLanding }

export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`
}

export function submitMeta(args: {
  startedAt: number
  idempotencyKey: string
  honeypot: string
}): Required<Pick<LeadMeta, 'website' | 'idempotencyKey'>> & LeadMeta {
  const landing = captureLanding()
  const utm = landing?.utm && Object.keys(landing.utm).length ? landing.utm : undefined
  return {
    website: args.honeypot,
    startedAt: args.startedAt || undefined,
    idempotencyKey: args.idempotencyKey,
    pageUrl: typeof window !== 'undefined' ? window.location.href.slice(0, 2000) : undefined,
    // The page's language is its URL's: /fr/... is French.
    locale: typeof window !== 'undefined' ? splitLocale(window.location.pathname).locale : DEFAULT_LOCALE,
    utm,
  }
}

export type SubmitOutcome =
  | { kind: 'ok'; body: unknown }
  /** The server refused some fields (400): show them next to the inputs. */
  | { kind: 'invalid'; fields: Record<string, string> }
  /** Any other non-OK answer, with its JSON body if it had one. */
  | { kind: 'failed'; status: number; body: unknown }
  /** No answer at all. */
  | { kind: 'error' }

export async function postLead(url: string, body: unknown): Promise<SubmitOutcome> {
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
  } catch {
    return { kind: 'error' }
  }
  const json: unknown = await response.json().catch(() => null)
  if (response.ok) return { kind: 'ok', body: json }
  const fields = isJsonObject(json) ? json.fields : null
  if (response.status === 400 && isJsonObject(fields) && Object.keys(fields).length) {
    return { kind: 'invalid', fields: stringEntries(fields) }
  }
  return { kind: 'failed', status: response.status, body: json }
}
