/** @jest-environment node */
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import * as defaults from '../../content-defaults'

const root = join(__dirname, '../..')
const script = join(root, 'tools/subset-fonts.mjs')
const run = (...args: string[]) =>
  execFileSync(process.execPath, [script, ...args], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })

function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value)
  else if (Array.isArray(value)) value.forEach((v) => strings(v, out))
  else if (typeof value === 'function') out.push(String(value))
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => strings(v, out))
  return out
}

function sources(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) sources(path, out)
    // Comments are not shown to anyone (a `//` inside a string only drops characters from the check).
    else if (/\.tsx?$/.test(entry.name)) out.push(readFileSync(path, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, ''))
  }
  return out
}

describe('brand font files (tools/subset-fonts.mjs)', () => {
  it('are what a fresh cut of the @fontsource faces gives, and each ext file is declared with exactly its characters', () => {
    expect(() => run('--check')).not.toThrow()
  })

  it('draw every character of the built-in content and of the interface copy, in the serif and in the sans', () => {
    const coverage = JSON.parse(run('--coverage')) as Record<string, number[]>
    const text = [
      ...strings(defaults),
      ...sources(join(root, 'components')),
      ...sources(join(root, 'app/(site)')),
    ].join('')
    const used = new Set([...text].map((c) => c.codePointAt(0) as number).filter((c) => c >= 0x20 && c !== 0x7f))
    for (const face of ['inter', 'cormorant-300', 'cormorant-400-italic']) {
      const drawn = new Set(coverage[face])
      const missing = [...used].filter((c) => !drawn.has(c)).map((c) => String.fromCodePoint(c))
      expect({ face, missing }).toEqual({ face, missing: [] })
    }
  })
})
