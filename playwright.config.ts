import { defineConfig, devices } from '@playwright/test'

import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_FLAGS } from './scripts/chromium.mjs'
import { CRM } from './tests/e2e/env'

const PORT = Number(process.env.E2E_PORT ?? 3100)
export const BASE_URL = `http://127.0.0.1:${PORT}`
/** Specs that crash and restart servers of their own (own ports, data and mail server), never the shared one. */
const OWN_SERVERS = /(faults|seed-restore|hostile-bodies|lead-durability)\.spec\.ts/

/** Runs against the production build (`next build` done by scripts/test.mjs) served by `npm start`. */
export default defineConfig({
  testDir: './tests/e2e',
  testMatch: /.*\.spec\.ts/,
  fullyParallel: false,
  // One server per run, and its specs edit the content others read: one at a time. The whole suite
  // (scripts/test.mjs) runs two of these runs side by side, each with a server of its own.
  workers: 1,
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
      args: PLAYWRIGHT_CHROMIUM_FLAGS,
    },
  },
  projects: [
    // @phone: runs at both sizes; @phone-only: at phone size alone (e.g. the mobile menu).
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, channel: undefined },
      grepInvert: /@phone-only/,
      testIgnore: OWN_SERVERS,
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, channel: undefined },
      grep: /@phone/,
      testIgnore: OWN_SERVERS,
    },
    {
      name: 'own-servers',
      testMatch: OWN_SERVERS,
    },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    // A run beside another (scripts/test.mjs) serves from a copy of the build of its own: two servers on one
    // `.next` would write into each other's caches.
    cwd: process.env.E2E_SERVER_DIR,
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    // TRUST_PROXY=1: each lead spec is its own client through X-Forwarded-For, as behind our reverse proxy. The CRM
    // is a receiver the CRM spec runs; while it is not listening, lead events wait in the outbox.
    env: {
      ...(process.env as Record<string, string>),
      PORT: String(PORT),
      HOST: '127.0.0.1',
      TRUST_PROXY: '1',
      CRM_WEBHOOK_URL: CRM.url(PORT),
      CRM_WEBHOOK_SECRET: CRM.secret,
      // The reminder of a booking goes out 2 minutes before it, not a day: the events spec waits seconds for it.
      BOOKING_REMINDER_MINUTES: '2',
    },
  },
})
