#!/usr/bin/env node
/**
 * npm run screenshots — every page in English and French (fr-*.png) at 390 px (phone) and 1440 px
 * (desktop), full length, into screenshots/; with ADMIN_EMAIL and ADMIN_PASSWORD set, also the admin's main screens at 1440 px
 * (admin-*.png). Uses the production build (run `npm run build` first) and Debian's Chromium.
 * SCREENSHOT_BASE=http://host:port shoots a server that is already running instead.
 */
import { spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'

import { chromium } from '@playwright/test'

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs'
import { waitForUp } from './wait.mjs'

const PORT = Number(process.env.SCREENSHOT_PORT ?? 3300)
const external = process.env.SCREENSHOT_BASE
const base = external ?? `http://127.0.0.1:${PORT}`
const OUT = 'screenshots'
/** @type {[string, string | null][]} */
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
  // A newsletter link without its signature: the page's "not valid" state, the one reachable without a mail.
  ['newsletter-link', '/newsletter/confirm'],
]
/** @type {[string, { width: number, height: number }, boolean][]} */
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
  await waitForUp(`${base}/api/health`)
}
mkdirSync(OUT, { recursive: true })
const LOCALES = ['en', 'fr']
/** @type {Record<string, unknown>} */
const postsIn = {}
for (const locale of LOCALES)
  postsIn[locale] = await (await fetch(`${base}/api/cms/blog/?locale=${locale}`)).json().catch(() => [])
/**
 * English keeps the bare path; French lives under /fr.
 * @param {string} locale
 * @param {string} path
 */
const inLocale = (locale, path) => (locale === 'en' ? path : path === '/' ? `/${locale}` : `/${locale}${path}`)
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS,
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
    for (const locale of LOCALES)
      for (const [route, routePath] of ROUTES) {
        const posts = postsIn[locale]
        const path = inLocale(
          locale,
          routePath ?? (Array.isArray(posts) && posts[0] ? `/blog/${posts[0].slug}` : '/blog'),
        )
        const name = locale === 'en' ? route : `${locale}-${route}`
        await page.goto(`${base}${path}`, { waitUntil: 'networkidle' })
        // Bring lazy images into view, as a visitor scrolling would, and let each finish before the full-page
        // shot: sections that mount when near and pictures that fade in need more than a glimpse.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
            window.scrollTo({ top: y, behavior: 'instant' })
            await new Promise((r) => setTimeout(r, 200))
          }
        })
        await page.waitForLoadState('networkidle')
        await page
          .waitForFunction(
            // Slides off to the side of a carousel load when shown, not before.
            () =>
              [...document.images].every((image) => {
                const box = image.getBoundingClientRect()
                return image.complete || box.width === 0 || box.right <= 0 || box.left >= window.innerWidth
              }),
            null,
            { timeout: 10_000 },
          )
          .catch(() => console.warn(`${path}: a picture was still loading`))
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
        await page.waitForTimeout(300)
        // Chromium lays a full-length capture out afresh and may choose other files from a picture's srcset
        // for it, drawn empty while they load: capture again until two captures agree.
        let shot = await page.screenshot({ fullPage: true })
        for (let tries = 0; tries < 4; tries++) {
          await page.waitForTimeout(500)
          await page.waitForLoadState('networkidle')
          const again = await page.screenshot({ fullPage: true })
          if (again.equals(shot)) break
          shot = again
        }
        writeFileSync(`${OUT}/${name}-${sizeName}.png`, shot)
        console.log(`${OUT}/${name}-${sizeName}.png`)
      }
    await context.close()
  }
  if (process.env.ADMIN_EMAIL && process.env.ADMIN_PASSWORD) await shootAdmin()
} finally {
  await browser.close()
  server?.kill('SIGTERM')
}

/** What an editor works in: the dashboard, a journal post beside its live preview, its history, a yacht, the About page. */
async function shootAdmin() {
  const login = await fetch(`${base}/cms/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD }),
  })
  if (!login.ok) throw new Error(`admin login failed: ${login.status}`)
  const { token } = await login.json()
  const auth = { Authorization: `JWT ${token}` }
  /** @param {string} collection */
  const first = async (collection) =>
    (await (await fetch(`${base}/cms/api/${collection}?limit=1&depth=0`, { headers: auth })).json()).docs?.[0]?.id
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 })
  await context.addCookies([{ name: 'payload-token', value: token, url: base }])
  const page = await context.newPage()
  const post = await first('posts')
  const screens = [
    ['dashboard', '/admin'],
    ['post', `/admin/collections/posts/${post}`],
    ['post-preview', `/admin/collections/posts/${post}`],
    ['post-versions', `/admin/collections/posts/${post}/versions`],
    ['yacht', `/admin/collections/yachts/${await first('yachts')}`],
    ['about', '/admin/globals/about'],
    ['redirects', '/admin/collections/redirects'],
  ]
  for (const [name, path] of screens) {
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' })
    const previewOpen = await page.getByRole('button', { name: 'Exit Live Preview' }).isVisible()
    if ((name === 'post-preview') !== previewOpen)
      await page
        .getByRole('button', { name: /Live Preview$/ })
        .first()
        .click()
    if (name === 'post-preview')
      await page.frameLocator('iframe').getByRole('heading', { level: 1 }).waitFor({ timeout: 20_000 })
    await page.waitForLoadState('networkidle')
    await page.screenshot({ path: `${OUT}/admin-${name}.png`, fullPage: name !== 'post-preview' })
    console.log(`${OUT}/admin-${name}.png`)
  }
  await context.close()
}
