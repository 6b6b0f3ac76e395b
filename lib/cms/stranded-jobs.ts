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
async function freeStrandedJobs(payload: Payload): Promise<number> {
  const now = Date.now()
  const lease = env().mailLeaseMs
  if (now - lastSweep < Math.min(60_000, lease)) return 0
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
    return freed.docs.length
  } catch (error) {
    console.error('[jobs] freeing stranded jobs failed:', error instanceof Error ? error.message : error)
    return 0
  }
}

/**
 * Every server looks every 10 s, outside the job queue: a sweep queued as a job would wait behind the backlog it is
 * there to unblock, and the cron skips its ticks while a burst of forms keeps the queue running.
 */
export function watchStrandedJobs(payload: Payload): void {
  setInterval(() => void freeStrandedJobs(payload), 10_000).unref()
}
