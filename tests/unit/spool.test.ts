/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

const spoolDir = path.join(mkdtempSync(path.join(tmpdir(), 'wama-spool-')), 'spool')
Object.assign(process.env, {
  PAYLOAD_SECRET: 'test',
  REVALIDATE_SECRET: 'test',
  IP_HASH_SALT: 'test',
  LEAD_SPOOL_DIR: spoolDir,
})
afterAll(() => rmSync(path.dirname(spoolDir), { recursive: true, force: true }))

/**
 * A replay may look at the spool at any moment, from this server or another sharing the folder: whatever it
 * can claim must already hold whole leads. A lead written into a file a replay had already claimed and emptied
 * was acknowledged and then lost.
 */
describe('the lead spool', () => {
  it('shows a replay only whole leads, however many are being kept at that moment', async () => {
    const { spoolLead } = await import('@/lib/leads/spool')
    const writes = Array.from({ length: 200 }, (_, i) =>
      spoolLead({ kind: 'contact', locale: 'en', email: `kept-${i}@example.com`, content_hash: `h${i}`, spam: false }),
    )
    let done = false
    const all = Promise.all(writes).finally(() => {
      done = true
    })
    const seen: string[] = []
    while (!done) {
      for (const name of await readdir(spoolDir).catch(() => [])) {
        if (!name.endsWith('.jsonl')) continue
        const text = await readFile(path.join(spoolDir, name), 'utf8').catch(() => null)
        if (text !== null) seen.push(text)
      }
      await new Promise((r) => setImmediate(r))
    }
    await all
    expect(seen.length).toBeGreaterThan(0)
    for (const text of seen) {
      expect(text.endsWith('\n')).toBe(true)
      for (const line of text.trim().split('\n')) expect(JSON.parse(line)).toHaveProperty('lead.email')
    }
    const stored = await Promise.all(
      (await readdir(spoolDir)).map(async (name) => JSON.parse(await readFile(path.join(spoolDir, name), 'utf8'))),
    )
    expect(new Set(stored.map((entry) => entry.lead.email)).size).toBe(200)
  })
})
