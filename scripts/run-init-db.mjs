#!/usr/bin/env node
// Readies the database the build prerenders from (scripts/init-db.ts): migrations, then the built-in content.
import { payloadRun } from './payload-run.mjs'

const { status, line } = payloadRun('scripts/init-db.ts', { marker: '[init-db] done', echo: true })
if (status !== 0) {
  console.error('[init-db] database initialisation failed')
  process.exit(status ?? 1)
}
if (line === undefined) {
  console.error('[init-db] database initialisation never got to run')
  process.exit(1)
}
