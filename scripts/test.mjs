#!/usr/bin/env node
/**
 * The whole suite (README line 2): the dependency audit, jest, then the production build on a fresh SQLite file and Playwright
 * in Debian's Chromium; then the CMS specs again against a real PostgreSQL server started on loopback; then the same build
 * as the production topology (PostgreSQL, Redis, an S3-compatible server, two instances, nginx) and the scale-out suite.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'

import { CHROMIUM_PATH } from './chromium.mjs'

const started = Date.now()
const step = (name) => console.log(`\n=== ${name} (${Math.round((Date.now() - started) / 1000)} s)`)
function run(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  if (r.status !== 0) {
    console.error(`\n✗ ${cmd} ${args.join(' ')} failed (exit ${r.status ?? r.signal})`)
    process.exit(r.status || 1)
  }
}

if (!existsSync(CHROMIUM_PATH)) {
  console.error('Chromium is missing: apt-get install -y chromium (the .ci/run script does this)')
  process.exit(1)
}

const port = process.env.E2E_PORT ?? '3100'
const base = {
  E2E_PORT: port,
  E2E_SMTP_PORT: process.env.E2E_SMTP_PORT ?? '2526',
  PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
  ADMIN_EMAIL: 'admin@wama.test',
  ADMIN_PASSWORD: 'e2e-admin-password-123',
  SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT ?? '2526'}`,
  SALES_EMAIL: 'sales@wama.test',
  MAIL_FROM: 'no-reply@wama.test',
  MAIL_OUTBOX_DIR: 'data/e2e/outbox',
  UPLOADS_DIR: 'data/e2e/uploads',
  NEXT_TELEMETRY_DISABLED: '1',
}
const only = process.argv.slice(2)

step('dependency audit (npm audit --omit=dev --audit-level=high)')
run('node', ['scripts/audit.mjs'])

step('lint, format, types and unused code (eslint, prettier, tsc, knip)')
run('npm', ['run', 'lint'])

step('unit tests (jest)')
// Both cores: the default keeps one for Jest's own process, which mostly waits.
run('npx', ['jest', '--ci', '--maxWorkers=2'])

step('production build on a fresh SQLite database')
rmSync('data/e2e', { recursive: true, force: true })
const sqlite = { ...base, DATABASE_URL: 'file:./data/e2e/wama.db', E2E_DB: 'sqlite' }
run('npm', ['run', 'build'], { ...sqlite, BUILD_TYPES_CHECKED: '1' })

step('end-to-end tests (Playwright, Chromium) on SQLite')
// The specs that run servers of their own go in a second worker, beside the others (not for chosen specs).
run('npx', ['playwright', 'test', ...only], { ...sqlite, E2E_SIDE_WORKER: only.length ? '0' : '1' })

if (process.env.SKIP_POSTGRES !== '1') {
  step('CMS tests on PostgreSQL')
  execFileSync('bash', ['scripts/postgres.sh', 'start'], { stdio: 'inherit' })
  const url = execFileSync('bash', ['scripts/postgres.sh', 'createdb', 'wama_e2e'], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .pop()
  rmSync('data/e2e/uploads', { recursive: true, force: true })
  // The database is what changes here, not the screen: the desktop project alone. Specs of an instance reading
  // its content from another over HTTP (@external-cms) never touch this database.
  run('npx', ['playwright', 'test', '--project=desktop', '--grep', '@cms', '--grep-invert', '@external-cms', ...only], {
    ...base,
    DATABASE_URL: url,
    E2E_DB: 'postgres',
  })
}
if (process.env.SKIP_SCALE !== '1') {
  step('scale-out suite: PostgreSQL, Redis, S3, two instances of this build, nginx in front')
  run('npx', ['playwright', 'test', '-c', 'playwright.scale.config.ts'], {
    ...base,
    SCALE_PORT: process.env.SCALE_PORT ?? '3600',
  })
}
step('all tests passed')
