#!/usr/bin/env node
// @ts-check
// Applies the migrations and seeds the database (scripts/init-db.ts), for the build and for every start.
//
// `payload run` imports the script through tsx's loader thread, and about one run in fifteen ends with
// status 0 before the script ran at all (the import is never answered). Only the file the script writes as
// its last step proves it finished; a run without it is made again.
import { spawnSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** @param {NodeJS.ProcessEnv} env */
export function initDatabase(env) {
  for (let attempt = 1; ; attempt++) {
    const done = path.join(os.tmpdir(), `wama-init-db-${process.pid}-${attempt}`)
    const init = spawnSync(process.execPath, ['node_modules/payload/bin.js', 'run', 'scripts/init-db.ts'], {
      stdio: 'inherit',
      env: { ...env, INIT_DB_DONE_FILE: done },
    })
    if (init.status !== 0) {
      console.error('[init-db] database initialisation failed')
      process.exit(init.status ?? 1)
    }
    if (existsSync(done)) {
      rmSync(done)
      return
    }
    if (attempt === 3) {
      console.error('[init-db] database initialisation ended three times without finishing')
      process.exit(1)
    }
    console.error(`[init-db] initialisation ended without finishing (attempt ${attempt}); running it again`)
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) initDatabase(process.env)
