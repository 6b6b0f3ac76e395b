import { createHmac, timingSafeEqual } from 'node:crypto'

import type { Lead, User } from '@/lib/cms/payload-types'
import { storedPricingSchema } from '@/lib/configurator/priced-build'

/** What the CRM hears of a lead: it arrived, its status or owner changed, its personal data was erased. */
export const CRM_EVENTS = ['lead.created', 'lead.updated', 'lead.erased'] as const
export type CrmEvent = (typeof CRM_EVENTS)[number]

export const SIGNATURE_HEADER = 'X-Wama-Signature'
export const DELIVERY_HEADER = 'X-Wama-Delivery'
export const EVENT_HEADER = 'X-Wama-Event'

/** `sha256=` and the hex HMAC-SHA256 of the exact bytes sent, keyed with the shared secret. */
export function signBody(raw: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(raw, 'utf8').digest('hex')}`
}

/** What a receiver does with the header: recompute over the raw body and compare in constant time. */
export function signatureMatches(raw: string, secret: string, header: string | null | undefined): boolean {
  const expected = Buffer.from(signBody(raw, secret))
  const given = Buffer.from(header ?? '')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

interface Envelope {
  event: CrmEvent
  deliveryId: string
  occurredAt: string
}

const orNull = <T>(value: T | null | undefined): T | null => value ?? null

function configurationOf(lead: Lead) {
  const parsed = storedPricingSchema.safeParse(lead.configuration)
  if (lead.kind !== 'configuration' || !parsed.success) return null
  return {
    reference: orNull(lead.reference),
    model: parsed.data.model,
    base_price_eur: parsed.data.basePrice,
    options: parsed.data.lines.map((line) => ({
      kind: line.kind,
      id: line.id,
      name: line.name,
      price_eur: line.price,
      included_in: orNull(line.includedIn),
    })),
    total_price_eur: orNull(lead.total_price),
  }
}

const utmOf = (utm: unknown): Record<string, string> =>
  utm && typeof utm === 'object' && !Array.isArray(utm)
    ? Object.fromEntries(Object.entries(utm).filter((e): e is [string, string] => typeof e[1] === 'string'))
    : {}

/** A sea trial or show meeting: the event, the time booked and whether it still stands. */
function bookingOf(lead: Lead) {
  if (lead.kind !== 'appointment' || !lead.slot_starts_at) return null
  const event = typeof lead.event === 'object' && lead.event ? lead.event.id : lead.event
  return {
    event_id: event ? String(event) : null,
    event: orNull(lead.interest),
    starts_at: lead.slot_starts_at,
    status: orNull(lead.booking_status),
  }
}

/**
 * The JSON a CRM receives for a lead's event (docs/crm-webhook.md). Ids are the site's own and never change; the
 * lead is read when the delivery leaves, so a late delivery carries the lead as it is then.
 */
export function crmBody(envelope: Envelope, lead: Lead, owner: Pick<User, 'id' | 'email' | 'name'> | null) {
  const head = { event: envelope.event, delivery_id: envelope.deliveryId, occurred_at: envelope.occurredAt }
  if (envelope.event === 'lead.erased') return { ...head, lead: { id: String(lead.id), erased_at: lead.erased_at } }
  return {
    ...head,
    lead: {
      id: String(lead.id),
      kind: lead.kind,
      status: lead.status,
      created_at: lead.createdAt,
      language: lead.locale,
      contact: {
        name: orNull(lead.name),
        first_name: orNull(lead.first_name),
        last_name: orNull(lead.last_name),
        email: lead.email,
        phone: orNull(lead.phone),
        country: orNull(lead.country),
      },
      yacht: orNull(lead.yacht ?? lead.interest),
      message: orNull(lead.message),
      configuration: configurationOf(lead),
      booking: bookingOf(lead),
      qualification: {
        budget: orNull(lead.budget),
        timeframe: orNull(lead.timeframe),
        intended_use: orNull(lead.intended_use),
        home_port: orNull(lead.home_port),
        score: lead.score ?? 0,
      },
      consent: {
        purpose: orNull(lead.consent_purpose),
        given: lead.consent === true,
        wording_version: orNull(lead.consent_version),
        wording: orNull(lead.consent_text),
        given_at: lead.createdAt,
        page: orNull(lead.page_url),
      },
      source: { page: orNull(lead.page_url), utm: utmOf(lead.utm) },
      owner: owner ? { id: String(owner.id), name: owner.name || owner.email, email: owner.email } : null,
      respond_by: orNull(lead.respond_by),
      first_response_at: orNull(lead.first_response_at),
    },
  }
}
