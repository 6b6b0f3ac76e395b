import { randomUUID } from 'node:crypto'
import { mkdir, open, readdir, readFile, rename, stat, unlink } from 'node:fs/promises'
import { hostname } from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'

import { env } from '../env'
import { faultOf } from '../fault'
import { isJsonObject } from '../json'

import { escapeHtml } from '@/lib/mail/escape'
import { buildSalesMail } from './mail-content'
import { deliver } from '@/lib/mail/mailer'
import { storeLead, type NewLead, type StoredLead } from './store'

/**
 * The leads the database would not take (full disk, lost connection, a lock held too long), kept in an
 * append-only file on a path of their own (LEAD_SPOOL_DIR) and written to the database when it takes writes
 * again. A lead is acknowledged only once its line is on disk (fsync); a replay never stores one twice, even
 * when a server dies half-way through it, because every spooled lead carries an idempotency key.
 */

/** A spooled lead's file: written whole under a temporary name, then renamed to this (a rename is atomic). */
const LEAD_FILE = /^(lead|retry)-.+\.jsonl$/
/** Before 2026-12, every lead was appended to one file; a spool left by that version is still replayed. */
const LEGACY_PENDING = 'pending.jsonl'
const PART = '.part'
/** A claimed file this old was left by a server that died while replaying it: another takes it over. */
const STALE_CLAIM_MS = 10 * 60_000
const RUNNER = `${hostname()}-${process.pid}`.replace(/[^A-Za-z0-9_-]/g, '_')

interface SpoolEntry {
  spooledAt: string
  lead: NewLead
}

const dir = () => env().leadSpoolDir

/**
 * Writes a file whole or not at all, and on disk before it resolves: a replay (of this server or another sharing
 * the folder) only ever sees complete files, so it cannot claim one while a lead is still being written to it.
 */
async function writeDurably(name: string, text: string): Promise<void> {
  await mkdir(dir(), { recursive: true, mode: 0o700 })
  const part = path.join(dir(), `.${randomUUID()}${PART}`)
  const handle = await open(part, 'wx', 0o600)
  try {
    await handle.write(text)
    await handle.datasync()
  } finally {
    await handle.close()
  }
  await rename(part, path.join(dir(), name))
  // The rename itself is on disk once the folder is.
  const folder = await open(dir(), 'r')
  try {
    await folder.datasync()
  } finally {
    await folder.close()
  }
}

/** Keeps a lead the database refused, under an idempotency key of its own if it came without one; or throws. */
export async function spoolLead(lead: NewLead): Promise<void> {
  const keyed = { ...lead, idempotency_key: lead.idempotency_key ?? `spool-${randomUUID()}` }
  const entry: SpoolEntry = { spooledAt: new Date().toISOString(), lead: keyed }
  await writeDurably(`lead-${Date.now()}-${randomUUID()}.jsonl`, `${JSON.stringify(entry)}\n`)
}

/** Whether the spool holds anything to replay (one directory listing). */
export async function spoolWaiting(): Promise<boolean> {
  const names = await readdir(dir()).catch(() => [])
  return names.some((name) => name.endsWith('.jsonl'))
}

async function alreadyStored(payload: Payload, lead: NewLead): Promise<boolean> {
  const found = await payload.count({
    collection: 'leads',
    where: { and: [{ idempotency_key: { equals: lead.idempotency_key } }, { kind: { equals: lead.kind } }] },
    overrideAccess: true,
  })
  return found.totalDocs > 0
}

/** Files this server may replay now: the kept leads, those put back after a failed replay, and claims abandoned by a server that died. */
async function claimable(): Promise<string[]> {
  const names = await readdir(dir()).catch(() => [])
  const files: string[] = []
  const age = async (name: string) =>
    Date.now() - (await stat(path.join(dir(), name)).catch(() => ({ mtimeMs: Date.now() }))).mtimeMs
  for (const name of names.sort()) {
    if (name === LEGACY_PENDING || LEAD_FILE.test(name)) files.push(name)
    else if (name.startsWith('claimed-') && name.endsWith('.jsonl')) {
      if ((await age(name)) > STALE_CLAIM_MS) files.push(name)
    } else if (name.endsWith(PART) && (await age(name)) > STALE_CLAIM_MS) {
      // A write cut off by a crash: its lead was never acknowledged, so the visitor was told it did not go.
      await unlink(path.join(dir(), name)).catch(() => undefined)
    }
  }
  return files
}

function isSpoolEntry(value: unknown): value is SpoolEntry {
  if (!isJsonObject(value) || typeof value.spooledAt !== 'string' || !isJsonObject(value.lead)) return false
  const { kind, email, content_hash, idempotency_key } = value.lead
  return [kind, email, content_hash, idempotency_key].every((field) => typeof field === 'string')
}

let replaying = false

/**
 * Writes the spooled leads to the database, oldest first. A file is claimed by renaming it, so two servers
 * sharing the folder never replay the same one. When the database refuses again, the file is put back whole
 * (the leads already stored from it are recognised by their key next time), so nothing is rewritten on a disk
 * that may be full. Resolves with the leads stored; their mails are queued by the leads collection, as for any
 * new lead.
 */
export async function replaySpool(payload: Payload): Promise<StoredLead[]> {
  if (replaying) return []
  replaying = true
  const stored: StoredLead[] = []
  try {
    for (const name of await claimable()) {
      const claimed = path.join(dir(), `claimed-${RUNNER}-${Date.now()}.jsonl`)
      try {
        await rename(path.join(dir(), name), claimed)
      } catch {
        continue // another server took it first
      }
      let refused = false
      for (const [i, line] of (await readFile(claimed, 'utf8')).split('\n').entries()) {
        if (!line) continue
        let entry: unknown = null
        try {
          entry = JSON.parse(line)
        } catch {}
        if (!isSpoolEntry(entry)) {
          console.error(`[leads] spool: line ${i + 1} of ${name} is not a kept lead and was left out`)
          continue
        }
        try {
          if (!(await alreadyStored(payload, entry.lead))) stored.push(await storeLead(payload, entry.lead))
        } catch (error) {
          console.error(`[leads] spool: the database still refuses leads (${faultOf(error)}); retrying later`)
          refused = true
          break
        }
      }
      if (refused) {
        await rename(claimed, path.join(dir(), `retry-${Date.now()}-${RUNNER}.jsonl`))
        break
      }
      await unlink(claimed)
    }
  } finally {
    replaying = false
  }
  if (stored.length > 0) console.info(`[leads] spool: ${stored.length} kept lead(s) now stored`)
  return stored
}

/**
 * When neither the database nor the spool would keep a lead, the visitor is told to write or call, and sales
 * get the lead itself straight away (the mail queue lives in the database): this mail is then its only copy.
 */
export async function alertSales(lead: NewLead, fault: string): Promise<void> {
  const e = env()
  const mail = buildSalesMail(
    { ...lead, id: 0, createdAt: new Date().toISOString() },
    { salesEmail: e.salesEmail, publicSiteUrl: e.publicSiteUrl },
  )
  const warning = `This lead could not be stored (${fault}): the site's database and its spool both refused it. This mail is its only copy; the visitor was asked to write to you or call.`
  try {
    await deliver(
      {
        ...mail,
        subject: `NOT STORED: ${mail.subject}`,
        text: `${warning}\n\n${mail.text}`,
        html: `<p style="color:#b00020"><strong>${escapeHtml(warning)}</strong></p>${mail.html}`,
      },
      `unkept-${randomUUID()}`,
    )
  } catch (error) {
    console.error(`[leads] the alert of a lead not kept could not be mailed either (${faultOf(error)})`)
  }
}
