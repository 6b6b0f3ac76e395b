#!/usr/bin/env node
// The last step of `npm run build`: a Brotli copy (quality 11, about 14 % smaller than gzip) beside each
// script and stylesheet of .next/static, which nginx serves as is (`brotli_static on`, deploy/). The files
// are content-hashed, so their copies never go stale.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'

const STATIC_DIR = '.next/static'
const started = Date.now()
let raw = 0
let compressed = 0
let count = 0
for (const entry of readdirSync(STATIC_DIR, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !/\.(js|css)$/.test(entry.name)) continue
  const path = join(entry.parentPath, entry.name)
  const body = readFileSync(path)
  const br = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  })
  if (br.length >= body.length) continue
  writeFileSync(`${path}.br`, br)
  raw += body.length
  compressed += br.length
  count++
}
console.log(
  `[precompress] ${count} files, ${(raw / 1024).toFixed(0)} KB → ${(compressed / 1024).toFixed(0)} KB brotli in ${Date.now() - started} ms`,
)
