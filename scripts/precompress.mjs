#!/usr/bin/env node
// The last step of `npm run build`: a Brotli copy (quality 11, about 14 % smaller than the gzip Next
// makes on the fly) beside each script and stylesheet of .next/static, for scripts/static-br.mjs to
// serve. The files are content-hashed, so their copies never go stale.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'

import { PRECOMPRESSED, STATIC_DIR } from './static-br.mjs'

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* files(path)
    else if (PRECOMPRESSED.test(name)) yield path
  }
}

const started = Date.now()
let raw = 0
let compressed = 0
let count = 0
for (const path of files(STATIC_DIR)) {
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
console.log(`[precompress] ${count} files, ${(raw / 1024).toFixed(0)} KB → ${(compressed / 1024).toFixed(0)} KB brotli in ${Date.now() - started} ms`)
