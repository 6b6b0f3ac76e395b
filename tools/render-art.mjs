#!/usr/bin/env node
// Renders the built-in artwork (tools/art) to WebP in public/art.
// Usage: node tools/render-art.mjs [name ...] [--preview <dir>]
//   names     only render these images (default: all)
//   --preview also write PNG copies to <dir> for review
import { mkdir, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { CATALOG } from './art/catalog.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const outDir = path.join(root, 'public', 'art')
const args = process.argv.slice(2)
const previewAt = args.indexOf('--preview')
const previewDir = previewAt >= 0 ? args[previewAt + 1] : undefined
const names = args.filter((a, i) => !a.startsWith('--') && !(previewAt >= 0 && i === previewAt + 1))
const wanted = names.length ? CATALOG.filter((e) => names.includes(e.name)) : CATALOG
if (names.length && wanted.length !== names.length) {
  const known = new Set(CATALOG.map((e) => e.name))
  console.error(`Unknown image name(s): ${names.filter((n) => !known.has(n)).join(', ')}`)
  process.exit(1)
}

// Heroes may be larger; everything else should stay light for phones.
const budget = (e) => (e.size[0] >= 2400 ? 300_000 : 200_000)

async function renderOne(e) {
  const t0 = Date.now()
  const [w, h] = e.size
  const svg = await e.draw(w, h)
  const raster = await sharp(Buffer.from(svg), { limitInputPixels: false })
    .resize(w, h)
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true })
  const input = () => sharp(raster.data, { raw: raster.info })
  let quality = 72
  let webp = await input().webp({ quality, effort: 5, smartSubsample: true }).toBuffer()
  while (webp.length > budget(e) && quality > 44) {
    quality -= 8
    webp = await input().webp({ quality, effort: 5, smartSubsample: true }).toBuffer()
  }
  await writeFile(path.join(outDir, `${e.name}.webp`), webp)
  if (previewDir)
    await input()
      .png({ compressionLevel: 3 })
      .toFile(path.join(previewDir, `${e.name}.png`))
  return { name: e.name, w, h, bytes: webp.length, quality, ms: Date.now() - t0 }
}

async function main() {
  await mkdir(outDir, { recursive: true })
  if (previewDir) await mkdir(previewDir, { recursive: true })
  const started = Date.now()
  const queue = [...wanted]
  const results = []
  const workers = Array.from({ length: Math.max(1, Math.min(availableParallelism(), 4)) }, async () => {
    for (let e = queue.shift(); e; e = queue.shift()) {
      const r = await renderOne(e)
      results.push(r)
      console.log(
        `${r.name.padEnd(24)} ${`${r.w}x${r.h}`.padEnd(10)} ${(r.bytes / 1024).toFixed(0).padStart(4)} KB  q${r.quality}  ${r.ms} ms`,
      )
    }
  })
  await Promise.all(workers)
  // A record of each picture's alt text, reviewed with the pictures.
  const alt = Object.fromEntries(CATALOG.map((e) => [`/art/${e.name}.webp`, e.alt]))
  await writeFile(path.join(root, 'tools', 'art', 'alt-text.json'), JSON.stringify(alt, null, 2) + '\n')
  const total = results.reduce((s, r) => s + r.bytes, 0)
  console.log(
    `${results.length} images, ${(total / 1024 / 1024).toFixed(2)} MB, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
