import { cpSync, existsSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { E2E } from './env'
import { startInstance } from './helpers/instance'

/** A database rebuilt or restored beside a full uploads folder: the server seeds it and starts, pictures and all. */
test('a fresh database beside existing uploads seeds, starts and serves the home page with its pictures', async ({
  page,
}) => {
  test.setTimeout(300_000)
  // The uploads of the suite's own server, seeded with the same content (and whatever the specs added since),
  // beside a database that does not exist yet.
  const uploads = path.join('/tmp', `wama-e2e-seed-restore-uploads-${process.pid}`)
  rmSync(uploads, { recursive: true, force: true })
  cpSync(path.resolve(process.env.E2E_SERVER_DIR ?? '.', process.env.UPLOADS_DIR ?? 'data/uploads'), uploads, {
    recursive: true,
  })
  expect(readdirSync(path.join(uploads, 'media')).length).toBeGreaterThan(40)
  const site = await startInstance('seed-restore', E2E.port + 30, {
    SKIP_SEED: '0',
    SMTP_URL: '',
    UPLOADS_DIR: uploads,
  })
  try {
    const home = await page.goto(site.url)
    expect(home?.status()).toBe(200)
    const pictures = page.locator('main img')
    await pictures.first().scrollIntoViewIfNeeded()
    expect(await pictures.count()).toBeGreaterThan(2)
    const sources = await pictures.evaluateAll((imgs) =>
      imgs.map((img) => (img instanceof HTMLImageElement ? img.currentSrc || img.src : '')),
    )
    const files = sources.filter((src) => src.startsWith('http'))
    expect(files.length).toBeGreaterThan(2)
    for (const src of files) expect((await page.request.get(src)).status(), src).toBe(200)
    // The files no record named were kept aside, not deleted.
    expect(existsSync(path.join(uploads, 'orphaned'))).toBe(true)
    expect(site.output()).toContain('moved to orphaned')
  } finally {
    await site.stop()
    rmSync(uploads, { recursive: true, force: true })
  }
})
