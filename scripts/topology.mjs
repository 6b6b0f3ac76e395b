#!/usr/bin/env node
// The production topology on loopback, from one build: PostgreSQL, Redis, an S3-compatible server
// (s3rver), two app instances (each with its own copy of .next, as two hosts would have) and nginx in
// front, rendered from deploy/. Used by the scale-out tests and the benchmark; by hand:
//   npm run build && node scripts/topology.mjs      (Ctrl-C stops everything it started)
import { execFileSync, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import S3rver from 's3rver'

import { renderNginx } from '../deploy/render-nginx.mjs'
import { buildCopy } from './build-copy.mjs'
import { waitForDown, waitForUp } from './wait.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Resolves once the Redis just started on `port` answers PING; throws if it exits or something else answers.
 * @param {number} port
 * @param {import('node:child_process').ChildProcess} child
 */
async function redisAnswers(port, child) {
  for (let tries = 0; tries < 100; tries++) {
    if (child.exitCode !== null)
      throw new Error(`redis-server on port ${port} exited (${child.exitCode}): is the port taken?`)
    /** @type {string} */
    const reply = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write('PING\r\n'))
      socket.setTimeout(500, () => socket.destroy())
      socket.once('data', (data) => {
        resolve(String(data))
        socket.destroy()
      })
      socket.once('error', () => resolve(''))
      socket.once('close', () => resolve(''))
    })
    if (reply.startsWith('+PONG')) return
    if (reply) throw new Error(`port ${port} answers, but not as Redis: ${JSON.stringify(reply.slice(0, 40))}`)
    await sleep(50)
  }
  throw new Error(`redis-server on port ${port} did not answer`)
}

/**
 * One app instance: its own folder with a copy of .next and links to the rest of the checkout.
 * @param {string} name
 * @param {string} dir
 * @param {number} port
 * @param {Record<string, string | undefined>} env
 */
function instance(name, dir, port, env) {
  buildCopy(root, dir)
  const url = `http://127.0.0.1:${port}`
  /** @type {import('node:child_process').ChildProcess | null} */
  let child = null
  let log = ''
  /** @param {import('node:child_process').ChildProcess} started */
  const exited = (started) => started.exitCode !== null || started.signalCode !== null
  /** @returns {Promise<number | null>} */
  const whenExited = () =>
    new Promise((resolve) =>
      !child || exited(child) ? resolve(child?.exitCode ?? null) : child.once('exit', (code) => resolve(code)),
    )
  const self = {
    name,
    url,
    port,
    dir,
    output: () => log,
    async start() {
      // Kept across restarts, so a test that restarts an instance can still read what it said before.
      log += `--- ${name} starting at ${new Date().toISOString()} ---\n`
      const server = spawn(process.execPath, ['scripts/start.mjs'], {
        cwd: dir,
        env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      })
      child = server
      server.stdout.on('data', (d) => (log += String(d)))
      server.stderr.on('data', (d) => (log += String(d)))
      await waitForUp(`${url}/api/health`, { ms: 120_000, what: `instance ${name}`, log: () => log.slice(-3000) })
    },
    /** SIGTERM to `npm start` alone, as a process manager does: drains, then exits. */
    async stopGracefully() {
      if (!child || exited(child)) return null
      const done = whenExited()
      child.kill('SIGTERM')
      return done
    },
    /** A crash: SIGKILL to the whole process group. */
    async kill() {
      if (!child || exited(child)) return
      const done = whenExited()
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL')
      } catch {}
      await done
      await waitForDown(`${url}/api/health`)
    },
  }
  return self
}

/**
 * Starts everything on loopback. Ports: `base` nginx, base+1 and base+2 the instances, base+10 the cache
 * Redis, base+12 the state Redis, base+11 S3. PostgreSQL runs through scripts/postgres.sh (PGPORT, PGDIR).
 * @param {{ base?: number, work?: string, smtpUrl?: string, extraEnv?: Record<string, string> }} [options]
 */
