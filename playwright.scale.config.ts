import { defineConfig } from '@playwright/test'

/** The scale-out suite: the production topology on loopback (scripts/topology.mjs), driven over HTTP. */
export default defineConfig({
  testDir: './tests/scale',
  testMatch: /.*\.spec\.ts/,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 120_000,
  reporter: [['list']],
})
