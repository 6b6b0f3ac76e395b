import { NotFound, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload'

const ID = /^[1-9]\d{0,15}$/

/**
 * Every collection has integer ids (SQLite and PostgreSQL serials). Payload's REST layer parseFloat()s
 * the id of `/cms/api/yachts/:id`, so `abc` reached the database as NaN (a 500) and `1 OR 1=1` was
 * read as 1. An id that is not a plain positive integer names no document: 404 before any query runs.
 */
const rejectNonNumericId: CollectionBeforeOperationHook = ({ args, req }) => {
  const id: unknown = 'id' in args ? args.id : undefined
  if (id === undefined) return args
  const raw: unknown = req.routeParams?.id
  const valid = typeof id === 'number' ? Number.isSafeInteger(id) && id > 0 : typeof id === 'string' && ID.test(id)
  if (!valid || (typeof raw === 'string' && !ID.test(raw))) throw new NotFound()
  return args
}

export function withNumericIds(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {}
  return { ...collection, hooks: { ...hooks, beforeOperation: [rejectNonNumericId, ...(hooks.beforeOperation ?? [])] } }
}
