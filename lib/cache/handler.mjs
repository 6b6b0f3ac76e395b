/**
 * Next's cache handler (the documented `cacheHandler` interface): where prerendered pages, route handler
 * responses and `unstable_cache` reads are kept, and the record of which tags an editor's publish expired.
 *
 * - REDIS_URL set: both live in Redis, so every instance of one build shares the pages and hears of a
 *   publish at its next request. The publish record goes to REDIS_STATE_URL when set: a Redis that never
 *   evicts, since a lost expiry would let an old page pass for fresh; pages may be evicted (allkeys-lru). When Redis cannot be reached, a read is a miss (the page renders fresh)
 *   and a write is dropped; tag expiries made meanwhile are replayed once it answers again.
 * - REDIS_URL unset: a bounded in-process store. It starts empty, so a restart (even after SIGKILL) can
 *   never serve a page older than a publish made before it.
 *
 * Every revalidation is an immediate expiry: the next request renders fresh instead of being served
 * the old copy once more. Once it is on record, the nginx edges in front (EDGE_PUBLISH_URLS) are told, so
 * they stop serving their copies too.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { tellEdges } from './edge.mjs'
import { createRedisStore } from './redis-store.mjs'
import { createMemoryStore } from './memory-store.mjs'

/** @typedef {import('./types').CacheStore} CacheStore */
/** @typedef {import('./types').StoredEntry} StoredEntry */

const TAGS_HEADER = 'x-next-cache-tags'

/** @type {CacheStore | undefined} */
let store

/** @param {string | undefined} serverDistDir */
function buildId(serverDistDir) {
  try {
    return readFileSync(
      path.join(serverDistDir ?? path.join(process.cwd(), '.next', 'server'), '..', 'BUILD_ID'),
      'utf8',
    ).trim()
  } catch {
    return 'dev'
  }
}

/** @param {string | undefined} serverDistDir */
function openStore(serverDistDir) {
  // A build keeps what it prerenders to itself: instances start from the shared store, never from
  // entries a build wrote against a database they may not share.
  const building = process.env.NEXT_PHASE === 'phase-production-build'
  const redisUrl = process.env.REDIS_URL?.trim()
  const stateUrl = process.env.REDIS_STATE_URL?.trim() || undefined
  if (redisUrl && !building)
    return createRedisStore({ url: redisUrl, stateUrl, namespace: `wama:${buildId(serverDistDir)}` })
  const mb = Number(process.env.CACHE_MEMORY_MB ?? 64)
  return createMemoryStore({ maxBytes: (Number.isFinite(mb) && mb > 0 ? mb : 64) * 1024 * 1024 })
}

/**
 * The tags an entry answers to: those Next passed when it was stored or read (data reads), and for pages
 * and route responses the list Next keeps in the entry's own headers.
 * @param {any} value
 * @param {readonly string[] | undefined} [extra]
 */
function tagsOf(value, extra) {
  const tags = new Set(extra ?? [])
  const header = value?.headers?.[TAGS_HEADER]
  if (typeof header === 'string') for (const tag of header.split(',')) if (tag) tags.add(tag)
  return [...tags]
}

/**
 * Seconds an entry may live in the store: its own expiry if Next gave one, else a week, so the store
 * stays bounded by what is still asked for.
 * @param {any} ctx
 */
function lifetime(ctx) {
  const expire = ctx?.cacheControl?.expire
  const revalidate = ctx?.cacheControl?.revalidate ?? ctx?.revalidate
  const week = 7 * 24 * 3600
  if (typeof expire === 'number' && expire > 0) return Math.min(expire, week)
  if (typeof revalidate === 'number' && revalidate > 0) return Math.min(Math.max(revalidate * 10, 3600), week)
  return week
}

/**
 * Expires the tags in this process's store now, then tells the edges in front.
 * @param {string[]} tags
 */
async function expireNow(tags) {
  if (tags.length === 0) return
  await store?.expireTags(tags, Date.now())
  await tellEdges()
}

export default class CacheHandler {
  /**
   * Next makes one handler per request. What a request stores was read from the database after this
   * moment, so it is compared with tag expiries from this moment: a publish that lands while the page is
   * rendering expires that render too.
   */
  startedAt = Date.now()

  /** @param {{ serverDistDir?: string }} ctx */
  constructor(ctx) {
    store ??= openStore(ctx?.serverDistDir)
    globalThis.wamaExpireTags = expireNow
  }

  /**
   * @param {string} key
   * @param {any} ctx
   */
  async get(key, ctx) {
    const entry = await store?.get(key)
    if (!entry) return null
    const tags = tagsOf(entry.value, [...entry.tags, ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])])
    const expiredAt = tags.length > 0 ? await store?.tagsExpiredAt(tags) : 0
    if (expiredAt === undefined || expiredAt === null) return null
    if (expiredAt >= entry.readAt) return null
    return { lastModified: entry.lastModified, value: entry.value, cacheControl: entry.cacheControl }
  }

  /**
   * @param {string} key
   * @param {any} data
   * @param {any} ctx
   */
  async set(key, data, ctx) {
    // A 404 or an error page is not kept: every made-up path would add an entry, pushing real pages out.
    if (!data || (typeof data.status === 'number' && data.status >= 400)) return
    /** @type {StoredEntry} */
    const entry = {
      lastModified: Date.now(),
      readAt: this.startedAt,
      value: data,
      tags: tagsOf(data, ctx?.tags),
      cacheControl: ctx?.cacheControl,
    }
    await store?.set(key, entry, lifetime(ctx))
  }

  /** @param {string | string[]} tags */
  async revalidateTag(tags) {
    await expireNow((Array.isArray(tags) ? tags : [tags]).filter(Boolean))
  }

  resetRequestCache() {}
}
