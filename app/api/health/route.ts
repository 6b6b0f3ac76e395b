import { payloadClient } from '@/lib/cms/sources/payload'
import { env } from '@/lib/env'
import { databaseTakesWrites } from '@/lib/mail/claims'
import { spoolWaiting } from '@/lib/leads/spool'

export const dynamic = 'force-dynamic'

/**
 * 200 while the database answers reads, for load balancers: pages can be served. `database.writes` says whether
 * it takes writes too; while it does not, `status` is "degraded" and leads are kept in the spool (`spool.waiting`)
 * until it does. 503 when the database does not answer at all.
 */
export async function GET(): Promise<Response> {
  const started = Date.now()
  const adapter = env().isPostgres ? 'postgres' : 'sqlite'
  try {
    const payload = await payloadClient()
    await payload.count({ collection: 'yachts', overrideAccess: true })
    const latency = Date.now() - started
    const [writable, waiting] = await Promise.all([databaseTakesWrites(payload), spoolWaiting()])
    return Response.json(
      {
        status: writable ? 'ok' : 'degraded',
        database: { status: 'up', writes: writable ? 'ok' : 'failing', adapter, latency_ms: latency },
        spool: { waiting },
      },
      { headers: { 'cache-control': 'no-store' } },
    )
  } catch (error) {
    console.error('[health] database check failed:', error instanceof Error ? error.message : error)
    return Response.json(
      { status: 'error', database: { status: 'down', adapter } },
      { status: 503, headers: { 'cache-control': 'no-store' } },
    )
  }
}
