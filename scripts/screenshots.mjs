#!/usr/bin/env node
/**
 * npm run screenshots — every page at 390 px (phone) and 1440 px (desktop), full length, into
 * screenshots/. Uses the production build (run `npm run build` first) and Debian's Chromium.
 * SCREENSHOT_BASE=http://host:port shoots a server that is already running instead.
 */
import { spawn } from 'node:child_process'
import { mkdirSync } from 'node:fs'

import { chromium } from '@playwright/test'

const PORT = Number(process.env.SCREENSHOT_PORT ?? 3300)
const external = process.env.SCREENSHOT_BASE
const base = external ?? `http://127.0.0.1:${PORT}`
const OUT = 'screenshots'
const ROUTES = [
  ['home', '/'],
  ['collection', '/collection'],
  ['yachts', '/yachts'],
  ['wama-26', '/yachts/wama-26'],
  ['wama-42', '/yachts/wama-42'],
  ['configurator', '/yachts/wama-26/configure'],
  ['blog', '/blog'],
  ['blog-post', null],
  ['about', '/about'],
  ['contact', '/contact'],
  ['legal', '/legal'],
  ['privacy', '/privacy'],
  ['api-test', '/api-test'],
  ['not-found', '/this-page-does-not-exist'],
  ['yacht-not-found', '/yachts/no-such-yacht'],
]
const SIZES = [
  ['phone', { width: 390, height: 844 }, true],
  ['desktop', { width: 1440, height: 900 }, false],
]

let server
if (!external) {
  server = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1' },
    stdio: 'ignore',
  })
  const started = Date.now()
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break
    } catch {}
    if (Date.now() - started > 90_000) throw new Error('server did not start')
    await new Promise((r) => setTimeout(r, 300))
  }
}
mkdirSync(OUT, { recursive: true })
const posts = await (await fetch(`${base}/api/cms/blog/`)).json().catch(() => [])
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
})
try {
  for (const [sizeName, viewport, isMobile] of SIZES) {
    const context = await browser.newContext({
      viewport,
      deviceScaleFactor: 1,
      isMobile,
      hasTouch: isMobile,
      reducedMotion: 'reduce',
    })
    const page = await context.newPage()
    for (const [name, route] of ROUTES) {
      const path = route ?? (Array.isArray(posts) && posts[0] ? `/blog/${posts[0].slug}` : '/blog')
      await page.goto(`${base}${path}`, { waitUntil: 'networkidle' })
      // Bring lazy images into view so the full-page shot shows them.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y)
          await new Promise((r) => setTimeout(r, 60))
        }
        window.scrollTo(0, 0)
      })
      await page.waitForLoadState('networkidle')
      await page.screenshot({ path: `${OUT}/${name}-${sizeName}.png`, fullPage: true })
      console.log(`${OUT}/${name}-${sizeName}.png`)
    }
    await context.close()
  }
} finally {
  await browser.close()
  server?.kill('SIGTERM')
}
