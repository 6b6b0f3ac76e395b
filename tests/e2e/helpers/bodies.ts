import { readdirSync, readFileSync, readlinkSync } from 'node:fs'
import http from 'node:http'

/** What a client got for one hostile body: the answer (if one came before the connection closed) and its time. */
export interface BodyAnswer {
  status: number | null
  json: unknown
  ms: number
  /** Bytes written before the answer came or the connection closed. */
  sent: number
}

/**
 * POSTs `bytes` of a JSON string body, declared by Content-Length or sent chunked without one, written 64 KB at a
 * time as fast as the server takes them. Resolves with the first answer; the upload stops when it comes, as a
 * browser's does.
 */
export function sendBody(
  url: string,
  bytes: number,
  { chunked = false, headers = {} }: { chunked?: boolean; headers?: Record<string, string> } = {},
): Promise<BodyAnswer> {
  const started = Date.now()
  const head = Buffer.from('{"email":"')
  const tail = Buffer.from('"}')
  const filler = Buffer.alloc(64 * 1024, 'a')
  return new Promise((resolve) => {
    let sent = 0
    let done = false
    const finish = (answer: Omit<BodyAnswer, 'ms' | 'sent'>) => {
      if (done) return
      done = true
      resolve({ ...answer, ms: Date.now() - started, sent })
      req.destroy()
    }
    const req = http.request(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(bytes) }),
        ...headers,
      },
    })
    req.on('response', (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (d: string) => (text += d))
      res.on('end', () => {
        let json: unknown = null
        try {
          json = JSON.parse(text)
        } catch {
          json = text
        }
        finish({ status: res.statusCode ?? null, json })
      })
    })
    req.on('error', () => finish({ status: null, json: null }))
    const next = (): Buffer | null => {
      const left = bytes - sent
      if (left <= 0) return null
      if (sent === 0) return head.subarray(0, left)
      if (left <= tail.length) return tail.subarray(tail.length - left)
      return filler.subarray(0, Math.min(filler.length, left - tail.length))
    }
    const write = () => {
      for (let chunk = next(); !done && chunk; chunk = next()) {
        sent += chunk.length
        if (!req.write(chunk)) return void req.once('drain', write)
      }
      if (!done) req.end()
    }
    write()
  })
}

/** The process listening on `port` (Next's server itself, not `npm start` around it), found by its socket. */
export function serverPid(port: number): number {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0')
  const inodes = new Set(
    ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((table) =>
      readFileSync(table, 'utf8')
        .split('\n')
        .slice(1)
        .map((line) => line.trim().split(/\s+/))
        // local_address is HOST:PORT in hex, state 0A is LISTEN, the 10th column the socket's inode.
        .filter((cols) => cols[1]?.endsWith(`:${hexPort}`) && cols[3] === '0A')
        .map((cols) => `socket:[${cols[9]}]`),
    ),
  )
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    let fds: string[]
    try {
      fds = readdirSync(`/proc/${entry}/fd`)
    } catch {
      continue
    }
    for (const fd of fds) {
      try {
        if (inodes.has(readlinkSync(`/proc/${entry}/fd/${fd}`))) return Number(entry)
      } catch {}
    }
  }
  throw new Error(`nothing listens on port ${port}`)
}

/** A process's memory in MB: now (VmRSS) and its peak since it started (VmHWM). */
export function memoryMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN)
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) }
}

/** Fetches `url` again and again until `stop()`; the times of each answer, in ms (a failure counts as Infinity). */
export async function timePages(url: string, stop: () => boolean): Promise<number[]> {
  const times: number[] = []
  while (!stop()) {
    const started = Date.now()
    const ok = await fetch(url).then(
      async (res) => (await res.arrayBuffer(), res.ok),
      () => false,
    )
    times.push(ok ? Date.now() - started : Number.POSITIVE_INFINITY)
    await new Promise((r) => setTimeout(r, 50))
  }
  return times
}

/** The p-th percentile (0–100) of some times. */
export function percentile(times: number[], p: number): number {
  const sorted = [...times].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}
