import { readdir, readFile, unlink } from 'node:fs/promises'
import path from 'node:path'

import type { Payload, Where } from 'payload'

import type { Lead, LeadReply, Subscriber } from '@/lib/cms/payload-types'
import { CONSENT_PURPOSE_LABELS, type ConsentPurpose } from '@/lib/leads/consent'
import { relatedId } from '@/lib/leads/routing'

/**
 * What the site holds about one e-mail address, and how it lets go of it. Leads and newsletter entries are
 * anonymised rather than deleted: the sales statistics (kinds, yachts, countries, prices, dates, statuses) stay,
 * every field that says who the person was goes. Replies sales wrote to the person go whole, and so do the mails
 * the outbox kept for them.
 */

const READ = { depth: 0, overrideAccess: true, pagination: false } as const

/** An address's placeholder once erased: unique per record, and a domain that can never receive mail. */
export const ERASED_DOMAIN = 'erased.invalid'
const erasedAddress = (collection: string, id: number) => `erased-${collection}-${id}@${ERASED_DOMAIN}`

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** Records of `collection` for the address, whatever its case: `like` narrows (case-blind in both databases), `same` decides. */
async function byAddress<T extends { email: string }>(
  find: (where: Where) => Promise<{ docs: T[] }>,
  email: string,
): Promise<T[]> {
  const { docs } = await find({ email: { like: email.trim() } })
  return docs.filter((doc) => same(doc.email, email))
}

export interface Holdings {
  email: string
  leads: Lead[]
  replies: LeadReply[]
  subscriptions: Subscriber[]
}

export async function holdingsOf(payload: Payload, email: string): Promise<Holdings> {
  const leads = await byAddress(
    (where) =>
      payload.find({ collection: 'leads', where: { and: [where, { erased_at: { exists: false } }] }, ...READ }),
    email,
  )
  const replies = leads.length
    ? (
        await payload.find({
          collection: 'lead-replies',
          where: { lead: { in: leads.map((l) => l.id) } },
          sort: 'createdAt',
          ...READ,
        })
      ).docs
    : []
  const subscriptions = await byAddress((where) => payload.find({ collection: 'subscribers', where, ...READ }), email)
  return { email: email.trim().toLowerCase(), leads, replies, subscriptions }
}

/** A record's consent as the person reads it: what for, whether a box was ticked, its words and their version. */
function consentFor(
  purpose: ConsentPurpose | null,
  record: { consent?: boolean | null; consent_text?: string | null; consent_version?: string | null },
) {
  return {
    purpose: purpose ? CONSENT_PURPOSE_LABELS[purpose] : null,
    box_ticked: Boolean(record.consent),
    wording: record.consent_text ?? null,
    wording_version: record.consent_version ?? null,
  }
}

/** The replies sales wrote to one lead. */
export const repliesTo = (replies: LeadReply[], leadId: number) => replies.filter((r) => relatedId(r.lead) === leadId)

/** A lead as the person may read and take it: what they told us, what we recorded of their visit, what became of it. */
function leadForPerson(lead: Lead, replies: LeadReply[]) {
  return {
    received: lead.createdAt,
    kind: lead.kind,
    status: lead.status,
    language: lead.locale,
    name: lead.name ?? null,
    first_name: lead.first_name ?? null,
    last_name: lead.last_name ?? null,
    email: lead.email,
    phone: lead.phone ?? null,
    country: lead.country ?? null,
    interest: lead.interest ?? null,
    yacht: lead.yacht ?? null,
    message: lead.message ?? null,
    plans: {
      budget: lead.budget ?? null,
      timeframe: lead.timeframe ?? null,
      intended_use: lead.intended_use ?? null,
      home_port: lead.home_port ?? null,
    },
    consent: consentFor(lead.consent_purpose ?? null, lead),
    quote: lead.reference ? { reference: lead.reference, total_price_eur: lead.total_price ?? null } : null,
    booking: lead.slot_starts_at
      ? { event: lead.interest ?? null, starts_at: lead.slot_starts_at, status: lead.booking_status ?? null }
      : null,
    configuration: lead.configuration ?? null,
    visit: {
      page: lead.page_url ?? null,
      campaign: lead.utm ?? null,
      browser: lead.user_agent ?? null,
      network_address_hash: lead.ip_hash ?? null,
    },
    replies_from_sales: repliesTo(replies, lead.id).map((r) => ({
      written: r.createdAt,
      subject: r.subject,
      body: r.body,
    })),
  }
}