export async function startTopology({
  base = 3400,
  work = `/tmp/wama-topology-${base}`,
  smtpUrl = '',
  extraEnv = {},
} = {}) {
  if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) throw new Error('no build: run npm run build first')
  rmSync(work, { recursive: true, force: true })
  mkdirSync(work, { recursive: true })
  /** @type {(() => Promise<unknown>)[]} */
  const stops = []
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined)
  }
  try {
    const pgEnv = {
      ...process.env,
      PGPORT: process.env.PGPORT ?? String(base + 20),
      PGDIR: process.env.PGDIR ?? path.join(work, 'pg'),
    }
    execFileSync('bash', ['scripts/postgres.sh', 'start'], {
      cwd: root,
      env: pgEnv,
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    stops.push(async () => execFileSync('bash', ['scripts/postgres.sh', 'stop'], { cwd: root, env: pgEnv }))
    const databaseUrl = execFileSync('bash', ['scripts/postgres.sh', 'createdb', 'wama_scale'], {
      cwd: root,
      env: pgEnv,
      encoding: 'utf8',
    })
      .trim()
      .split('\n')
      .pop()

    // Two Redis, as deploy/redis/ sets them: pages may be evicted, the publish record and limits never.
    const redisPort = base + 10
    // base + 12 is left to the caller's mail server (the scale suite's).
    const redisStatePort = base + 13
    for (const [port, policy, memory] of /** @type {const} */ ([
      [redisPort, 'allkeys-lru', '256mb'],
      [redisStatePort, 'noeviction', '64mb'],
    ])) {
      const redis = spawn(
        'redis-server',
        [
          ...['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
          ...['--maxmemory', memory, '--maxmemory-policy', policy],
        ],
        { stdio: 'ignore' },
      )
      stops.push(async () => {
        redis.kill('SIGKILL')
      })
      // A port already taken would leave the instances talking to whatever holds it.
      await redisAnswers(port, redis)
    }

    const s3Port = base + 11
    const bucket = 'wama-media'
    const s3 = new S3rver({
      port: s3Port,
      address: '127.0.0.1',
      silent: true,
      directory: path.join(work, 's3'),
      configureBuckets: [{ name: bucket, configs: [] }],
    })
    await s3.run()
    stops.push(() => s3.close())

    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      REDIS_STATE_URL: `redis://127.0.0.1:${redisStatePort}`,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: '1',
      TRUST_PROXY: '1',
      PUBLIC_SITE_URL: `http://127.0.0.1:${base}`,
      EDGE_PUBLISH_URLS: `http://127.0.0.1:${base}/_edge/publish`,
      SMTP_URL: smtpUrl,
      // Every instance must sign and hash alike: one value each, shared.
      PAYLOAD_SECRET: randomBytes(24).toString('hex'),
      REVALIDATE_SECRET: randomBytes(24).toString('hex'),
      IP_HASH_SALT: randomBytes(24).toString('hex'),
      MAIL_OUTBOX_DIR: path.join(work, 'outbox'),
      NEXT_TELEMETRY_DISABLED: '1',
      ...extraEnv,
    }
    const a = instance('a', path.join(work, 'a'), base + 1, env)
    const b = instance('b', path.join(work, 'b'), base + 2, env)
    stops.push(async () => {
      await a.kill()
      await b.kill()
    })
    // One at a time: the first applies the migrations and seeds the empty database.
    await a.start()
    await b.start()

    const nginxDir = path.join(work, 'nginx')
    mkdirSync(path.join(nginxDir, 'publish'), { recursive: true })
    const conf = path.join(nginxDir, 'nginx.conf')
    writeFileSync(
      conf,
      renderNginx({
        listen: `127.0.0.1:${base}`,
        upstreams: [`127.0.0.1:${base + 1}`, `127.0.0.1:${base + 2}`],
        staticDir: path.join(a.dir, '.next', 'static'),
        runDir: nginxDir,
        user: process.getuid?.() === 0 ? 'root' : undefined,
      }),
    )
    const nginx = spawn('nginx', ['-p', nginxDir, '-c', conf, '-g', 'daemon off;'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let nginxLog = ''
    nginx.stderr.on('data', (d) => (nginxLog += String(d)))
    stops.push(async () => {
      nginx.kill('SIGQUIT')
      await sleep(200)
      nginx.kill('SIGKILL')
    })
    await waitForUp(`http://127.0.0.1:${base}/api/health`, { ms: 20_000, what: 'nginx', log: () => nginxLog })

    return {
      edge: `http://127.0.0.1:${base}`,
      instances: [a, b],
      env,
      databaseUrl,
      redisPort,
      redisStatePort,
      s3Port,
      work,
      close: stopAll,
    }
  } catch (error) {
    await stopAll()
    throw error
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const topology = await startTopology({ base: Number(process.env.TOPOLOGY_PORT ?? 3400) })
  console.log(`edge ${topology.edge}  instances ${topology.instances.map((i) => i.url).join(' ')}  (Ctrl-C stops)`)
  const stop = () => topology.close().then(() => process.exit(0))
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}
