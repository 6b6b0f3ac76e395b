import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { expect, test } from '@playwright/test'
import { BASE } from './env'
import { adminAuth } from './helpers/admin'

const VNU_JAR = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar')

/**
 * The W3C HTML checker (the Nu checker, run locally from the vnu-jar package) finds no error in the HTML
 * the server sends for every page of the sitemap, the configurator, the API test page and the 404 page.
 */

interface VnuMessage {
  type: string
  subType?: string
  url: string
  lastLine?: number
  message: string
  extract?: string
}

test('the W3C HTML checker reports no error on any route', async ({ request }) => {
  test.setTimeout(120_000)
  const sitemap = await (await request.get(`${BASE}/sitemap.xml`)).text()
  const fromSitemap = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
  const routes = [
    ...new Set([...fromSitemap, '/yachts/wama-26/configure', '/api-test', '/no-such-page', '/newsletter/confirm']),
  ]
  expect(fromSitemap.length, 'the sitemap lists the site').toBeGreaterThan(8)

  const editor = await adminAuth(request)
  const dir = mkdtempSync(path.join(tmpdir(), 'wama-html-'))
  try {
    for (const [i, route] of routes.entries()) {
      const res = await request.get(`${BASE}${route}`, { headers: route === '/api-test' ? editor : {} })
      expect([200, 404], route).toContain(res.status())
      writeFileSync(path.join(dir, `${String(i).padStart(3, '0')}.html`), await res.text())
    }
    const run = spawnSync('java', ['-jar', VNU_JAR, '--format', 'json', '--errors-only', dir], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    })
    expect(run.error, 'java runs the checker (apt-get install default-jre-headless)').toBeUndefined()
    const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] }
    const report = messages.map((m) => {
      const file = path.basename(new URL(m.url).pathname)
      return `${routes[Number.parseInt(file, 10)]}:${m.lastLine ?? '?'} ${m.message} — ${m.extract?.trim() ?? ''}`
    })
    expect(report, 'HTML checker errors').toEqual([])
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
