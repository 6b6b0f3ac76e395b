import 'server-only'

import { env } from '@/lib/env'
import { formFields } from '@/lib/http/form'
import { jsonError } from '@/lib/http/json'
import { requestedLocale } from '@/lib/http/locale'
import { redirectOnSite } from '@/lib/http/redirect'
import { localizedPath, type Locale } from '@/lib/i18n/config'

import { leadLocale } from './mail-content'
import { actOnLink, subscriberLinkSchema, subscriberOf, type NewsletterAction } from './newsletter'
import { json, methodNotAllowed } from './pipeline'
import { leadsPayload } from './runtime'
import { wording } from './wording'

/** A link's form is two short fields: anything larger is not one. */
const MAX_FORM_BYTES = 2048

/** Back to (or on to) the page of the link, which shows what it did or will do. */
function toPage(request: Request, locale: Locale, action: NewsletterAction, query: { s: string; t: string }): Response {
  const page = `${localizedPath(locale, `/newsletter/${action}`)}?${new URLSearchParams(query)}`
  return redirectOnSite(request, page, 303)
}

/**
 * /api/newsletter/confirm and /api/newsletter/unsubscribe. POST takes the action of a link from a
 * subscriber's mail, when its page's button is pressed (then back to that page, which shows the outcome) or,
 * for leaving, when a mail client sends RFC 8058's one-click POST (then a JSON answer). GET, a mail client
 * that opens its Unsubscribe address in the browser, goes on to the page in the subscriber's language.
 */
export function newsletterLinkEndpoint(action: NewsletterAction) {
  async function POST(request: Request): Promise<Response> {
    let locale = requestedLocale(request)
    try {
      const fields = await formFields(request, MAX_FORM_BYTES)
      if (!fields) return jsonError(413, wording(locale, 'Api')('body.tooLarge'))
      locale = requestedLocale(request, fields)
      const query = Object.fromEntries(new URL(request.url).searchParams)
      const link = subscriberLinkSchema.safeParse({ s: fields.s ?? query.s, t: fields.t ?? query.t })
      const e = env()
      const subscriber = link.success ? await actOnLink(await leadsPayload(), action, link.data, e.payloadSecret) : null
      if (!subscriber || !link.success) return jsonError(400, wording(locale, 'Api')('newsletterLink'))
      if (fields['List-Unsubscribe'] === 'One-Click') return json({ ok: true, status: subscriber.status })
      return toPage(request, locale, action, { s: String(link.data.s), t: link.data.t })
    } catch (error) {
      console.error(`[leads] newsletter ${action} failed:`, error instanceof Error ? error.message : error)
      return jsonError(500, wording(locale, 'Api')('serverError'))
    }
  }

  async function GET(request: Request): Promise<Response> {
    const params = new URL(request.url).searchParams
    const query = { s: params.get('s') ?? '', t: params.get('t') ?? '' }
    const link = subscriberLinkSchema.safeParse(query)
    try {
      const subscriber = link.success ? await subscriberOf(await leadsPayload(), link.data, env().payloadSecret) : null
      return toPage(request, subscriber ? leadLocale(subscriber) : requestedLocale(request), action, query)
    } catch (error) {
      console.error(`[leads] newsletter ${action} page failed:`, error instanceof Error ? error.message : error)
      return jsonError(500, wording(requestedLocale(request), 'Api')('serverError'))
    }
  }
  return { POST, GET, PUT: methodNotAllowed, PATCH: methodNotAllowed, DELETE: methodNotAllowed }
}
