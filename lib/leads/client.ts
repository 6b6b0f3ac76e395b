import { isJsonObject, stringEntries } from '@/lib/json'
import { DEFAULT_LOCALE, splitLocale } from '@/lib/i18n/config'

import { challengeAnswerSchema, solvedChallenge, type Challenge } from './challenge-schema'
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

/** Solves the server's proof-of-work challenge (loaded only when one is asked for); null if it cannot. */
async function solve(challenge: Challenge): Promise<string | null> {
  try {
    const { solveChallenge } = await import('altcha-lib/v1')
    const { challenge: hash, salt, algorithm, maxnumber } = challenge
    const solution = await solveChallenge(hash, salt, algorithm, maxnumber).promise
    return solution ? solvedChallenge(challenge, solution.number) : null
  } catch {
    return null
  }
}

export async function postLead(url: string, body: Record<string, unknown>): Promise<SubmitOutcome> {
  const send = (payload: Record<string, unknown>) =>
    fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payload) })
  let response: Response
  let json: unknown
  try {
    response = await send(body)
    json = await response.json().catch(() => null)
    // Under a flood the server asks for proof of work: solved in the background, the visitor only waits a moment.
    const asked = response.status === 429 ? challengeAnswerSchema.safeParse(json) : null
    const altcha = asked?.success ? await solve(asked.data.challenge) : null
    if (altcha) {
      response = await send({ ...body, altcha })
      json = await response.json().catch(() => null)
    }
  } catch {
    return { kind: 'error' }
  }
  if (response.ok) return { kind: 'ok', body: json }
  const fields = isJsonObject(json) ? json.fields : null
  if (response.status === 400 && isJsonObject(fields) && Object.keys(fields).length) {
    return { kind: 'invalid', fields: stringEntries(fields) }
  }
  return { kind: 'failed', status: response.status, body: json }
}
