import { createHmac } from 'node:crypto'

import type { Payload } from 'payload'

import { env } from '../env'

import { createClaim } from './claims'

/**
 * At most three confirmation mails a day to one address, however many servers send them: anyone can type
 * someone else's address into a form, and our domain must not become a way to flood a mailbox. Each mail takes
 * one of the address's three slots in `mail-claims` (the table whose unique key already makes each lead mail go
 * once); a slot is free again a day after it was taken. The address is kept only as an HMAC.
 */

export const CONFIRMATIONS_PER_DAY = 3
const WINDOW_MS = 24 * 60 * 60 * 1000
const CLAIMS = 'mail-claims'

/** The claim keys of an address's slots: the same for `Ada@Example.com ` and `ada@example.com`. */
function confirmationSlotKeys(email: string, secret: string): string[] {
  const digest = createHmac('sha256', secret).update(email.trim().toLowerCase()).digest('hex')
  return Array.from({ length: CONFIRMATIONS_PER_DAY }, (_, slot) => `confirmation-cap:${digest}:${slot}`)
}

/**
 * Takes a slot of `email` for `holder` (one mail: a retried or resent mail keeps the slot it took), or says
 * false when the address has had its mails for the day.
 */
export async function takeConfirmationSlot(payload: Payload, email: string, holder: string): Promise<boolean> {
  const keys = confirmationSlotKeys(email, env().ipHashSalt)
  const held = await payload.find({
    collection: CLAIMS,
    where: { and: [{ key: { in: keys } }, { owner: { equals: holder } }] },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  if (held.docs.length) return true
  await payload.delete({
    collection: CLAIMS,
    where: {
      and: [{ key: { in: keys } }, { claimedAt: { less_than: new Date(Date.now() - WINDOW_MS).toISOString() } }],
    },
    overrideAccess: true,
    depth: 0,
  })
  for (const key of keys) if ((await createClaim(payload, key, holder)) !== null) return true
  return false
}
