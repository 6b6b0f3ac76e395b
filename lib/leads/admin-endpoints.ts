import type { Endpoint, PayloadRequest, Where } from 'payload'

import type { Lead } from '../cms/payload-types'

import { hasRole } from '../cms/access'
import { leadsToCsv, leadsToXlsx, mailingListToCsv, type SheetContext } from './csv'
import { queueLeadMail } from './jobs'
import { kickMailQueue } from '@/lib/mail/queue'
import type { MailKind } from './mail-content'
import { linkSettings, subscriberPageUrl } from './newsletter'
import { businessHoursOf, ownerId } from './routing'

/**
 * Admin-only endpoints of the leads and subscribers collections: CSV exports and resending mail. Mounted
 * at /cms/api/leads/… and /cms/api/subscribers/…
 */

const MAX_EXPORT = 50_000
/** Leads and subscribers are personal data: sales and administrators only. */
function refusal(req: PayloadRequest): Response | null {
  if (!req.user) return Response.json({ error: 'Please log in to the admin.' }, { status: 401 })
  if (!hasRole(req.user, 'admin', 'sales'))
    return Response.json({ error: 'Leads and subscribers are open to sales and administrators only.' }, { status: 403 })
  return null
}

const FILE_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const
type FileType = keyof typeof FILE_TYPES

function download(body: string | Buffer, name: string, type: FileType): Response {
  const date = new Date().toISOString().slice(0, 10)
  return new Response(typeof body === 'string' ? body : new Uint8Array(body), {
    headers: {
      'content-type': FILE_TYPES[type],
      'content-disposition': `attachment; filename="wama-${name}-${date}.${type}"`,
      'cache-control': 'no-store',
    },
  })
}

/** The list view's filter, passed on as is: Payload checks each field and operator of a Where itself. */
const isWhere = (value: unknown): value is Where => typeof value === 'object' && value !== null && !Array.isArray(value)

function whereFrom(req: PayloadRequest): Where | undefined {
  const where: unknown = req.query?.where
  const search: unknown = req.query?.search
  const parts: Where[] = []
  if (isWhere(where)) parts.push(where)
  if (typeof search === 'string' && search.trim()) {
    const like = search.trim().slice(0, 200)
    parts.push({ or: ['email', 'name', 'yacht', 'message'].map((field) => ({ [field]: { like } })) })
  }
  return parts.length ? { and: parts } : undefined
}

/** A collection's GET /export: for sales and administrators, the file `write` makes from what the request asks. */
function fileExport(
  name: string,
  write: (req: PayloadRequest, type: FileType) => Promise<string | Buffer>,
  types: readonly FileType[] = ['csv'],
): Endpoint {
  return {
    path: '/export',
    method: 'get',
    handler: async (req) => {
      const refused = refusal(req)
      if (refused) return refused
      const asked = req.query?.format ?? 'csv'
      const type = types.find((t) => t === asked)
      if (!type) return Response.json({ error: `The export comes as ${types.join(' or ')}.` }, { status: 400 })
      return download(await write(req, type), name, type)
    },
  }
}

/** The team's clock and the owners' names, for the leads' export. */
async function sheetContext(req: PayloadRequest, leads: Lead[]): Promise<SheetContext> {
  const routing = await req.payload.findGlobal({ slug: 'lead-routing', depth: 0, overrideAccess: true })
  const ids = [...new Set(leads.map((lead) => ownerId(lead.owner)).filter((id) => id !== null))]
  const { docs } = ids.length
    ? await req.payload.find({
        collection: 'users',
        where: { id: { in: ids } },
        limit: ids.length,
        depth: 0,
        overrideAccess: true,
      })
    : { docs: [] }
  return {
    timeZone: businessHoursOf(routing).timeZone,
    owners: new Map(docs.map((user) => [user.id, `${user.name || user.email} <${user.email}>`])),
  }
}

/** The documents an export writes, as the signed-in user may read them. */
async function exported<C extends 'leads' | 'subscribers'>(
  req: PayloadRequest,
  collection: C,
  where: Where | undefined,
  sort: string,
) {
  const result = await req.payload.find({
    collection,
    where,
    sort,
    limit: MAX_EXPORT,
    depth: 0,
    overrideAccess: false,
    req,
  })
  return result.docs
}

/** GET /cms/api/leads/export?where[…]=…[&format=xlsx] — the list view's current filter, as CSV or Excel. */
export const exportLeadsEndpoint = fileExport(
  'leads',
  async (req, type) => {
    const leads = await exported(req, 'leads', whereFrom(req), '-createdAt')
    const ctx = await sheetContext(req, leads)
    return type === 'xlsx' ? leadsToXlsx(leads, ctx) : leadsToCsv(leads, ctx)
  },
  ['csv', 'xlsx'],
)

/**
 * GET /cms/api/subscribers/export — the mailing list: every subscribed address (confirmed, not left), with
 * the link that unsubscribes it, for the newsletter's mail-merge tool to put at the foot of each mail.
 */
export const exportMailingListEndpoint = fileExport('mailing-list', async (req) => {
  const settings = linkSettings()
  const subscribed = await exported(req, 'subscribers', { status: { equals: 'subscribed' } }, 'email')
  return mailingListToCsv(
    subscribed.map((s) => ({ ...s, unsubscribe_url: subscriberPageUrl('unsubscribe', s, settings) })),
  )
})

/**
 * POST /cms/api/leads/:id/resend — queues again every mail of the lead that was not sent (a spam-flagged
 * lead is cleared of the flag: the editor has judged it), then runs the queue.
 */
export const resendLeadEndpoint: Endpoint = {
  path: '/:id/resend',
  method: 'post',
  handler: async (req) => {
    const refused = refusal(req)
    if (refused) return refused
    const id = String(req.routeParams?.id ?? '')
    const lead = await req.payload
      .findByID({ collection: 'leads', id, depth: 0, overrideAccess: false, req, disableErrors: true })
      .catch(() => null)
    if (!lead) return Response.json({ error: 'Lead not found.' }, { status: 404 })
    const mails: MailKind[] = []
    if (lead.delivery_status !== 'sent') mails.push('sales')
    if (lead.confirmation_status !== 'sent') mails.push('confirmation')
    if (!mails.length) return Response.json({ queued: [], message: 'Both mails were already sent.' })
    await req.payload.update({
      collection: 'leads',
      id,
      data: {
        spam: false,
        delivery_error: null,
        ...(mails.includes('sales') ? { delivery_status: 'pending' } : {}),
        ...(mails.includes('confirmation') ? { confirmation_status: 'pending' } : {}),
      },
      overrideAccess: false,
      req,
      depth: 0,
      context: { leadMail: true },
    })
    for (const mail of mails) await queueLeadMail(req.payload, id, mail)
    void kickMailQueue(req.payload)
    return Response.json({ queued: mails }, { status: 202 })
  },
}
