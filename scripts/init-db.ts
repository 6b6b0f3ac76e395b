/**
 * Run by `payload run` before `next build` (NODE_ENV=production): the database the build prerenders from, made
 * ready as a started server makes its own (instrumentation.ts).
 */
import { prepareDatabase } from '../lib/cms/startup'

const payload = await prepareDatabase()
await payload.destroy()
// The proof that the run got this far (scripts/payload-run.mjs).
console.log('[init-db] done')
process.exit(0)
