import { hostname } from 'node:os'

import { ValidationError, type CollectionSlug, type Payload, type Where } from 'payload'

import { env } from '../env'

/**
 * Claims in the database (the \`mail-claims\` table, whose key is unique): whichever runner writes a claim first
 * does the work it names, so a mail goes once however many servers run the queue.
 */

const CLAIMS: CollectionSlug = 'mail-claims'
const RUNNER = `${hostname()}:${process.pid}`

const isDuplicateKey = (error: unknown) =>
  error instanceof ValidationError && error.data.errors.some((e) => e.path === 'key')

let lastWriteProbe: { at: number; result: Promise<boolean> } | undefined

/**
 * Whether the database takes writes now: a claim written and deleted again (a full disk or a lock held by
 * another process fails it while reads still work). Probed at most every 5 s, so health checks cost little.
 */
export function databaseTakesWrites(payload: Payload): Promise<boolean> {
  if (lastWriteProbe && Date.now() - lastWriteProbe.at < 5_000) return lastWriteProbe.result
  const result = (async () => {
    try {
      const id = await createClaim(payload, `health:${RUNNER}:${Date.now()}`)
      if (id !== null) await payload.delete({ collection: CLAIMS, id, overrideAccess: true, depth: 0 })
      return true
    } catch {
      return false
    }
  })()
  lastWriteProbe = { at: Date.now(), result }
  return result
}

/** Takes the claim named `key` for `owner` (this runner); null when another holds it (the database refuses a second). */
export async function createClaim(payload: Payload, key: string, owner = RUNNER): Promise<string | number | null> {
  try {
    const claim = await payload.create({
      collection: CLAIMS,
      data: { key, owner, claimedAt: new Date().toISOString() },
      overrideAccess: true,
      depth: 0,
    })
    return claim.id
  } catch (error) {
    if (isDuplicateKey(error)) return null
    throw error
  }
}

/** Deletes the claims matching `where` that were taken longer than a lease ago; says how many went. */
export async function releaseLapsedClaims(payload: Payload, where: Where): Promise<number> {
  const lapsed = await payload.delete({
    collection: CLAIMS,
    where: { and: [where, { claimedAt: { less_than: new Date(Date.now() - env().mailLeaseMs).toISOString() } }] },
    overrideAccess: true,
    depth: 0,
  })
  return lapsed.docs.length
}

/**
 * Runs `send` while this runner holds the mail's claim in the database. Payload hands a job to a runner
 * by reading then updating it, so two runners (two servers, or the cron and an after-response kick) can
 * start the same job; the second finds the claim taken and leaves the mail to the first.
 */
export async function withMailClaim<T>(payload: Payload, key: string, send: () => Promise<T>): Promise<T> {
  let id = await createClaim(payload, key)
  if (id === null) {
    if ((await releaseLapsedClaims(payload, { key: { equals: key } })) > 0) id = await createClaim(payload, key)
  }
  // The job is tried again later and then finds the mail sent (or the claim gone).
  if (id === null) throw new Error('another server is sending this mail')
  const claim = id
  try {
    return await send()
  } finally {
    await payload.delete({ collection: CLAIMS, id: claim, overrideAccess: true, depth: 0 }).catch(() => undefined)
  }
}
