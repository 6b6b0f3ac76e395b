import 'server-only'

import { after } from 'next/server'

import { env } from '@/lib/env'
import { faultOf } from '@/lib/fault'
import { formFields } from '@/lib/http/form'
import { jsonError } from '@/lib/http/json'
import { requestedLocale } from '@/lib/http/locale'
import { redirectOnSite } from '@/lib/http/redirect'
import { localizedPath } from '@/lib/i18n/config'
import { kickMailQueue } from '@/lib/mail/queue'
import { formEndpoint, json } from '@/lib/leads/pipeline'
import { leadsPayload } from '@/lib/leads/runtime'
import { wording } from '@/lib/leads/wording'

import { queueMyDataMail } from './jobs'
import { MY_DATA_PATH, openMyDataToken, sealMyDataToken } from './link'
import { eraseAddress, holdingsDocument, holdingsOf } from './records'
import { myDataRequestSchema } from './schemas'

/**
 * The endpoints of the "My data" page: asking for the link (the form pipeline's limits and checks, and the same
 * answer whatever the address, so it tells nobody who wrote to us), downloading what the link opens, erasing it.
 */

export const myDataRequest = formEndpoint({
  family: 'privacy',
  parse: (body) => myDataRequestSchema.safeParse(body),
  handle: async (input, ctx) => {
    await queueMyDataMail(ctx.payload, sealMyDataToken(input.email, env().payloadSecret), ctx.locale)
    after(() => kickMailQueue(ctx.payload))
    return json({ ok: true }, 202)
  },
})

const noStore = { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' }

/** GET /api/my-data/export?t=…: everything held about the link's address, as a JSON file. */
export async function myDataExport(request: Request): Promise<Response> {
  const locale = requestedLocale(request)
  const opened = openMyDataToken(new URL(request.url).searchParams.get('t'), env().payloadSecret)
  if (!opened.ok) return jsonError(opened.reason === 'expired' ? 410 : 400, wording(locale, 'Api')('myDataLink'))
  try {
    const document = holdingsDocument(await holdingsOf(await leadsPayload(), opened.email))
    const day = document.exported_at.slice(0, 10)
    return new Response(JSON.stringify(document, null, 2), {
      headers: {
        ...noStore,
        'content-type': 'application/json; charset=utf-8',
        'content-disposition': `attachment; filename="wama-my-data-${day}.json"`,
      },
    })
  } catch (error) {
    console.error(`[privacy] an export failed (${faultOf(error)})`)
    return jsonError(500, wording(locale, 'Api')('serverError'))
  }
}

/** A form of two short fields and a box: anything larger is not one. */
const MAX_ERASE_FORM_BYTES = 2048

/** POST /api/my-data/erase (the page's form): erases the link's address, then back to the page, which says so. */
export async function myDataErase(request: Request): Promise<Response> {
  let locale = requestedLocale(request)
  try {
    const fields = await formFields(request, MAX_ERASE_FORM_BYTES)
    if (!fields) return jsonError(413, wording(locale, 'Api')('body.tooLarge'))
    locale = requestedLocale(request, fields)
    const t = wording(locale, 'Api')
    const opened = openMyDataToken(fields.t, env().payloadSecret)
    if (!opened.ok) return jsonError(opened.reason === 'expired' ? 410 : 400, t('myDataLink'))
    if (fields.confirm !== 'yes') return jsonError(400, t('eraseUnconfirmed'))
    const erased = await eraseAddress(await leadsPayload(), opened.email, env().outboxDir)
    console.info(
      `[privacy] erased on request: ${erased.leads} leads, ${erased.replies} replies, ` +
        `${erased.subscriptions} newsletter entries, ${erased.outboxMails} outbox mails`,
    )
    const page = `${localizedPath(locale, MY_DATA_PATH)}?${new URLSearchParams({ t: fields.t ?? '', erased: '1' })}`
    return redirectOnSite(request, page, 303)
  } catch (error) {
    console.error(`[privacy] an erasure failed (${faultOf(error)})`)
    return jsonError(500, wording(locale, 'Api')('serverError'))
  }
}
