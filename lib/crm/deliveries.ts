import { randomUUID } from 'node:crypto'

import type { CollectionAfterChangeHook, CollectionBeforeDeleteHook, Payload, TaskConfig } from 'payload'

import type { CrmDelivery, Lead } from '@/lib/cms/payload-types'
import { env } from '@/lib/env'
import { storedLead } from '@/lib/leads/jobs'
import { releaseWaitingJobs } from '@/lib/mail/queue'
import { withMailClaim } from '@/lib/mail/claims'
import { ownerId } from '@/lib/leads/routing'

import { type CrmEvent, crmBody, DELIVERY_HEADER, EVENT_HEADER, SIGNATURE_HEADER, signBody } from './webhook'

export const CRM_DELIVERY_STATUSES = ['pending', 'retrying', 'delivered', 'failed', 'cancelled'] as const

const CRM_QUEUE = 'crm'
const CRM_TASK = 'crmDelivery' as const
const DELIVERIES = 'crm-deliveries' as const
/** 14 tries, 10 s doubling: the last one some 45 hours after the first, so a CRM down for a day loses nothing. */
const CRM_RETRIES = { attempts: 14, backoff: { type: 'exponential' as const, delay: 10_000 } }
const REQUEST_TIMEOUT_MS = 10_000
const ERASED_FIRST = 'The lead was erased or deleted before this was sent'

/** The CRM's address and secret, or null while either is unset (then no event is recorded or sent). */
function crmSettings(): { url: string; secret: string } | null {
  const { crmWebhookUrl: url, crmWebhookSecret: secret } = env()
  return url && secret ? { url, secret } : null
}

/** Which event a change of a lead is for the CRM, if any: its arrival, its status, owner or booking, its erasure. */
function eventOf(doc: Lead, previous: Lead | undefined, operation: 'create' | 'update'): CrmEvent | null {
  if (doc.spam) return null
  if (operation === 'create') return 'lead.created'
  if (!previous) return null
  if (doc.erased_at && !previous.erased_at) return 'lead.erased'
  if (doc.erased_at) return null
  const changed =
    doc.status !== previous.status ||
    ownerId(doc.owner) !== ownerId(previous.owner) ||
    doc.booking_status !== previous.booking_status ||
    doc.slot !== previous.slot
  return changed ? 'lead.updated' : null
}

/**
 * Leads collection hook: the event is written to the outbox and its delivery queued in the transaction of the
 * change itself, so a change that is kept is reported and one that is rolled back is not.
 */
export const recordCrmEvent: CollectionAfterChangeHook<Lead> = async ({ doc, previousDoc, operation, req }) => {
  if (!crmSettings()) return doc
  const event = eventOf(doc, previousDoc, operation)
  if (!event) return doc
  // Its news not yet sent stays unsent: the CRM is only told to forget the person.
  if (event === 'lead.erased') {
    await req.payload.update({
      collection: DELIVERIES,
      where: { and: [{ lead: { equals: doc.id } }, { status: { in: ['pending', 'retrying'] } }] },
      data: { status: 'cancelled', last_error: ERASED_FIRST },
      overrideAccess: true,
      depth: 0,
      req,
    })
  }
  const delivery = await req.payload.create({
    collection: DELIVERIES,
    data: { lead: doc.id, event, delivery_id: randomUUID(), status: 'pending', attempts: 0 },
    overrideAccess: true,
    depth: 0,
    req,
  })
  await req.payload.jobs.queue({ task: CRM_TASK, input: { delivery: String(delivery.id) }, queue: CRM_QUEUE, req })
  return doc
}

/** Leads collection hook: a lead an administrator deletes takes its outbox rows along (they name it). */
export const deleteCrmDeliveries: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: DELIVERIES, where: { lead: { equals: id } }, overrideAccess: true, req })
}

async function mark(payload: Payload, id: number, data: Partial<CrmDelivery>): Promise<void> {
  await payload.update({ collection: DELIVERIES, id, data, overrideAccess: true, depth: 0 })
}

const errorText = (error: unknown): string => {
  if (!(error instanceof Error)) return 'failed'
  const cause = error.cause instanceof Error && 'code' in error.cause ? String(error.cause.code) : ''
  return (cause || error.message).slice(0, 300)
}

