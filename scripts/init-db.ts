/**
 * Run by `payload run` before `next build` and before `next start`: applies the committed migrations
 * (SQLite or PostgreSQL), then loads the built-in content into an empty CMS. Safe to run on every start.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { env } from '../lib/env'
import { ensureAdmin, seed } from '../lib/cms/seed'

const started = Date.now()
const payload = await getPayload({ config })
// With NODE_ENV=production the adapter already ran prodMigrations on connect; this is a no-op then.
await payload.db.migrate()
if (process.env.SKIP_SEED !== '1') await seed(payload, (m) => payload.logger.info(m))
const e = env()
await ensureAdmin(payload, e.adminEmail, e.adminPassword, (m) => payload.logger.info(m))
payload.logger.info(`[init-db] ready in ${Date.now() - started} ms (${e.isPostgres ? 'PostgreSQL' : 'SQLite'})`)
await payload.destroy()
// The proof that the run got this far (scripts/payload-run.mjs).
console.log('[init-db] done')
process.exit(0)