/** The download of the "My data" page: everything held about the address, in one JSON document. */
export function holdingsDocument(holdings: Holdings, now = new Date()) {
  return {
    address: holdings.email,
    exported_at: now.toISOString(),
    controller: 'WAMA',
    requests: holdings.leads.map((lead) => leadForPerson(lead, holdings.replies)),
    newsletter: holdings.subscriptions.map((s) => ({
      status: s.status,
      language: s.locale,
      joined: s.createdAt,
      confirmation_requested: s.confirmation_requested_at ?? null,
      confirmed: s.confirmed_at ?? null,
      unsubscribed: s.unsubscribed_at ?? null,
      consent: consentFor('newsletter', s),
      page: s.page_url ?? null,
    })),
  }
}

/** Every field of a lead that tells who sent it, emptied; the erasure dated. */
function anonymousLead(id: number): Partial<Lead> {
  return {
    email: erasedAddress('lead', id),
    name: null,
    first_name: null,
    last_name: null,
    phone: null,
    message: null,
    home_port: null,
    page_url: null,
    user_agent: null,
    ip_hash: null,
    idempotency_key: null,
    content_hash: null,
    delivery_error: null,
    confirmation_note: null,
    respond_by: null,
    // An erased booking gives its place back.
    seat: null,
    erased_at: new Date().toISOString(),
  }
}

export interface Erased {
  leads: number
  replies: number
  subscriptions: number
  outboxMails: number
}

/** Anonymises the given leads (deleting the replies written to them) and newsletter entries. */
export async function anonymise(
  payload: Payload,
  ids: { leads: number[]; subscriptions: number[] },
): Promise<Omit<Erased, 'outboxMails'>> {
  const leads = await anonymiseLeads(payload, ids.leads)
  return { ...leads, subscriptions: await anonymiseSubscriptions(payload, ids.subscriptions) }
}

async function anonymiseLeads(payload: Payload, ids: number[]): Promise<Pick<Erased, 'leads' | 'replies'>> {
  if (!ids.length) return { leads: 0, replies: 0 }
  const replies = await payload.delete({
    collection: 'lead-replies',
    where: { lead: { in: ids } },
    overrideAccess: true,
    depth: 0,
  })
  for (const id of ids) {
    await payload.update({
      collection: 'leads',
      id,
      data: anonymousLead(id),
      overrideAccess: true,
      depth: 0,
      context: { privacy: true },
    })
  }
  return { leads: ids.length, replies: replies.docs.length }
}

/** Anonymises newsletter entries: the list's history stays countable, the address goes. */
async function anonymiseSubscriptions(payload: Payload, ids: number[]): Promise<number> {
  for (const id of ids) {
    await payload.update({
      collection: 'subscribers',
      id,
      data: {
        email: erasedAddress('subscriber', id),
        status: 'unsubscribed',
        page_url: null,
        ip_hash: null,
        mail_error: null,
      },
      overrideAccess: true,
      depth: 0,
    })
  }
  return ids.length
}

/** Deletes the mails written to the outbox folder (no SMTP server configured) that name the address. */
async function eraseOutbox(outboxDir: string, email: string): Promise<number> {
  const names = await readdir(outboxDir).catch(() => [])
  const needle = email.trim().toLowerCase()
  let erased = 0
  for (const name of names.filter((n) => n.endsWith('.eml'))) {
    const file = path.join(outboxDir, name)
    const text = await readFile(file, 'utf8').catch(() => '')
    if (text.toLowerCase().includes(needle)) {
      await unlink(file).catch(() => undefined)
      erased++
    }
  }
  return erased
}

/** Erases everything held about the address (a visitor's request from "My data", or an administrator's). */
export async function eraseAddress(payload: Payload, email: string, outboxDir: string): Promise<Erased> {
  const held = await holdingsOf(payload, email)
  const erased = await anonymise(payload, {
    leads: held.leads.map((l) => l.id),
    subscriptions: held.subscriptions.map((s) => s.id),
  })
  return { ...erased, outboxMails: await eraseOutbox(outboxDir, email) }
}
