import type { Locale } from '@/lib/i18n/config'
import { createHash } from 'node:crypto'

import type { Payload, Where } from 'payload'

import type { ConsentPurpose } from './consent'
import type { LeadKind } from './mail-content'
import type { Qualification } from './qualification'

/**
 * Store first: a lead is a `leads` record before any mail is tried (the mails are queued by the
 * collection's afterChange hook in the same transaction). Duplicates within a minute collapse into one.
 */

const DUPLICATE_WINDOW_MS = 60_000

export interface NewLead extends Qualification {
  kind: LeadKind
  locale: Locale
  email: string
  name?: string
  first_name?: string
  last_name?: string
  phone?: string
  country?: string
  interest?: string
  yacht?: string
  message?: string
  consent?: boolean
  consent_text?: string
  consent_version?: string
  consent_purpose?: ConsentPurpose
  reference?: string
  configuration?: Record<string, unknown>
  total_price?: number
  brochure_url?: string
  page_url?: string
  utm?: Record<string, string>
  user_agent?: string
  ip_hash?: string
  idempotency_key?: string
  event?: number
  slot?: string
  slot_starts_at?: string
  seat?: string
  booking_status?: 'booked'
  booked_at?: string
  booking_version?: number
  content_hash: string
  spam: boolean
  spam_reason?: string
}

export interface StoredLead {
  id: number | string
  createdAt: string
  duplicate: boolean
  /** A quote's build code: a twin answers with the first one's. */
  reference?: string | null
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

/** Same kind + email + what was asked = the same submission, whatever idempotency key came with it. */
export function contentHash(kind: LeadKind, email: string, ...parts: Array<string | number | undefined>): string {
  return sha256(
    JSON.stringify([kind, email.trim().toLowerCase(), ...parts.map((p) => (p === undefined ? '' : String(p).trim()))]),
  )
}

export function ipHash(address: string, salt: string): string {
  return sha256(`${salt}:${address}`).slice(0, 32)
}

// Concurrent twins (a double click that beat the button lock, a retry racing its original) wait for the
// first one's write instead of both missing the lookup.
const inFlight = new Map<string, Promise<StoredLead>>()

export async function storeLead(payload: Payload, lead: NewLead): Promise<StoredLead> {
  const keys = [`h:${lead.content_hash}`, ...(lead.idempotency_key ? [`k:${lead.kind}:${lead.idempotency_key}`] : [])]
  for (const key of keys) {
    const pending = inFlight.get(key)
    if (pending) return { ...(await pending), duplicate: true }
  }
  const work = (async (): Promise<StoredLead> => {
    const existing = await findRecentDuplicate(payload, lead)
    if (existing) return { ...existing, duplicate: true }
    const doc = await payload.create({
      collection: 'leads',
      data: {
        ...lead,
        status: 'new',
        delivery_status: lead.spam ? 'skipped' : 'pending',
        confirmation_status: lead.spam ? 'skipped' : 'pending',
        delivery_attempts: 0,
      },
      overrideAccess: true,
      depth: 0,
    })
    return { id: doc.id, createdAt: doc.createdAt, reference: doc.reference, duplicate: false }
  })()
  for (const key of keys) inFlight.set(key, work)
  try {
    return await work
  } finally {
    for (const key of keys) if (inFlight.get(key) === work) inFlight.delete(key)
  }
}

async function findRecentDuplicate(payload: Payload, lead: NewLead): Promise<Omit<StoredLead, 'duplicate'> | null> {
  const since = new Date(Date.now() - DUPLICATE_WINDOW_MS).toISOString()
  const same: Where[] = [
    { content_hash: { equals: lead.content_hash } },
    ...(lead.idempotency_key
      ? [{ and: [{ idempotency_key: { equals: lead.idempotency_key } }, { kind: { equals: lead.kind } }] }]
      : []),
  ]
  const found = await payload.find({
    collection: 'leads',
    where: { and: [{ createdAt: { greater_than: since } }, { or: same }] },
    sort: 'createdAt',
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { createdAt: true, reference: true },
  })
  const doc = found.docs[0]
  return doc ? { id: doc.id, createdAt: doc.createdAt, reference: doc.reference } : null
}
