import type { Payload } from 'payload'

import { env } from '../env'

let lastSweep = 0

/**
 * Payload marks a job 'processing' when a server takes it and clears the mark only when the run ends, so a
 * server that dies in between leaves the job taken for ever: a lead's mail never sent, a scheduled publish
 * never made. A job still marked two leases after its last change is given back to the queue, on any server.
 * If its first runner is in fact still at work, a lead mail's claim keeps the mail from going twice, and a
 * publish made twice publishes the same document again. Checked at most once a lease (a minute at most).
 */
export async function freeStrandedJobs(payload: Payload): Promise<void> {
  const now = Date.now()
  const lease = env().mailLeaseMs
  if (now - lastSweep < Math.min(60_000, lease)) return
  lastSweep = now
  try {
    const freed = await payload.update({
      collection: 'payload-jobs',
      where: {
        and: [{ processing: { equals: true } }, { updatedAt: { less_than: new Date(now - 2 * lease).toISOString() } }],
      },
      data: { processing: false },
      overrideAccess: true,
      depth: 0,
    })
    for (const job of freed.docs) {
      console.warn(`[jobs] ${job.taskSlug ?? 'job'} ${job.id} was left running by a server that stopped; queued again`)
    }
  } catch (error) {
    console.error('[jobs] freeing stranded jobs failed:', error instanceof Error ? error.message : error)
  }
}
