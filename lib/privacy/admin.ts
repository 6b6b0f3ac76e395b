import type { Endpoint, PayloadRequest } from 'payload'
import * as z from 'zod/mini'

import { hasRole } from '@/lib/cms/access'
import { env } from '@/lib/env'
import { faultOf } from '@/lib/fault'
import { email } from '@/lib/leads/schemas'

import { eraseAddress } from './records'
import { sweepRetention } from './retention'

/**
 * The Privacy settings' two actions, for administrators: erase an address on a request received by mail or
 * letter, and apply the retention period now rather than at night. Mounted at /cms/api/globals/privacy/….
 */

function refusal(req: PayloadRequest): Response | null {
  if (!req.user) return Response.json({ error: 'Please log in to the admin.' }, { status: 401 })
  if (!hasRole(req.user, 'admin')) {
    return Response.json({ error: 'Only administrators erase personal data.' }, { status: 403 })
  }
  return null
}

const eraseRequest = z.object({ email })

const eraseEndpoint: Endpoint = {
  path: '/erase',
  method: 'post',
  handler: async (req) => {
    const refused = refusal(req)
    if (refused) return refused
    // The CMS route caps every body before Payload reads it.
    let body: unknown = null
    try {
      body = req.json ? await req.json() : null
    } catch {
      return Response.json({ error: 'Send the address as JSON: {"email": "…"}.' }, { status: 400 })
    }
    const parsed = eraseRequest.safeParse(body)
    if (!parsed.success) return Response.json({ error: 'Enter the e-mail address to erase.' }, { status: 400 })
    try {
      const erased = await eraseAddress(req.payload, parsed.data.email, env().outboxDir)
      console.info(
        `[privacy] erased by an administrator: ${erased.leads} leads, ${erased.replies} replies, ` +
          `${erased.subscriptions} newsletter entries, ${erased.outboxMails} outbox mails`,
      )
      return Response.json({ erased })
    } catch (error) {
      console.error(`[privacy] an erasure failed (${faultOf(error)})`)
      return Response.json({ error: 'The erasure failed; nothing was reported erased. Try again.' }, { status: 500 })
    }
  },
}

const sweepEndpoint: Endpoint = {
  path: '/apply-retention',
  method: 'post',
  handler: async (req) => {
    const refused = refusal(req)
    if (refused) return refused
    try {
      return Response.json({ sweep: await sweepRetention(req.payload) })
    } catch (error) {
      console.error(`[privacy] retention failed (${faultOf(error)})`)
      return Response.json({ error: 'Applying the retention period failed. Try again.' }, { status: 500 })
    }
  },
}

export const privacyEndpoints = [eraseEndpoint, sweepEndpoint]
