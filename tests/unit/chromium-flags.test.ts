/** @jest-environment node */
import { createRequire } from 'node:module'
import path from 'node:path'

import { PLAYWRIGHT_CHROMIUM_FLAGS } from '../../scripts/chromium.mjs'

/** The switches the installed Playwright gives Chromium by itself (its own module, read where it is installed). */
function playwrightSwitches(): string[] {
  const here = createRequire(import.meta.url)
  // The test runner's own Playwright, and the core it depends on (another package may bring another core).
  const runner = createRequire(here.resolve('@playwright/test')).resolve('playwright/package.json')
  const core = path.dirname(createRequire(runner).resolve('playwright-core/package.json'))
  const mod: { chromiumSwitches: (...args: unknown[]) => string[] } = here(
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
