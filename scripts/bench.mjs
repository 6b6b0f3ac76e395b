#!/usr/bin/env node
/**
 * npm run bench — the production build on loopback, in one run: plain `npm start` (one process, no other
 * service), nginx serving the same HTML as static files, and the production topology of
 * scripts/topology.mjs (PostgreSQL, Redis, S3, two instances, the shipped nginx in front); then the time
 * from a publish on instance A to the edit showing on instance B and through nginx, over 20 edits.
 * Needs a prior `npm run build`, and Debian's wrk, nginx (with libnginx-mod-http-brotli-* and -js), postgresql and
 * redis-server. Load comes from wrk on one thread; every target gets a discarded 3-second warm-up first
 * (module loading and JIT). Reports req/s, p50/p99 latency, errors and the peak memory of `npm start`.
 *
 * Options (env): BENCH_PORT (3200), BENCH_DURATION seconds (10), BENCH_CONNECTIONS (50), DATABASE_URL.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { waitForUp } from './wait.mjs'

const PORT = Number(process.env.BENCH_PORT ?? 3200)
const NGINX_PORT = PORT + 1
const TOPOLOGY_PORT = PORT + 100
const DURATION = Number(process.env.BENCH_DURATION ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const base = `http://127.0.0.1:${PORT}`
/** @param {number} ms */
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

if (!existsSync('.next/BUILD_ID')) {
  console.error('No production build: run `npm run build` first.')
  process.exit(1)
}
const WRK = ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((p) => existsSync(p))
if (!WRK) {
  console.error('wrk is not installed: apt-get install -y wrk')
  process.exit(1)
}

/** @param {number | undefined} rootPid */
function treeRss(rootPid) {
  // Sum RSS of the process and all its descendants (next start spawns a worker).
  if (rootPid === undefined) return 0
  /** @type {Map<number, number[]>} */
  const children = new Map()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      const siblings = children.get(ppid) ?? []
      siblings.push(Number(entry))
      children.set(ppid, siblings)
    } catch {}
  }
  let total = 0
  const stack = [rootPid]
  while (stack.length) {
    const pid = stack.pop()
    if (pid === undefined) break
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8')
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
      total += kb * 1024
    } catch {}
    stack.push(...(children.get(pid) ?? []))
  }
  return total
}

/** @type {Record<string, number>} */
const MS = { us: 0.001, ms: 1, s: 1000 }
/** @param {string | undefined} text */
const millis = (text) => {
  const m = /([\d.]+)(us|ms|s)\b/.exec(text ?? '')
  const scale = MS[m?.[2] ?? '']
  return m && scale ? Math.round(Number(m[1]) * scale * 100) / 100 : NaN
}

/**
 * One wrk run: one thread, CONNECTIONS keep-alive connections, DURATION seconds.
 * @param {string} url
 * @returns {Promise<{ rps: number, p50: number, p99: number, total: number, errors: number }>}
 */
const run = (url, duration = DURATION) => {
  return new Promise((resolve, reject) => {
    const wrk = spawn(WRK, ['-t1', `-c${CONNECTIONS}`, `-d${duration}s`, '--latency', '--timeout', '5s', url])
    let out = ''
    wrk.stdout.on('data', (c) => (out += c))
    wrk.stderr.on('data', (c) => (out += c))
    wrk.on('error', reject)
    wrk.on('close', (code) => {
      if (code !== 0) return reject(new Error(`wrk exited ${code}: ${out}`))
      const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out)
      resolve({
        rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN),
        p50: millis(/^\s+50%\s+(\S+)/m.exec(out)?.[1]),
        p99: millis(/^\s+99%\s+(\S+)/m.exec(out)?.[1]),
        total: Number(/(\d+) requests in/.exec(out)?.[1] ?? NaN),
        errors:
          (socket ? socket.slice(1).reduce((a, n) => a + Number(n), 0) : 0) +
          Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
      })
    })
  })
}

/** @param {number} port @param {Record<string, string>} [extraEnv] */
const startServer = (port, extraEnv = {}) =>
  spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', ...extraEnv },
    stdio: ['ignore', 'ignore', 'inherit'],
  })

const server = startServer(PORT)
let peak = 0
const sampler = setInterval(() => {
  peak = Math.max(peak, treeRss(server.pid))
}, 100)

