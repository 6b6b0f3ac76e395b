#!/usr/bin/env node
/**
 * node tools/subset-fonts.mjs [--check] [--coverage]
 *
 * Cuts the brand faces from @fontsource into the files app/(site)/fonts.ts serves:
 * - `<face>-core.woff2`: the characters nearly every page uses (ASCII, the punctuation of our copy,
 *   French accents), with only the OpenType features the site uses and Inter's weight axis cut to 300–600;
 * - `<face>-ext.woff2`: the rest of @fontsource's Latin file, declared with a unicode-range so a
 *   browser downloads it only for a page that shows one of those characters.
 * Together they draw everything the @fontsource Latin files draw; the core files are about half their
 * size, which is what a phone on a slow connection waits for before the first paint.
 *
 * --check     regenerate in memory and fail if a committed file differs, or if an ext file's characters are
 *             not exactly the unicode-range fonts.ts declares for it (run by the unit tests)
 * --coverage  print the code points core ∪ ext draw for each face, as JSON (used by the unit tests)
 */
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import fontverter from 'fontverter'
import { Blob, Face } from 'harfbuzzjs'
import subsetFont from 'subset-font'

const root = fileURLToPath(new URL('..', import.meta.url))
const outDir = `${root}app/(site)/fonts/`
const fontsTs = `${root}app/(site)/fonts.ts`

const FACES = [
  { name: 'cormorant-300', source: '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-300-normal.woff2' },
  {
    name: 'cormorant-400-italic',
    source: '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-400-italic.woff2',
  },
  {
    name: 'inter',
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    axes: { wght: { min: 300, max: 600 } },
  },
]

// Kerning, ligatures and marks, plus the tabular figures of the showcase counter (`tabular-nums`).
const FEATURES = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'rvrn', 'tnum']

const CORE_TEXT = range(0x20, 0x7e) + '\u00a0©«®°·»×–—‘’“”•…€™←↑→↓−' + 'àâçèéêëîïôùûüÀÂÇÈÉÊË'

function range(from, to) {
  let s = ''
  for (let c = from; c <= to; c++) s += String.fromCodePoint(c)
  return s
}

async function codePoints(woff2) {
  const face = new Face(new Blob(await fontverter.convert(woff2, 'sfnt')))
  return [...face.collectUnicodes()]
}

/** `U+20-7E, U+A0` style, the form fonts.ts declares. */
function toUnicodeRange(points) {
  const sorted = [...new Set(points)].sort((a, b) => a - b)
  const parts = []
  for (let i = 0; i < sorted.length; i++) {
    const start = sorted[i]
    while (sorted[i + 1] === sorted[i] + 1) i++
    const hex = (n) => n.toString(16).toUpperCase()
    parts.push(start === sorted[i] ? `U+${hex(start)}` : `U+${hex(start)}-${hex(sorted[i])}`)
  }
  return parts.join(', ')
}

async function build(face) {
  const source = readFileSync(`${root}node_modules/${face.source}`)
  const all = await codePoints(source)
  const core = new Set([...CORE_TEXT].map((c) => c.codePointAt(0)))
  const ext = all.filter((c) => !core.has(c) && c >= 0x20)
  const options = { targetFormat: 'woff2', keepFeatures: FEATURES, ...(face.axes ? { variationAxes: face.axes } : {}) }
  const text = (points) => String.fromCodePoint(...points)
  return {
    core: await subsetFont(source, text([...core]), options),
    ext: await subsetFont(source, text(ext), options),
  }
}

const declaredRanges = () =>
  Object.fromEntries(
    [...readFileSync(fontsTs, 'utf8').matchAll(/fonts\/([\w-]+)-ext\.woff2'(?=[\s\S]*?value:\s*'([^']+)')/g)].map(
      (m) => [m[1], m[2]],
    ),
  )

const args = new Set(process.argv.slice(2))
const problems = []
const coverage = {}
for (const face of FACES) {
  const files = await build(face)
  for (const part of ['core', 'ext']) {
    const path = `${outDir}${face.name}-${part}.woff2`
    if (args.has('--check')) {
      let committed
      try {
        committed = readFileSync(path)
      } catch {
        problems.push(`${path} is missing`)
        continue
      }
      if (!committed.equals(files[part]))
        problems.push(`${path} differs from a fresh cut: run node tools/subset-fonts.mjs`)
    } else if (!args.has('--coverage')) {
      writeFileSync(path, files[part])
      console.error(`${face.name}-${part}.woff2: ${files[part].length} bytes`)
    }
  }
  const extRange = toUnicodeRange(await codePoints(files.ext))
  const declared = declaredRanges()[face.name]
  if (declared !== extRange)
    problems.push(
      `fonts.ts must declare unicode-range '${extRange}' for ${face.name}-ext.woff2 (it declares ${declared ?? 'none'})`,
    )
  coverage[face.name] = [...new Set([...(await codePoints(files.core)), ...(await codePoints(files.ext))])].sort(
    (a, b) => a - b,
  )
}
if (!args.has('--check') && !args.has('--coverage')) {
  // The SIL Open Font License travels with the cut files (neither face declares a Reserved Font Name).
  copyFileSync(`${root}node_modules/@fontsource/cormorant-garamond/LICENSE`, `${outDir}OFL-cormorant-garamond.txt`)
  copyFileSync(`${root}node_modules/@fontsource-variable/inter/LICENSE`, `${outDir}OFL-inter.txt`)
}
if (args.has('--coverage')) console.log(JSON.stringify(coverage))
if (problems.length) {
  for (const p of problems) console.error(p)
  process.exitCode = 1
}
