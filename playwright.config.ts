import { defineConfig, devices } from '@playwright/test'

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.mjs'

const PORT = Number(process.env.E2E_PORT ?? 3100)
export const BASE_URL = `http://127.0.0.1:${PORT}`
/** Specs that crash and restart servers of their own (own ports, data and mail server), never the shared one. */
const OWN_SERVERS = /faults\.spec\.ts/
const SIDE_WORKER = process.env.E2E_SIDE_WORKER === '1'

/** Runs against the production build (`next build` done by scripts/test.mjs) served by `npm start`. */
export default defineConfig({
  testDir: './tests/e2e',
  testMatch: /.*\.spec\.ts/,
  fullyParallel: false,
  // The whole suite (scripts/test.mjs) runs the specs that start and kill servers of their own in a second
  // worker, beside the one that drives the shared server (its specs edit the content the others read).
  workers: SIDE_WORKER ? 2 : 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: BASE_URL,
    // A trace records every action's DOM and screen, about a quarter of the suite's time: only a retried test keeps one.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    // @phone: runs at both sizes; @phone-only: at phone size alone (e.g. the mobile menu).
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, channel: undefined },
      grepInvert: /@phone-only/,
      testIgnore: OWN_SERVERS,
      workers: 1,
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, channel: undefined },
      grep: /@phone/,
      testIgnore: OWN_SERVERS,
      workers: 1,
      // With two workers, after the desktop run and never beside it: both edit the shared server's content.
      // (A dependency runs whole, whatever spec was asked for: a run of chosen specs has one worker instead.)
      dependencies: SIDE_WORKER ? ['desktop'] : [],
    },
    {
      name: 'own-servers',
      testMatch: OWN_SERVERS,
      workers: 1,
    },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    // TRUST_PROXY=1: each lead spec is its own client through X-Forwarded-For, as behind our reverse proxy.
    env: { ...(process.env as Record<string, string>), PORT: String(PORT), HOST: '127.0.0.1', TRUST_PROXY: '1' },
  },
})
