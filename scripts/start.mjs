#!/usr/bin/env node
// Production start: `next start`, which readies the database before it serves (instrumentation.ts).
//
// Stopping (SIGTERM or SIGINT): the server first lets the lead-mail job that is running finish and
// starts no new one (other instances or the next start take the queue), then Next stops accepting,
// finishes the requests in flight and exits.
import { spawn } from 'node:child_process'

const env = { ...process.env, NODE_ENV: /** @type {const} */ ('production') }

const port = process.env.PORT || '3000'
// A bounded V8 heap, sized for what the server keeps alive: some 190 MB once started (Payload, Next, the admin's
// and pages' code), up to 64 MB of cached pages, and room for the requests in flight. 256 MB ran out after 25
// minutes of the test suite's traffic.
const heapMb = Number(process.env.SERVER_HEAP_MB) || 512
/** @type {import('node:child_process').ChildProcess} */
const server = spawn(
  process.execPath,
  [
    `--max-old-space-size=${heapMb}`,
    'node_modules/next/dist/bin/next',
    'start',
    '-p',
    port,
    '-H',
    process.env.HOST || '0.0.0.0',
    // The server keeps an idle connection longer than its clients do (deploy/'s nginx drops its own after 2 s,
    // load balancers after 60 s): a client never sends a request on a socket the server is closing.
    '--keepAliveTimeout',
    '65000',
  ],
  { stdio: ['inherit', 'inherit', 'inherit', 'ipc'], env },
)

const DRAIN_MS = Number(process.env.SHUTDOWN_DRAIN_MS) || 20_000
let stopping = false
/** @param {NodeJS.Signals} signal */
function stop(signal) {
  if (stopping) return
  stopping = true
  const forward = () => server.exitCode === null && server.signalCode === null && server.kill(signal)
  const timer = setTimeout(forward, DRAIN_MS)
  server.once('message', (/** @type {{ type?: string } | undefined} */ message) => {
    if (message?.type !== 'drained') return
    clearTimeout(timer)
    forward()
  })
  if (server.connected) server.send({ type: 'drain' })
  else forward()
}
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => stop(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
