import type { Payload, TaskConfig } from 'payload'

import { env } from '../env'

import { MAIL_QUEUE } from '@/lib/mail/queue'

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

const STRANDED_TASK = 'freeStrandedJobs'

/**
 * Every 10 s on the mail queue. Payload would not schedule it again while an earlier one is marked running, and
 * that earlier one may be what a dead server left: only one still waiting to start holds the next back.
 */
export const strandedJobsTask: TaskConfig<{ input: Record<string, never>; output: { freed: number } }> = {
  slug: STRANDED_TASK,
  label: 'Give back the jobs a stopped server left running',
  schedule: [
    {
      cron: '*/10 * * * * *',
      queue: MAIL_QUEUE,
      hooks: {
        beforeSchedule: async ({ queueable, req }) => {
          const waiting = await req.payload.count({
            collection: 'payload-jobs',
            where: {
              and: [
                { taskSlug: { equals: STRANDED_TASK } },
                { completedAt: { exists: false } },
                { processing: { equals: false } },
                { hasError: { not_equals: true } },
              ],
            },
            overrideAccess: true,
          })
          return { input: {}, shouldSchedule: waiting.totalDocs === 0, waitUntil: queueable.waitUntil }
        },
      },
    },
  ],
  outputSchema: [{ name: 'freed', type: 'number' }],
  handler: async ({ req }) => ({ output: { freed: await freeStrandedJobs(req.payload) } }),
}
