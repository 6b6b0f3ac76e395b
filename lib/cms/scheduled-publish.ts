import type { CollectionAfterDeleteHook, CollectionConfig, Field, Payload, Where } from 'payload'
import { hasScheduledPublishEnabled } from 'payload/shared'
import { z } from 'zod'

import type { RoutedCollection } from './preview'

/**
 * Payload runs a scheduled publish once: if it fails (most often a draft whose required fields are still
 * empty, which a draft may be but a published document may not), the document silently stays as it was.
 * This reads those failures back for the editor, with Payload's own reason.
 */

const SCHEDULE_TASK = 'schedulePublish'
/** Past this, a reason is a database's report rather than words for an editor: the rest is in the server log. */
const REASON_LENGTH = 240

const errorOf = z.object({ message: z.string() })
const relation = z.object({ relationTo: z.string(), value: z.union([z.string(), z.number()]) })
const failedJob = z.object({
  id: z.union([z.string(), z.number()]),
  createdAt: z.string(),
  waitUntil: z.string(),
  input: z.object({
    type: z.enum(['publish', 'unpublish']).catch('publish'),
    timezone: z.string().nullish(),
    doc: relation.nullish().catch(null),
    user: relation.nullish().catch(null),
  }),
  error: errorOf.nullish().catch(null),
  log: z
    .array(z.object({ error: errorOf.nullish().catch(null) }))
    .nullish()
    .catch(null),
})

const isSchedule: Where = { taskSlug: { equals: SCHEDULE_TASK } }

/** The schedule jobs of one document (Payload keeps its id as a string there). */
const jobsOf = (collection: string, id: string | number): Where[] => [
  isSchedule,
  { 'input.doc.relationTo': { equals: collection } },
  { 'input.doc.value': { equals: String(id) } },
]

export type FailedJob = z.infer<typeof failedJob>

/** The failed schedule jobs that also match `where`, at most 20, in the order `sort` names. */
export async function findFailedJobs(payload: Payload, where: Where[], sort: string): Promise<FailedJob[]> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { and: [isSchedule, { hasError: { equals: true } }, ...where] },
    sort,
    limit: 20,
    depth: 0,
    overrideAccess: true,
  })
  return docs.flatMap((doc) => {
    const job = failedJob.safeParse(doc)
    return job.success ? [job.data] : []
  })
}

export interface FailedSchedule {
  readonly type: 'publish' | 'unpublish'
  /** When it was to happen (ISO 8601), and the time zone the editor chose it in. */
  readonly plannedFor: string
  readonly timezone: string | null
  readonly reason: string
}

export function reasonOf(job: FailedJob): string {
  const logged = job.log?.findLast((entry) => entry.error)?.error
  const message = (job.error ?? logged)?.message.trim() || 'Payload gave no reason.'
  return message.length > REASON_LENGTH ? `${message.slice(0, REASON_LENGTH - 1)}…` : message
}

/**
 * The scheduled publishes and unpublishes of one document that failed and that nothing has made up for
 * since: a publish counts as done once a version was published after its time, an unpublish once the
 * document is no longer published. Newest first.
 */
export async function failedSchedules(
  payload: Payload,
  collection: RoutedCollection,
  id: string | number,
): Promise<FailedSchedule[]> {
  const failed = await findFailedJobs(payload, jobsOf(collection, id), '-waitUntil')
  if (!failed.length) return []

  const published = async (since: string) =>
    (
      await payload.countVersions({
        collection,
        where: {
          and: [
            { parent: { equals: id } },
            { 'version._status': { equals: 'published' } },
            { updatedAt: { greater_than: since } },
          ],
        },
        overrideAccess: true,
      })
    ).totalDocs > 0
  const unpublished = async () =>
    (await payload.findByID({ collection, id, depth: 0, overrideAccess: true, disableErrors: true }))?._status !==
    'published'

  const open: FailedSchedule[] = []
  for (const job of failed) {
    const madeUp = job.input.type === 'publish' ? await published(job.waitUntil) : await unpublished()
    if (madeUp) continue
    open.push({
      type: job.input.type,
      plannedFor: job.waitUntil,
      timezone: job.input.timezone ?? null,
      reason: reasonOf(job),
    })
  }
  return open
}

/**
 * A deleted document's schedule goes with it, failures included. Payload's own clean-up compares the id as a
 * number with the string it stored, so it misses them; and SQLite can give the id to the next document, which
 * would then show another's failure.
 */
const forgetSchedules: CollectionAfterDeleteHook = async ({ collection, id, req }) => {
  await req.payload.delete({
    collection: 'payload-jobs',
    where: { and: jobsOf(collection.slug, id) },
    overrideAccess: true,
    req,
  })
}

/** Above the form's first field, where an editor opening the document sees it (components/admin/ScheduleStatus). */
const scheduleStatus: Field = {
  name: 'schedule_status',
  type: 'ui',
  admin: {
    disableListColumn: true,
    components: { Field: '/components/admin/ScheduleStatus#ScheduleStatus' },
  },
}

/** Every collection whose publishes can be scheduled tells its editors of one that failed. */
export function withScheduleStatus<C extends CollectionConfig>(collection: C): C {
  if (!hasScheduledPublishEnabled(collection)) return collection
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    fields: [scheduleStatus, ...collection.fields],
    hooks: { ...hooks, afterDelete: [...(hooks.afterDelete ?? []), forgetSchedules] },
  }
}
