import { payloadClient } from '@/lib/cms/sources/payload'
import { env } from '@/lib/env'

export const dynamic = 'force-dynamic'

/** 200 when the database answers; 503 otherwise (for load balancers and uptime checks). */
export async function GET(): Promise<Response> {
  const started = Date.now()
  try {
    const payload = await payloadClient()
    await payload.count({ collection: 'yachts', overrideAccess: true })
    return Response.json(
      {
        status: 'ok',
        database: { status: 'up', adapter: env().isPostgres ? 'postgres' : 'sqlite', latency_ms: Date.now() - started },
      },
      { headers: { 'cache-control': 'no-store' } },
    )
  } catch (error) {
    console.error('[health] database check failed:', error instanceof Error ? error.message : error)
    return Response.json(
      { status: 'error', database: { status: 'down', adapter: env().isPostgres ? 'postgres' : 'sqlite' } },
      { status: 503, headers: { 'cache-control': 'no-store' } },
    )
  }
}
