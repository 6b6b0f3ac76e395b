#!/usr/bin/env node
// @ts-check
// Applies the migrations and seeds the database (scripts/init-db.ts), for the build and for every start.
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { payloadRun } from './payload-run.mjs'

/** @param {NodeJS.ProcessEnv} env */
export function initDatabase(env) {
  const { status, line } = payloadRun('scripts/init-db.ts', { marker: '[init-db] done', env: () => env, echo: true })
  if (status !== 0) {
    console.error('[init-db] database initialisation failed')
    process.exit(status ?? 1)
  }
  if (line === undefined) {
    console.error('[init-db] database initialisation never got to run')
    process.exit(1)
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) initDatabase(process.env)
