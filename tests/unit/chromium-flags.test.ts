/** @jest-environment node */
import { createRequire } from 'node:module'
import path from 'node:path'

import { PLAYWRIGHT_CHROMIUM_FLAGS } from '../../scripts/chromium.mjs'

/** The switches the installed Playwright gives Chromium by itself (its own module, read where it is installed). */
function playwrightSwitches(): string[] {
  const require = createRequire(import.meta.url)
  const core = path.dirname(require.resolve('playwright-core/package.json', { paths: [require.resolve('playwright')] }))
  const mod: { chromiumSwitches: (...args: unknown[]) => string[] } = require(
    path.join(core, 'lib/server/chromium/chromiumSwitches.js'),
  )
  return mod.chromiumSwitches(false)
}

const featuresOf = (flags: string[]) =>
  flags
    .filter((flag) => flag.startsWith('--disable-features='))
    .at(-1)
    ?.slice('--disable-features='.length)
    .split(',') ?? []

test('the test browser still switches off every feature Playwright does, as ours replaces its list', () => {
  const theirs = featuresOf(playwrightSwitches()).filter(Boolean)
  expect(theirs.length).toBeGreaterThan(5)
  const ours = featuresOf(PLAYWRIGHT_CHROMIUM_FLAGS)
  expect(theirs.filter((feature) => !ours.includes(feature))).toEqual([])
  expect(ours).toEqual(expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']))
})
