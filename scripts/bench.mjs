#!/usr/bin/env node
/**
 * npm run bench — throughput of the production build on loopback, side by side with nginx serving the
 * same HTML as static files, in one run. Needs a prior `npm run build`. Reports req/s, p50/p99 latency,
 * errors and peak server memory (RSS of the whole server process tree).
 *
 * Options (env): BENCH_PORT (3200), BENCH_DURATION seconds (10), BENCH_CONNECTIONS (50), DATABASE_URL.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'

const PORT = Number(process.env.BENCH_PORT ?? 3200)
const NGINX_PORT = PORT + 1
const DURATION = Number(process.env.BENCH_DURATION ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const base = `http://127.0.0.1:${PORT}`
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

if (!existsSync('.next/BUILD_ID')) {
  console.error('No production build: run `npm run build` first.')
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

function run(url, title) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, title }, (err, result) => (err ? reject(err) : resolve(result)))
  })
}

const server = spawn(process.execPath, ['scripts/start.mjs'], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', NODE_ENV: 'production' },
  stdio: ['ignore', 'ignore', 'inherit'],
})
let peak = 0
const sampler = setInterval(() => {
  peak = Math.max(peak, treeRss(server.pid))
}, 100)

let nginx
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
  for (const t of [...targets.map((t) => ({ name: t.name, url: `${base}${t.path}` })), ...staticTargets]) {
    const r = await run(t.url, t.name)
    rows.push({
      target: t.name,
      'req/s': Math.round(r.requests.average),
      'p50 ms': r.latency.p50,
      'p99 ms': r.latency.p99,
      errors: r.errors + r.timeouts + (r.non2xx ?? 0),
      requests: r.requests.total,
    })
  }
  clearInterval(sampler)
  peak = Math.max(peak, treeRss(server.pid))

  console.log(`\nWAMA bench — ${new Date().toISOString()} — ${CONNECTIONS} connections × ${DURATION} s each, loopback, ${os.cpus().length} cores`)
  console.table(rows)
  const find = (name) => rows.find((r) => r.target === name)
  for (const [page, st] of [['home /', 'nginx static /'], ['yacht /yachts/wama-26', 'nginx static /yachts/wama-26']]) {
    const a = find(page)
    const b = find(st)
    if (a && b) console.log(`${page}: ${(a['req/s'] / b['req/s']).toFixed(2)}× nginx's requests/second`)
  }
  console.log(`peak server memory (RSS, process tree): ${(peak / 1024 / 1024).toFixed(0)} MB`)
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim()
  mkdirSync('bench-results', { recursive: true })
  writeFileSync(`bench-results/bench-${Date.now()}.json`, JSON.stringify({ date: new Date().toISOString(), commit, connections: CONNECTIONS, duration: DURATION, rows, peakRssMb: Math.round(peak / 1024 / 1024) }, null, 2))
} finally {
  clearInterval(sampler)
  nginx?.kill('SIGTERM')
  server.kill('SIGTERM')
}
process.exit(0)