let nginx
let topology
const tmp = path.join(os.tmpdir(), `wama-bench-${process.pid}`)
try {
  await waitForUp(`${base}/api/health`, { ms: 60_000 })
  const targets = [
    { name: 'npm start /', path: '/' },
    { name: 'npm start /yachts/wama-26', path: '/yachts/wama-26' },
    { name: 'npm start GET /api/cms/yachts/', path: '/api/cms/yachts/' },
  ]
  // Warm every target once (first render, image and data caches).
  for (const t of targets) await fetch(`${base}${t.path}`).then((r) => r.text())

  // nginx serving the very same HTML as static files.
  const nginxBin = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p))
  const staticTargets = []
  if (nginxBin) {
    mkdirSync(path.join(tmp, 'html/yachts'), { recursive: true })
    mkdirSync(path.join(tmp, 'logs'), { recursive: true })
    writeFileSync(path.join(tmp, 'html/index.html'), await (await fetch(`${base}/`)).text())
    writeFileSync(path.join(tmp, 'html/yachts/wama-26.html'), await (await fetch(`${base}/yachts/wama-26`)).text())
    writeFileSync(
      path.join(tmp, 'nginx.conf'),
      `worker_processes 1;\npid ${tmp}/nginx.pid;\nerror_log ${tmp}/logs/error.log;\nevents { worker_connections 1024; }\nhttp {\n  access_log off;\n  client_body_temp_path ${tmp}/body; proxy_temp_path ${tmp}/proxy; fastcgi_temp_path ${tmp}/fcgi; uwsgi_temp_path ${tmp}/uwsgi; scgi_temp_path ${tmp}/scgi;\n  default_type text/html;\n  server { listen 127.0.0.1:${NGINX_PORT}; root ${tmp}/html; location / { try_files $uri $uri.html $uri/index.html =404; } }\n}\n`,
    )
    nginx = spawn(nginxBin, ['-c', path.join(tmp, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' })
    await waitForUp(`http://127.0.0.1:${NGINX_PORT}/`, { ms: 60_000 })
    staticTargets.push(
      { name: 'nginx static /', url: `http://127.0.0.1:${NGINX_PORT}/` },
      { name: 'nginx static /yachts/wama-26', url: `http://127.0.0.1:${NGINX_PORT}/yachts/wama-26` },
    )
  } else {
    console.warn('nginx is not installed (apt-get install -y nginx-light): the static comparison is skipped.')
  }

  /**
   * @type {{ target: string, 'req/s': number, 'p50 ms': number, 'p99 ms': number, errors: number,
   *   requests: number }[]}
   */
  const rows = []
  /** @param {string} name @param {string} url */
  const measure = async (name, url) => {
    await run(url, 3)
    const r = await run(url)
    rows.push({
      target: name,
      'req/s': Math.round(r.rps),
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      errors: r.errors,
      requests: r.total,
    })
  }
  for (const t of [...targets.map((t) => ({ name: t.name, url: `${base}${t.path}` })), ...staticTargets])
    await measure(t.name, t.url)
  clearInterval(sampler)
  peak = Math.max(peak, treeRss(server.pid))
  server.kill('SIGTERM')
  nginx?.kill('SIGTERM')

  // The production topology: two instances of this build behind the shipped nginx.
  const { startTopology } = await import('./topology.mjs')
  topology = await startTopology({
    base: TOPOLOGY_PORT,
    extraEnv: { ADMIN_EMAIL: 'bench@wama.test', ADMIN_PASSWORD: 'bench-password-123' },
  })
  for (const t of targets.slice(0, 2)) await measure(`nginx + 2 instances ${t.path}`, `${topology.edge}${t.path}`)

  // Publish on A, then poll B and the edge until the edit shows: 20 edits.
  const [a, b] = topology.instances
  if (!a || !b) throw new Error('the topology did not return two instances')
  const login = await fetch(`${a.url}/cms/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@wama.test', password: 'bench-password-123' }),
  })
  const { token } = await login.json()
  /** @param {string} url @param {string} text @param {number} since */
  const visible = async (url, text, since) => {
    for (;;) {
      if ((await (await fetch(url)).text()).includes(text)) return Date.now() - since
      await sleep(10)
    }
  }
  const onB = []
  const onEdge = []
  for (let i = 0; i < 20; i++) {
    await fetch(`${b.url}/about`)
    await fetch(`${topology.edge}/about`)
    const text = `Bench edit ${Date.now().toString(36)}-${i}`
    const since = Date.now()
    const saved = await fetch(`${a.url}/cms/api/globals/about`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
      body: JSON.stringify({ hero_pretitle: text }),
    })
    if (!saved.ok) throw new Error(`publish failed: ${saved.status}`)
    const [tb, te] = await Promise.all([
      visible(`${b.url}/about`, text, since),
      visible(`${topology.edge}/about`, text, since),
    ])
    onB.push(tb)
    onEdge.push(te)
  }
  /** @param {number[]} list @param {number} p */
  const pct = (list, p) =>
    [...list].sort((x, y) => x - y)[Math.min(list.length - 1, Math.ceil((p / 100) * list.length) - 1)]
  const publish = {
    'instance B p50 ms': pct(onB, 50),
    'instance B p99 ms': pct(onB, 99),
    'nginx p50 ms': pct(onEdge, 50),
    'nginx p99 ms': pct(onEdge, 99),
  }

  console.log(
    `\nWAMA bench — ${new Date().toISOString()} — wrk, ${CONNECTIONS} connections × ${DURATION} s each, loopback, ${os.cpus().length} cores`,
  )
  console.table(rows)
  /** @param {string} name */
  const find = (name) => rows.find((r) => r.target === name)
  for (const [page, st] of /** @type {const} */ ([
    ['nginx + 2 instances /', 'nginx static /'],
    ['nginx + 2 instances /yachts/wama-26', 'nginx static /yachts/wama-26'],
  ])) {
    const x = find(page)
    const y = find(st)
    if (x && y) console.log(`${page}: ${(x['req/s'] / y['req/s']).toFixed(2)}× nginx's static requests/second`)
  }
  console.log('publish on A → visible (20 edits):', publish)
  console.log(`peak memory of plain npm start (RSS, process tree): ${(peak / 1024 / 1024).toFixed(0)} MB`)
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim()
  mkdirSync('bench-results', { recursive: true })
  writeFileSync(
    `bench-results/bench-${Date.now()}.json`,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        commit,
        tool: 'wrk',
        connections: CONNECTIONS,
        duration: DURATION,
        rows,
        publish,
        peakRssMb: Math.round(peak / 1024 / 1024),
      },
      null,
      2,
    ),
  )
} finally {
  clearInterval(sampler)
  nginx?.kill('SIGTERM')
  server.kill('SIGTERM')
  await topology?.close()
}
process.exit(0)
