#!/usr/bin/env node
/**
 * `npm run bench:crm`: how long a lead takes to reach sales and the CRM, and what a CRM outage costs. It runs an
 * SMTP server and a CRM receiver on loopback, posts leads to a running server one after another, and measures
 * from each answer to the sales mail and to the CRM's `lead.created`; then, with BENCH_OUTAGE_S, the receiver
 * goes down for that long while leads keep coming, comes back, and the script counts what arrived and how often.
 *
 * Start the server (a production build) with, for the defaults below:
 *   TRUST_PROXY=1 SMTP_URL=smtp://127.0.0.1:2925 CRM_WEBHOOK_URL=http://127.0.0.1:3950/crm \
 *   CRM_WEBHOOK_SECRET=bench-secret npm start
 *
 *   BENCH_URL=http://127.0.0.1:3000  BENCH_LEADS=50  BENCH_SMTP_PORT=2925  BENCH_CRM_PORT=3950
 *   BENCH_CRM_SECRET=bench-secret    BENCH_OUTAGE_S=0 (600 for the ten-minute outage)  BENCH_WAIT_S=1800
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import http from 'node:http'

import { SMTPServer } from 'smtp-server'

const base = (process.env.BENCH_URL || 'http://127.0.0.1:3000').replace(/\/+$/, '')
const leads = Number(process.env.BENCH_LEADS || 50)
const smtpPort = Number(process.env.BENCH_SMTP_PORT || 2925)
const crmPort = Number(process.env.BENCH_CRM_PORT || 3950)
const secret = process.env.BENCH_CRM_SECRET || 'bench-secret'
const outageMs = Number(process.env.BENCH_OUTAGE_S || 0) * 1000
const waitMs = Number(process.env.BENCH_WAIT_S || 1800) * 1000
const run = `crm${Date.now().toString(36)}${randomBytes(2).toString('hex')}`
const numberOf = new RegExp(`${run}-(\\d+)@example\\.com`)

/** @type {Map<number, number>} */ const answeredAt = new Map()
/** @type {Map<number, number>} */ const mailedAt = new Map()
/** @type {Map<number, number>} */ const crmAt = new Map()
/** @type {Map<string, number>} */ const timesAccepted = new Map()
let badSignatures = 0
let crmUp = true

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = /** @type {Buffer[]} */ ([])
    stream.on('data', (c) => chunks.push(c))
    stream.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      const n = numberOf.exec(text)?.[1]
      // The sales mail, not the visitor's copy: it is not addressed to the visitor.
      const toVisitor = session.envelope.rcptTo.some((r) => numberOf.test(r.address))
      if (n && !toVisitor && !mailedAt.has(Number(n))) mailedAt.set(Number(n), Date.now())
      callback()
    })
  },
})

const receiver = http.createServer((req, res) => {
  const chunks = /** @type {Buffer[]} */ ([])
  req.on('data', (c) => chunks.push(c))
  req.on('end', () => {
    if (!crmUp) return res.writeHead(503).end()
    const raw = Buffer.concat(chunks)
    const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`)
    const given = Buffer.from(String(req.headers['x-wama-signature'] ?? ''))
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      badSignatures++
      return res.writeHead(401).end()
    }
    const body = JSON.parse(raw.toString('utf8'))
    const n = numberOf.exec(body?.lead?.contact?.email ?? '')?.[1]
    if (body.event === 'lead.created' && n) {
      const id = String(req.headers['x-wama-delivery'])
      timesAccepted.set(id, (timesAccepted.get(id) ?? 0) + 1)
      if (!crmAt.has(Number(n))) crmAt.set(Number(n), Date.now())
    }
    res.writeHead(204).end()
  })
})

/** @param {http.Server | SMTPServer} server @param {number} port */
const listen = (server, port) => new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)))
const sleep = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms))

/** @param {number} n */
async function send(n) {
  const res = await fetch(`${base}/api/send-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.77.${(n >> 8) & 255}.${n & 255}` },
    body: JSON.stringify({
      name: `CRM Bench ${n}`,
      email: `${run}-${n}@example.com`,
      interest: 'Catamarans',
      message: `Bench lead ${n}.`,
      locale: 'en',
      website: '',
      startedAt: Date.now() - 10_000,
      idempotencyKey: `${run}-${n}`,
    }),
  })
  if (res.status !== 200) throw new Error(`lead ${n}: HTTP ${res.status} ${await res.text()}`)
  answeredAt.set(n, Date.now())
}

/** @param {number[]} values @param {number} p */
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN
}
/** @param {Map<number, number>} arrived */
const delays = (arrived) =>
  [...arrived].flatMap(([n, at]) => (answeredAt.has(n) ? [at - (answeredAt.get(n) ?? 0)] : []))
/** @param {string} what @param {number[]} values */
const report = (what, values) =>
  console.log(
    `${what}: ${values.length} measured, p50 ${(percentile(values, 50) / 1000).toFixed(2)} s, p99 ${(percentile(values, 99) / 1000).toFixed(2)} s`,
  )

await listen(smtp, smtpPort)
await listen(receiver, crmPort)
console.log(`[bench:crm] run ${run}: ${leads} leads to ${base}${outageMs ? `, CRM down for ${outageMs / 1000} s` : ''}`)

const started = Date.now()
if (outageMs) crmUp = false
for (let n = 1; n <= leads; n++) {
  await send(n)
  // Spread over the outage, or one every 200 ms.
  await sleep(outageMs ? outageMs / leads : 200)
}
if (outageMs) {
  await sleep(Math.max(0, started + outageMs - Date.now()))
  crmUp = true
  console.log(`[bench:crm] CRM back after ${((Date.now() - started) / 1000).toFixed(0)} s`)
}
const back = Date.now()
const deadline = Date.now() + waitMs
while (Date.now() < deadline && (crmAt.size < leads || mailedAt.size < leads)) await sleep(1000)

report('answer → sales mail', delays(mailedAt))
if (outageMs) {
  console.log(
    `after the outage: ${crmAt.size} of ${leads} lead.created received, the last ${((Math.max(...crmAt.values()) - back) / 1000).toFixed(0)} s after the CRM came back`,
  )
} else report('answer → CRM lead.created', delays(crmAt))
const duplicates = [...timesAccepted.values()].filter((times) => times > 1).length
console.log(
  `expected ${leads}, received ${crmAt.size}, delivery ids accepted twice ${duplicates}, bad signatures ${badSignatures}`,
)
smtp.close(() => undefined)
receiver.close()
process.exit(crmAt.size === leads && duplicates === 0 && badSignatures === 0 ? 0 : 1)
