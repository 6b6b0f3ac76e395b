import { existsSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { E2E } from './env'
import { startInstance } from './helpers/instance'

/** A database rebuilt or restored beside a full uploads folder: the server seeds it and starts, pictures and all. */
test('a fresh database beside existing uploads seeds, starts and serves the home page with its pictures', async ({
  page,
}) => {
  test.setTimeout(300_000)
  const site = await startInstance('seed-restore', E2E.port + 30, { SKIP_SEED: '0', SMTP_URL: '' })
  try {
    const uploads = path.join(site.dir, 'data', 'uploads')
    expect(readdirSync(path.join(uploads, 'media')).length).toBeGreaterThan(40)
    await site.stopGracefully()
    for (const suffix of ['', '-wal', '-shm'])
      rmSync(path.join(site.dir, 'data', `instance.db${suffix}`), { force: true })

    await site.restart()
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
  }
})
