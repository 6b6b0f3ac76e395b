#!/usr/bin/env node
/**
 * `npm run bench:leads`: a burst of real contact-form POSTs against a running server (autocannon), then
 * the proof that none was lost: leads in the database for this run = 2xx answers.
 *
 *   BENCH_URL=http://127.0.0.1:3000  BENCH_REQUESTS=1000  BENCH_CONNECTIONS=20
 *   ADMIN_EMAIL / ADMIN_PASSWORD     an admin login, to count the stored leads through the REST API
 *
 * The server must run with TRUST_PROXY=1: each request comes from its own X-Forwarded-For address,
 * otherwise the per-client rate limit (5/min) answers 429 to nearly all of them, as it should.
 */
import { randomBytes } from 'node:crypto'

import autocannon from 'autocannon'

const base = (process.env.BENCH_URL || `http://127.0.0.1:${process.env.PORT || 3000}`).replace(/\/+$/, '')
// A fixed number of requests, not a duration: autocannon drops the answers still in flight when a
// duration ends, and every answer must be counted to compare with the database.
const amount = Number(process.env.BENCH_REQUESTS || 1000)
const connections = Number(process.env.BENCH_CONNECTIONS || 20)
const adminEmail = process.env.ADMIN_EMAIL
const adminPassword = process.env.ADMIN_PASSWORD
const run = `bench${Date.now().toString(36)}${randomBytes(2).toString('hex')}`

if (!adminEmail || !adminPassword) {
  console.error('[bench:leads] set ADMIN_EMAIL and ADMIN_PASSWORD (an admin of the server) to verify the stored leads')
  process.exit(2)
}

let sent = 0
/** @type {Map<number, number>} */
const statuses = new Map()

/** @type {import('autocannon').Options} */
const options = {
  url: base,
  connections,
  amount,
  timeout: 30,
  requests: [
    {
      method: 'POST',
      path: '/api/send-email',
      setupRequest(req) {
        sent += 1
        const n = sent
        const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
        return {
          ...req,
          headers: { ...req.headers, 'content-type': 'application/json', 'x-forwarded-for': ip },
          body: JSON.stringify({
            name: `Bench Visitor ${n}`,
            email: `${run}-${n}@example.com`,
            phone: '+33 1 00 00 00 00',
            interest: 'Catamarans',
            message: `Load test message ${n} of run ${run}.`,
            website: '',
            startedAt: Date.now() - 10_000,
            idempotencyKey: `${run}-${n}`,
          }),
        }
      },
    },
  ],
}

const started = Date.now()
/** @type {import('autocannon').Result} */
const result = await new Promise((resolve, reject) => {
  const instance = autocannon(options, (err, done) => (err ? reject(err) : resolve(done)))
  instance.on('response', (_client, statusCode) => {
    statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1)
  })
})

const ok = [...statuses].filter(([s]) => s >= 200 && s < 300).reduce((sum, [, n]) => sum + n, 0)
const elapsed = (Date.now() - started) / 1000

async function countStored() {
  const login = await fetch(`${base}/cms/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: adminEmail, password: adminPassword }),
  })
  if (!login.ok) throw new Error(`admin login failed (${login.status})`)
  const { token } = await login.json()
  const url = new URL(`${base}/cms/api/leads`)
  url.searchParams.set('where[email][like]', `${run}-`)
  url.searchParams.set('limit', '1')
  url.searchParams.set('depth', '0')
  const res = await fetch(url, { headers: { authorization: `JWT ${token}` } })
  if (!res.ok) throw new Error(`leads count failed (${res.status})`)
  return (await res.json()).totalDocs
}

const stored = await countStored()

console.log(
  `\n[bench:leads] ${base}/api/send-email — ${amount} requests over ${connections} connections in ${elapsed.toFixed(1)} s`,
)
console.log(
  `  responses by status: ${
    [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}×${n}`)
      .join(', ') || 'none'
  }`,
)
console.log(`  errors/timeouts: ${result.errors ?? 0}/${result.timeouts ?? 0}`)
console.log(`  latency p50 ${result.latency?.p50 ?? '?'} ms, p99 ${result.latency?.p99 ?? '?'} ms`)
console.log(`  accepted leads: ${ok} → ${(ok / elapsed).toFixed(1)} leads/s`)
console.log(`  stored in the database for this run: ${stored}`)
if ((statuses.get(429) ?? 0) > ok) console.log('  (mostly 429: is the server running with TRUST_PROXY=1?)')
if (ok === 0) {
  console.error('  ✗ nothing was accepted')
  process.exit(1)
}
if (stored < ok) {
  console.error(`  ✗ ${ok - stored} accepted lead(s) missing from the database`)
  process.exit(1)
}
if (stored > ok) {
  // Stored, but the answer never reached the client (a timeout): not lost, yet not the 1:1 the check wants.
  console.error(`  ✗ ${stored - ok} lead(s) stored without a 2xx reaching the client (timeouts?)`)
  process.exit(1)
}
console.log('  ✓ zero lost: leads in the database = 2xx responses')
