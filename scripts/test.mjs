#!/usr/bin/env node
/**
 * The whole suite (README line 2): the dependency audit, lint with jest beside it, then the production build on a
 * fresh SQLite file. Then two streams of browser tests side by side, each against servers of its own, so that one waits
 * while the other works:
 * - the desktop specs, on the server of the build's database;
 * - the phone specs on a copy of the build and its database, the specs that run servers of their own, and the CMS
 *   specs against a real PostgreSQL server started on loopback;
 * - then, on whichever stream is done first, the production topology (PostgreSQL, Redis, an S3-compatible server,
 *   two instances, nginx) with the scale-out suite, and the long desktop specs that only read (accessibility; print,
 *   HTML validity and an external CMS) in two groups, each on the server of the stream that takes it.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { cpSync, existsSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'

import { buildCopy } from './build-copy.mjs'
import { CHROMIUM_PATH } from './chromium.mjs'

const started = Date.now()
const seconds = () => Math.round((Date.now() - started) / 1000)
/** @param {string} name */
const step = (name) => console.log(`\n=== ${name} (${seconds()} s)`)
/** @typedef {Record<string, string>} Env */

/** @param {string} cmd @param {string[]} args @param {Env} env */
function run(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  if (r.status !== 0) {
    console.error(`\n✗ ${cmd} ${args.join(' ')} failed (exit ${r.status ?? r.signal})`)
    process.exit(r.status || 1)
  }
}

/**
 * Runs one command of a stream; its lines go to this output, each after the stream's tag. Resolves true on success.
 * @param {string} tag @param {string} cmd @param {string[]} args @param {Env} env
 * @returns {Promise<boolean>}
 */
function runTagged(tag, cmd, args, env) {
  console.log(`${tag} $ ${cmd} ${args.join(' ')} (${seconds()} s)`)
  const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } })
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`${tag} ${line}`))
  }
  return new Promise((resolve) =>
    child.on('close', (code, signal) => {
      if (code !== 0) console.error(`${tag} ✗ ${cmd} ${args.join(' ')} failed (exit ${code ?? signal})`)
      resolve(code === 0)
    }),
  )
}

/**
 * The commands of one stream, one after the other, until one fails; then, while any is left, the next of the
 * commands either stream may run, so that the stream done first takes them. Each command gets the stream's tag
 * and the environment of its server.
 * @typedef {[string, (tag: string, env: Env) => Promise<boolean>]} Command
 * @param {string} tag @param {Env} env @param {Command[]} own @param {Command[]} either
 */
async function stream(tag, env, own, either) {
  for (let next = own.shift() ?? either.shift(); next; next = own.shift() ?? either.shift()) {
    const [name, command] = next
    console.log(`\n${tag} --- ${name} (${seconds()} s)`)
    if (!(await command(tag, env))) return false
  }
  console.log(`\n${tag} --- done (${seconds()} s)`)
  return true
}

if (!existsSync(CHROMIUM_PATH)) {
  console.error('Chromium is missing: apt-get install -y chromium (the .ci/run script does this)')
  process.exit(1)
}

/** What the build, the test runner and the server it starts share; each stream has its own ports and folders. */
/** @param {number} port @param {number} smtpPort @param {string} dataDir @returns {Env} */
function e2eEnv(port, smtpPort, dataDir) {
  return {
    E2E_PORT: String(port),
    E2E_SMTP_PORT: String(smtpPort),
    PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
    ADMIN_EMAIL: 'admin@wama.test',
    ADMIN_PASSWORD: 'e2e-admin-password-123',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    SALES_EMAIL: 'sales@wama.test',
    MAIL_FROM: 'no-reply@wama.test',
    MAIL_OUTBOX_DIR: `${dataDir}/outbox`,
    UPLOADS_DIR: `${dataDir}/uploads`,
    NEXT_TELEMETRY_DISABLED: '1',
  }
}
const port = Number(process.env.E2E_PORT ?? 3100)
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2526)
const sqlite = { DATABASE_URL: 'file:./data/e2e/wama.db', E2E_DB: 'sqlite' }
const desktop = { ...e2eEnv(port, smtpPort, 'data/e2e'), ...sqlite }
// The second stream serves from a copy of the build, on ports a hundred above the first's (clear of the offsets the
// specs add for servers of their own).
const secondDir = path.join(tmpdir(), `wama-e2e-second-${process.pid}`)
/** @param {string} dataDir @returns {Env} */
const second = (dataDir) => ({ ...e2eEnv(port + 100, smtpPort + 100, dataDir), E2E_SERVER_DIR: secondDir })
const only = process.argv.slice(2)
/** @param {string} outputDir @param {string[]} args */
const playwright = (outputDir, ...args) => [
  'playwright',
  'test',
  '--output',
  `test-results/${outputDir}`,
  '--pass-with-no-tests',
  ...args,
  ...only,
]

step('dependency audit (npm audit --omit=dev --audit-level=high)')
run('node', ['scripts/audit.mjs'])

step('lint, format, types, unused and copied code (eslint, prettier, tsc, knip, jscpd), and beside it the unit tests')
// Lint and jest leave each other the cores they do not use; the build, after them, has both to itself (beside
// it, jest slowed it by a minute, and lint cannot run beside it: tsc would read the route types it is writing).
const checked = await Promise.all([
  runTagged('[lint]', 'npm', ['run', 'lint'], {}),
  runTagged('[jest]', 'npx', ['jest', '--ci', '--maxWorkers=2'], {}),
])
if (checked.includes(false)) {
  console.error(`\n✗ lint or the unit tests failed (${seconds()} s)`)
  process.exit(1)
}

