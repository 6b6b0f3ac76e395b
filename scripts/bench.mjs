#!/usr/bin/env node
/**
 * npm run bench — throughput of the production build on loopback, side by side with nginx serving the
 * same HTML as static files, in one run. Needs a prior `npm run build`, and Debian's `wrk` and
 * `nginx-light` (apt-get install -y wrk nginx-light). Load comes from wrk, a C program on one thread, so
 * the load generator takes little of the two cores from the server it measures. Reports req/s, p50/p99
 * latency, errors and peak server memory (RSS of the whole server process tree); then the same pages
 * from a second server with the page cache off (PAGE_CACHE_MB=0), which is Next's own request pipeline.
 *
 * Options (env): BENCH_PORT (3200), BENCH_DURATION seconds (10), BENCH_CONNECTIONS (50), DATABASE_URL.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const PORT = Number(process.env.BENCH_PORT ?? 3200)
const NGINX_PORT = PORT + 1
const UNCACHED_PORT = PORT + 2
const DURATION = Number(process.env.BENCH_DURATION ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const base = `http://127.0.0.1:${PORT}`
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

function treeRss(rootPid) {
  // Sum RSS of the process and all its descendants (next start spawns a worker).
  const children = new Map()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      if (!children.has(ppid)) children.set(ppid, [])
      children.get(ppid).push(Number(entry))
    } catch {}
  }
  let total = 0
  const stack = [rootPid]
  while (stack.length) {
    const pid = stack.pop()
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8')
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
      total += kb * 1024
    } catch {}
    stack.push(...(children.get(pid) ?? []))
  }
  return total
}

async function waitFor(url, ms = 60_000) {
  const started = Date.now()
  while (Date.now() - started < ms) {
    try {
      const res = await fetch(url)
      if (res.ok) return
    } catch {}
    await sleep(250)
  }
  throw new Error(`${url} did not answer within ${ms} ms`)
}

const MS = { us: 0.001, ms: 1, s: 1000 }
const millis = (text) => {
  const m = /([\d.]+)(us|ms|s)\b/.exec(text ?? '')
  return m ? Math.round(Number(m[1]) * MS[m[2]] * 100) / 100 : NaN
}

/** One wrk run: one thread, CONNECTIONS keep-alive connections, DURATION seconds. */
function run(url) {
  return new Promise((resolve, reject) => {
    const wrk = spawn(WRK, ['-t1', `-c${CONNECTIONS}`, `-d${DURATION}s`, '--latency', '--timeout', '5s', url])
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
        errors: (socket ? socket.slice(1).reduce((a, n) => a + Number(n), 0) : 0) + Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
      })
    })
  })
}

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
let uncached
const tmp = path.join(os.tmpdir(), `wama-bench-${process.pid}`)
try {
  await waitFor(`${base}/api/health`)
  const targets = [
    { name: 'home /', path: '/' },
    { name: 'yacht /yachts/wama-26', path: '/yachts/wama-26' },
    { name: 'GET /api/cms/yachts/', path: '/api/cms/yachts/' },
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
    await waitFor(`http://127.0.0.1:${NGINX_PORT}/`)
    staticTargets.push(
      { name: 'nginx static /', url: `http://127.0.0.1:${NGINX_PORT}/` },
      { name: 'nginx static /yachts/wama-26', url: `http://127.0.0.1:${NGINX_PORT}/yachts/wama-26` },
    )
  } else {
    console.warn('nginx is not installed (apt-get install -y nginx-light): the static comparison is skipped.')
  }

  const rows = []
  const measure = async (name, url) => {
    const r = await run(url)
    rows.push({ target: name, 'req/s': Math.round(r.rps), 'p50 ms': r.p50, 'p99 ms': r.p99, errors: r.errors, requests: r.total })
  }
  for (const t of [...targets.map((t) => ({ name: t.name, url: `${base}${t.path}` })), ...staticTargets]) await measure(t.name, t.url)
  clearInterval(sampler)
  peak = Math.max(peak, treeRss(server.pid))
  server.kill('SIGTERM')

  // The same pages through Next's own request pipeline: a second server with the page cache off.
  uncached = startServer(UNCACHED_PORT, { PAGE_CACHE_MB: '0' })
  await waitFor(`http://127.0.0.1:${UNCACHED_PORT}/api/health`)
  for (const t of targets.slice(0, 2)) {
    await fetch(`http://127.0.0.1:${UNCACHED_PORT}${t.path}`).then((r) => r.text())
    await measure(`${t.name} (page cache off)`, `http://127.0.0.1:${UNCACHED_PORT}${t.path}`)
  }

  console.log(`\nWAMA bench — ${new Date().toISOString()} — wrk, ${CONNECTIONS} connections × ${DURATION} s each, loopback, ${os.cpus().length} cores`)
  console.table(rows)
  const find = (name) => rows.find((r) => r.target === name)
  for (const [page, st] of [['home /', 'nginx static /'], ['yacht /yachts/wama-26', 'nginx static /yachts/wama-26']]) {
    const a = find(page)
    const b = find(st)
    if (a && b) console.log(`${page}: ${(a['req/s'] / b['req/s']).toFixed(2)}× nginx's requests/second`)
  }
  console.log(`peak server memory (RSS, process tree, page cache on): ${(peak / 1024 / 1024).toFixed(0)} MB`)
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim()
  mkdirSync('bench-results', { recursive: true })
  writeFileSync(`bench-results/bench-${Date.now()}.json`, JSON.stringify({ date: new Date().toISOString(), commit, tool: 'wrk', connections: CONNECTIONS, duration: DURATION, rows, peakRssMb: Math.round(peak / 1024 / 1024) }, null, 2))
} finally {
  clearInterval(sampler)
  nginx?.kill('SIGTERM')
  server.kill('SIGTERM')
  uncached?.kill('SIGTERM')
}
process.exit(0)
