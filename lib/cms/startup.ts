import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { env } from '@/lib/env'

import { ensureAdmin, seed } from './seed'

/**
 * The database a server reads, made ready: Payload applies the committed migrations as it connects (NODE_ENV=production),
 * then an empty CMS gets the built-in content (unless SKIP_SEED=1) and the first administrator. Safe on every start.
 */
export async function prepareDatabase(): Promise<Payload> {
  const started = Date.now()
  const payload = await getPayload({ config })
  const log = (message: string) => payload.logger.info(message)
  if (process.env.SKIP_SEED !== '1') await seed(payload, log)
  const { adminEmail, adminPassword, isPostgres } = env()
  await ensureAdmin(payload, adminEmail, adminPassword, log)
  log(`[init-db] ready in ${Date.now() - started} ms (${isPostgres ? 'PostgreSQL' : 'SQLite'})`)
  return payload
}

/** A server's first step (instrumentation.ts): one that cannot ready its database stops rather than serve. */
export async function prepareServerDatabase(): Promise<void> {
  await prepareDatabase().catch((error: unknown) => {
    console.error('[init-db] the database could not be made ready; not serving:', error)
    process.exit(1)
  })
}
