import { statSync } from 'node:fs'
import path from 'node:path'

import type { CollectionConfig } from 'payload'

type FileHandler = NonNullable<NonNullable<Exclude<CollectionConfig['upload'], boolean>>['handlers']>[number]

/**
 * A file of `staticDir` that is not on the disk answers 404, as any missing page does: Payload's own local
 * serving answers it with a 500 and logs the server's path. With a bucket (storage plugin) there is no local
 * file to look for, and the plugin answers. (A handler that returns nothing hands on to the next one.)
 */
export function missingFileIsNotFound(collection: 'media' | 'documents', staticDir: string): FileHandler {
  const root = path.resolve(staticDir)
  return (req, { params }) => {
    if (req.payload.collections[collection].config.upload.disableLocalStorage) return
    const file = path.resolve(root, params.prefix ?? '', params.filename)
    // Outside the folder Payload itself refuses the name (400). The uploads are data written at run time, not
    // files for the build to trace into its output.
    const inside = file.startsWith(root + path.sep)
    if (!inside || statSync(/* turbopackIgnore: true */ file, { throwIfNoEntry: false })?.isFile()) return
    return Response.json(
      { errors: [{ message: 'Not Found' }] },
      { status: 404, headers: { 'cache-control': 'no-store' } },
    )
  }
}
