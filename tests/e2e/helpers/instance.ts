import { spawn, type ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import path from 'node:path'

import { buildCopy } from '../../../scripts/build-copy.mjs'
import { waitForDown, waitForUp } from '../../../scripts/wait.mjs'

/**
 * A second, independent instance of the built site (its own copy of .next and its own data folder),
 * started with the given environment — e.g. CMS_API_URL pointing at the first instance. It runs in its
 * own process group, so `kill('SIGKILL')` takes down `next start` itself, as a crash would; `restart()`
 * starts it again on the same data folder.
 */
export async function startInstance(
  name: string,
  port: number,
  env: Record<string, string>,
): Promise<{
  url: string
  dir: string
  stop: () => Promise<void>
  kill: (signal: NodeJS.Signals) => Promise<void>
  /** Signals `npm start` alone, as a process manager stopping the service does; resolves when it has exited. */
  stopGracefully: () => Promise<number | null>
  restart: () => Promise<void>
  output: () => string
}> {
  const root = path.resolve(process.cwd())
  const dir = path.join('/tmp', `wama-e2e-${name}-${process.pid}`)
  buildCopy(root, dir)
  const url = `http://127.0.0.1:${port}`
  let log = ''
  let child: ChildProcess

  async function launch() {
    // A server left on this port (a run stopped half-way) would answer for this instance and test the wrong site.
    const squatter = await fetch(`${url}/api/health`).then(
      () => true,
      () => false,
    )
    if (squatter) throw new Error(`port ${port} already has a server on it: stop it before running this spec`)
    child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: dir,
      env: {
        ...process.env,
        SKIP_SEED: '1',
        DATABASE_URL: 'file:./data/instance.db',
        UPLOADS_DIR: 'data/uploads',
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
    child.stdout?.on('data', (d) => (log += String(d)))
    child.stderr?.on('data', (d) => (log += String(d)))
    await waitForUp(`${url}/api/health`, {
      what: `instance ${name}`,
      log: () => log.slice(-3000),
      stopped: () => child.exitCode !== null,
    })
  }

  async function kill(signal: NodeJS.Signals) {
    const exited = new Promise((r) =>
      child.exitCode !== null || child.signalCode !== null ? r(null) : child.once('exit', r),
    )
    try {
      process.kill(-child.pid!, signal)
    } catch {}
    await exited
    await waitForDown(`${url}/api/health`)
  }

  async function stopGracefully() {
    const exited = new Promise<number | null>((r) =>
      child.exitCode !== null ? r(child.exitCode) : child.once('exit', (code) => r(code)),
    )
    child.kill('SIGTERM')
    return exited
  }

  await launch().catch((error: unknown) => {
    rmSync(dir, { recursive: true, force: true })
    throw error
  })
  return {
    url,
    dir,
    stopGracefully,
    /** Everything the instance has printed so far (stdout and stderr). */
    output: () => log,
    kill,
    restart: launch,
    // As the service manager stops it: `npm start` alone first, which lets the lead mails being sent finish before
    // Next closes. A SIGTERM to the whole group reaches Next before that, and Next then holds every connection with a
    // mail job still running until the keep-alive timeout (65 s). The group is killed only if the stop hangs.
    stop: async () => {
      await Promise.race([stopGracefully(), new Promise((resolve) => setTimeout(resolve, 15_000).unref())])
      await kill('SIGKILL')
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** A switchable HTTP proxy: forwards to `target`, or answers 503 / drops connections when "down". */
export async function startProxy(port: number, target: string) {
  let mode: 'up' | 'down' = 'up'
  const server = http.createServer((req, res) => {
    if (mode === 'down') {
      res.writeHead(503, 'Service Unavailable', { 'content-type': 'text/plain' })
      res.end('down')
      return
    }
    const upstream = http.request(
      `${target}${req.url ?? '/'}`,
      { method: req.method, headers: { ...req.headers, host: new URL(target).host } },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.statusMessage, up.headers)
        up.pipe(res)
      },
    )
    upstream.on('error', () => {
      res.writeHead(502)
      res.end()
    })
    req.pipe(upstream)
  })
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r))
  return {
    url: `http://127.0.0.1:${port}`,
    setMode: (m: 'up' | 'down') => {
      mode = m
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  }
}

/** A TCP relay to `target` that holds each chunk the client sends for `delayMs`: a slow mail server. */
export async function startSlowRelay(port: number, target: number, delayMs: number) {
  const sockets = new Set<net.Socket>()
  const server = net.createServer((client) => {
    const upstream = net.connect(target, '127.0.0.1')
    sockets.add(client).add(upstream)
    client.on('data', (chunk) => setTimeout(() => upstream.write(chunk), delayMs))
    upstream.pipe(client)
    const close = () => {
      client.destroy()
      upstream.destroy()
    }
    client.on('close', close).on('error', close)
    upstream.on('close', close).on('error', close)
  })
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r))
  return {
    close: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy()
        server.close(() => r())
      }),
  }
}

/** Signs an account in to an instance's CMS API and returns its session token (throws with the answer if refused). */
export async function signIn(url: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${url}/cms/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  const body: unknown = await res.json().catch(() => null)
  const token = typeof body === 'object' && body && 'token' in body ? body.token : null
  if (res.status !== 200 || typeof token !== 'string') throw new Error(`sign-in refused: ${res.status}`)
  return token
}
