#!/usr/bin/env node
// Renders deploy/nginx.conf.template for given ports and paths; used by ops and by the scale-out tests.
//   node deploy/render-nginx.mjs --listen 80 --upstream 127.0.0.1:3001 --upstream 127.0.0.1:3002 \
//     --static /srv/wama/.next/static --run /var/lib/wama-nginx [--user www-data] [--publisher 10.0.0.0/24]
// The upstreams' addresses (and any --publisher address or range) may report publishes to the edge.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { securityHeaders } from './security-headers.mjs'

const here = path.dirname(fileURLToPath(import.meta.url))

/** The address part of `host:port` or `[v6]:port`, if it is an address nginx's `allow` takes. */
function addressOf(/** @type {string} */ upstream) {
  const host = upstream.startsWith('[') ? upstream.slice(1, upstream.indexOf(']')) : upstream.replace(/:\d+$/, '')
  return /^[\d.]+$|:/.test(host) ? host : null
}

/**
 * @param {{ listen: string, upstreams: string[], staticDir: string, runDir: string, user?: string,
 *   publishers?: string[], modulesDir?: string, mimeTypes?: string, env?: NodeJS.ProcessEnv }} options
 */
export function renderNginx({
  listen,
  upstreams,
  staticDir,
  runDir,
  user,
  publishers = [],
  modulesDir = '/usr/lib/nginx/modules',
  mimeTypes = '/etc/nginx/mime.types',
  env = process.env,
}) {
  if (upstreams.length === 0) throw new Error('at least one --upstream host:port')
  const quote = (/** @type {string} */ v) => `"${v.replace(/["\\]/g, '\\$&')}"`
  const headers = securityHeaders({ ...env, NODE_ENV: 'production' })
    .filter(({ key }) => key.toLowerCase() !== 'cache-control')
    .map(({ key, value }) => `      add_header ${key} ${quote(value)} always;`)
    .join('\n')
  const values = {
    MODULES: modulesDir,
    MIME_TYPES: mimeTypes,
    USER: user ? `user ${user};` : '',
    RUN: runDir,
    LISTEN: listen,
    STATIC: staticDir.replace(/\/+$/, ''),
    UPSTREAMS: upstreams.map((u) => `    server ${u} max_fails=1 fail_timeout=2s;`).join('\n'),
    SECURITY_HEADERS: headers,
    EDGE_JS: path.join(here, 'edge.js'),
    PUBLISHERS: [...new Set(['127.0.0.1', ...upstreams.map(addressOf).filter((a) => a !== null), ...publishers])]
      .map((a) => `      allow ${a};`)
      .join('\n'),
  }
  return readFileSync(path.join(here, 'nginx.conf.template'), 'utf8').replace(/\{\{(\w+)\}\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`unknown placeholder ${name}`)
    return values[/** @type {keyof typeof values} */ (name)]
  })
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2)
  /** @param {string} name */
  const all = (name) =>
    args.flatMap((a, i) => {
      const value = args[i + 1]
      return a === `--${name}` && value ? [value] : []
    })
  /** @param {string} name */
  const one = (name) => all(name)[0]
  process.stdout.write(
    renderNginx({
      listen: one('listen') ?? '80',
      upstreams: all('upstream'),
      staticDir: one('static') ?? path.resolve('.next/static'),
      runDir: one('run') ?? '/var/lib/wama-nginx',
      user: one('user'),
      publishers: all('publisher'),
    }),
  )
}
