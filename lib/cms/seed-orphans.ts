import { mkdirSync, readdirSync, renameSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

import { env } from '../env'

type UploadCollection = 'media' | 'documents'

/** The file of an upload and its resized copies (`name-480x320.webp`, `name-1200x630.jpg`). */
function filesOf(name: string, present: readonly string[]): string[] {
  const stem = name.replace(/\.[^.]+$/, '')
  return present.filter(
    (file) => file === name || (file.startsWith(`${stem}-`) && /^\d+x\d+\.\w+$/.test(file.slice(stem.length + 1))),
  )
}

/**
 * A fresh database beside a full uploads folder (a rebuild, a restore of the database alone): the seed's
 * files are already on disk with no row naming them, and Payload would rename or refuse the uploads it
 * creates. Each such file, with its resized copies, is moved to `orphaned/<time>/<collection>/` in the
 * uploads folder (kept, not deleted), so the seed creates it afresh under its own name. Local disk only: a
 * bucket's objects are overwritten by the upload itself.
 */
export async function setAsideOrphans(
  payload: Payload,
  collection: UploadCollection,
  names: Iterable<string>,
  log: (msg: string) => void,
): Promise<void> {
  const { uploadsDir, s3 } = env()
  if (s3) return
  const dir = path.join(uploadsDir, collection)
  let present: string[]
  try {
    present = readdirSync(/*turbopackIgnore: true*/ dir)
  } catch {
    return
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  for (const name of new Set(names)) {
    const files = filesOf(name, present)
    if (files.length === 0) continue
    const { totalDocs } = await payload.count({
      collection,
      where: { filename: { equals: name } },
      overrideAccess: true,
    })
    if (totalDocs > 0) continue
    const to = path.join(uploadsDir, 'orphaned', stamp, collection)
    mkdirSync(/*turbopackIgnore: true*/ to, { recursive: true })
    for (const file of files) renameSync(path.join(dir, file), path.join(to, file))
    log(
      `[seed] ${collection}/${name}: no record names it; its ${files.length} file(s) moved to ${path.relative(uploadsDir, to)}`,
    )
  }
}