step('production build on a fresh SQLite database')
rmSync('data/e2e', { recursive: true, force: true })
// The compiler's cache (some 400 MB, half a minute to write) is for a next build of this checkout: there is none.
run('npm', ['run', 'build'], { ...desktop, BUILD_TYPES_CHECKED: '1', BUILD_CACHE: 'off' })

step('browser tests (Playwright, Chromium) in two streams side by side')
// The phone specs edit content as the desktop ones do: their server gets the freshly built database and uploads,
// and the secrets the specs read from this checkout.
buildCopy(process.cwd(), secondDir)
cpSync('data/e2e', path.join(secondDir, 'data/e2e'), { recursive: true })
for (const secret of ['.payload-secret', '.revalidate-secret', '.ip-hash-salt']) {
  cpSync(path.join('data', secret), path.join(secondDir, 'data', secret))
}

// Playwright compiles the specs into a cache that both streams' runners share, and its writes are not atomic: two
// runners starting cold together can read a file the other is still writing. One listing first fills the cache.
const listed = spawnSync('npx', ['playwright', 'test', '--list'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, ...desktop },
})
if (listed.status !== 0) {
  console.error('\n✗ the specs do not load (npx playwright test --list)')
  process.exit(1)
}

/**
 * Desktop specs that only read the site (or start servers of their own), and take long: whichever stream is done
 * first runs the next group, on its own server, so that the two streams end together. The longer group goes first.
 */
const READ_ONLY_DESKTOP_GROUPS = ['print\\.spec|html-validity\\.spec|@external-cms', 'a11y\\.spec']
const READ_ONLY_DESKTOP = READ_ONLY_DESKTOP_GROUPS.join('|')
// The editor's whole journey through the admin (70 s) runs once, on PostgreSQL: every other CMS spec runs on both.
const POSTGRES_ONLY = '@postgres-only'
/** @type {Command[]} */
const desktopStream = [
  [
    'desktop specs on SQLite',
    (tag, env) =>
      runTagged(
        tag,
        'npx',
        playwright('desktop', '--project=desktop', '--grep-invert', `${READ_ONLY_DESKTOP}|${POSTGRES_ONLY}`),
        env,
      ),
  ],
]
/** @type {Command[]} */
const secondStream = [
  [
    'phone specs on a copy of the build and its database, and the specs that run servers of their own',
    (tag, env) => runTagged(tag, 'npx', playwright('phone', '--project=phone', '--project=own-servers'), env),
  ],
]
if (process.env.SKIP_POSTGRES !== '1') {
  secondStream.push([
    'CMS specs on PostgreSQL',
    async (tag) => {
      execFileSync('bash', ['scripts/postgres.sh', 'start'], { stdio: 'inherit' })
      const url = execFileSync('bash', ['scripts/postgres.sh', 'createdb', 'wama_e2e'], { encoding: 'utf8' })
        .trim()
        .split('\n')
        .pop()
      if (!url) throw new Error('scripts/postgres.sh createdb printed no URL')
      // The database is what changes here, not the screen: the desktop project alone, and the specs of the CMS
      // itself (editing, versions, scheduling, access, migrations, translations) and of the editions of files. Pages
      // that only show content, previews and an instance reading its content from another over HTTP
      // (@external-cms) read the database as they do on SQLite; so do the admin's sections per role, its field
      // descriptions and the two-factor sign-in, which are the admin's screens and Payload's sign-in, and the
      // translation status, starting price and home fleet, which read what cms-edit and cms-versions write here.
      return runTagged(
        tag,
        'npx',
        playwright(
          'postgres',
          '--project=desktop',
          '--grep',
          '@cms',
          '--grep-invert',
          '@external-cms|preview\\.spec|cms-(roles|field-descriptions|two-factor|translation-status|starting-price|home-fleet)\\.spec',
          'tests/e2e/cms-',
          'tests/e2e/(picture|documents)-editions',
        ),
        { ...second('data/e2e-postgres'), DATABASE_URL: url, E2E_DB: 'postgres' },
      )
    },
  ])
}
// Its own servers and ports: whichever stream is done first runs it.
/** @type {Command[]} */
const eitherStream = []
if (process.env.SKIP_SCALE !== '1') {
  eitherStream.push([
    'scale-out suite: PostgreSQL, Redis, S3, two instances of this build, nginx in front',
    (tag) =>
      runTagged(
        tag,
        'npx',
        ['playwright', 'test', '-c', 'playwright.scale.config.ts', '--output', 'test-results/scale'],
        { ...desktop, SCALE_PORT: process.env.SCALE_PORT ?? '3600' },
      ),
  ])
}
for (const [i, group] of READ_ONLY_DESKTOP_GROUPS.entries()) {
  eitherStream.push([
    `desktop specs that only read: ${group.replaceAll('\\.spec', '').replaceAll('|', ', ')}`,
    (tag, env) => runTagged(tag, 'npx', playwright(`desktop-read-${i + 1}`, '--project=desktop', '--grep', group), env),
  ])
}
const passed = await Promise.all([
  stream('[desktop]', desktop, desktopStream, eitherStream),
  stream('[second]', { ...second('data/e2e'), ...sqlite }, secondStream, eitherStream),
])
rmSync(secondDir, { recursive: true, force: true })
if (passed.includes(false)) {
  console.error(`\n✗ browser tests failed (${seconds()} s)`)
  process.exit(1)
}
step('all tests passed')