async function ownerOf(payload: Payload, lead: Lead) {
  const id = ownerId(lead.owner)
  if (id === null) return null
  return payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, disableErrors: true })
}

/** One try at one delivery; throws to be tried again after the backoff. */
async function deliver(payload: Payload, id: number, attempt: number): Promise<string> {
  const delivery = await payload.findByID({
    collection: DELIVERIES,
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!delivery) return 'delivery-missing'
  if (delivery.status === 'delivered' || delivery.status === 'cancelled') return `already-${delivery.status}`
  const settings = crmSettings()
  if (!settings) {
    await mark(payload, id, {
      status: 'cancelled',
      last_error: 'CRM_WEBHOOK_URL or CRM_WEBHOOK_SECRET is no longer set',
    })
    return 'crm-off'
  }
  const leadId = String(typeof delivery.lead === 'object' ? delivery.lead.id : delivery.lead)
  const event = delivery.event
  const lead =
    event === 'lead.erased'
      ? await payload.findByID({ collection: 'leads', id: leadId, depth: 0, overrideAccess: true, disableErrors: true })
      : await storedLead(payload, leadId)
  // A lead erased before its news left is not sent: only its erasure is.
  if (!lead) {
    await mark(payload, id, { status: 'cancelled', last_error: ERASED_FIRST })
    return 'lead-gone'
  }
  const body = crmBody(
    { event, deliveryId: delivery.delivery_id, occurredAt: delivery.createdAt },
    lead,
    await ownerOf(payload, lead),
  )
  const raw = JSON.stringify(body)
  const at = new Date().toISOString()
  try {
    const response = await fetch(settings.url, {
      method: 'POST',
      body: raw,
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'WAMA-CRM-Webhook/1',
        [SIGNATURE_HEADER]: signBody(raw, settings.secret),
        [DELIVERY_HEADER]: delivery.delivery_id,
        [EVENT_HEADER]: event,
      },
    })
    await response.body?.cancel()
    if (!response.ok)
      throw Object.assign(new Error(`the CRM answered HTTP ${response.status}`), { status: response.status })
    await mark(payload, id, {
      status: 'delivered',
      attempts: attempt,
      response_status: response.status,
      last_attempt_at: at,
      delivered_at: new Date().toISOString(),
      last_error: null,
    })
    noteCrmSuccess(payload)
    return `delivered ${response.status}`
  } catch (error) {
    const reason = errorText(error)
    const final = attempt > CRM_RETRIES.attempts
    const status = typeof error === 'object' && error && 'status' in error ? Number(error.status) : null
    console.warn(`[crm] ${event} of lead ${leadId}, attempt ${attempt}: ${reason}${final ? ' (giving up)' : ''}`)
    await mark(payload, id, {
      status: final ? 'failed' : 'retrying',
      attempts: attempt,
      last_error: reason,
      response_status: status,
      last_attempt_at: at,
    })
    if (final) return `failed ${reason}`
    throw new Error(reason)
  }
}

type CrmIO = { input: { delivery: string }; output: { result: string } }

export const crmDeliveryTask: TaskConfig<CrmIO> = {
  slug: CRM_TASK,
  label: 'Post a lead event to the CRM',
  inputSchema: [{ name: 'delivery', type: 'text', required: true }],
  outputSchema: [{ name: 'result', type: 'text' }],
  retries: CRM_RETRIES,
  handler: async ({ input, job, req }) => {
    const attempt = Number(job.totalTried ?? 0) + 1
    // Two runners may pick the same job (two instances): the claim lets one of them post it.
    const result = await withMailClaim(req.payload, `crm:${input.delivery}`, () =>
      deliver(req.payload, Number(input.delivery), attempt),
    )
    return { output: { result } }
  },
}

/** Due deliveries go out every 2 s from each server, a burst of leads at once; a posted one brings the waiting ones forward. */
export const crmRun = { cron: '*/2 * * * * *', queue: CRM_QUEUE, limit: 50, silent: true }

let lastRelease = 0
/** The CRM answers again: deliveries waiting out a backoff are due now rather than hours from now. */
function noteCrmSuccess(payload: Payload): void {
  if (Date.now() - lastRelease < 15_000) return
  lastRelease = Date.now()
  void releaseWaitingJobs(payload, CRM_QUEUE).catch(() => undefined)
}
