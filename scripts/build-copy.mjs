import { cpSync, mkdirSync, rmSync, symlinkSync } from 'node:fs'
import path from 'node:path'

/** What an instance reads from the checkout besides its own `.next`: shared by links, never copied. */
const SHARED = [
  'node_modules',
  'public',
  'package.json',
  'next.config.ts',
  'tsconfig.json',
  'scripts',
  'lib',
  'content-defaults',
  'app',
  'deploy',
]

/**
 * A folder that runs this build as a separate instance: its own copy of `.next` (without the build's
 * cache, so each instance starts cold) and its own `data/`, links to the rest of the checkout.
 * @param {string} root the checkout
 * @param {string} dir the instance's folder, emptied first
 */
export function buildCopy(root, dir) {
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(path.join(dir, 'data'), { recursive: true })
  cpSync(path.join(root, '.next'), path.join(dir, '.next'), {
    recursive: true,
    filter: (src) => !src.includes(`${path.sep}.next${path.sep}cache`),
  })
  for (const entry of SHARED) symlinkSync(path.join(root, entry), path.join(dir, entry))
}
