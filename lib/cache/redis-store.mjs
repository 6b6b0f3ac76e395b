import { createClient } from 'redis'

/** @typedef {import('./types').CacheStore} CacheStore */
/** @typedef {import('./types').StoredEntry} StoredEntry */

/** A slow Redis must not hold a page: past this, a read is a miss and a write is dropped. */
const TIMEOUT_MS = 500

/**
 * @template T
 * @param {Promise<T>} promise
 * @returns {Promise<T>}
 */
function withTimeout(promise) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${TIMEOUT_MS} ms`)), TIMEOUT_MS)
  })
  return /** @type {Promise<T>} */ (Promise.race([promise, late])).finally(() => clearTimeout(timer))
}

/**
 * Pages hold Buffers (RSC payloads) and a Map of segment payloads, which JSON alone would flatten.
 * @param {StoredEntry} entry
 */
export function encodeEntry(entry) {
  return JSON.stringify(entry, function (key, value) {
    /** @type {unknown} */
    const raw = this[key]
    if (Buffer.isBuffer(raw)) return { __buffer: raw.toString('base64') }
    if (raw instanceof Map) return { __map: [...raw] }
    return value
  })
}

/**
 * @param {string} text
 * @returns {StoredEntry}
 */
export function decodeEntry(text) {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      if (typeof value.__buffer === 'string') return Buffer.from(value.__buffer, 'base64')
      if (Array.isArray(value.__map)) return new Map(value.__map)
    }
    return value
  })
}

/** The hash of tag → time of its last expiry, shared by every build and instance. */
const TAG_EXPIRIES_KEY = 'wama:tags'

/**
 * Records that `tags` expired at `at`. Used by the store below and, so that a publish is on record before
 * its request is answered, by the CMS hooks themselves.
 * @param {{ hSet(key: string, value: Record<string, number>): Promise<unknown> }} client
 * @param {string[]} tags
 * @param {number} at
 */
export function recordTagExpiries(client, tags, at) {
  return withTimeout(client.hSet(TAG_EXPIRIES_KEY, Object.fromEntries(tags.map((tag) => [tag, at]))))
}

/**
 * A connected client as every server part wants it: commands fail at once while Redis is away instead of
 * queueing (a page or a form must not wait for it), reconnection is retried, and an outage is logged once.
 * @param {string} url
 * @param {(message: string) => void} log
 */
export function connectRedis(url, log) {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2_000,
      reconnectStrategy: (/** @type {number} */ retries) => Math.min(100 * 2 ** retries, 2_000),
    },
  })
  let down = false
  client.on('error', (/** @type {Error} */ error) => {
    if (!down) log(`Redis unavailable: ${error.message}`)
    down = true
  })
  client.on('ready', () => {
    if (down) log('Redis is back')
    down = false
  })
  client.connect().catch(() => undefined)
  return client
}

/**
 * The store shared by every instance. Entries are namespaced by build (a page of another build names
 * scripts this one does not have); tag expiries are not, since content is the same for every build. Tag
 * expiries live in `stateUrl`'s Redis when given (one that never evicts), else beside the entries.
 * @param {{ url: string, stateUrl?: string, namespace: string, log?: (message: string) => void }} options
 * @returns {CacheStore}
 */
export function createRedisStore({ url, stateUrl, namespace, log = (m) => console.warn(`[cache] ${m}`) }) {
  const tagsKey = TAG_EXPIRIES_KEY
  const client = connectRedis(url, (m) => log(`${m} (pages render fresh meanwhile)`))
  const state = stateUrl && stateUrl !== url ? connectRedis(stateUrl, (m) => log(`state ${m}`)) : client
  /** Tag expiries made while Redis was away, written once it is back so no instance keeps an old page. */
  const pending = new Map()

  state.on('ready', () => {
    if (pending.size === 0) return
    const replay = Object.fromEntries(pending)
    pending.clear()
    state.hSet(tagsKey, replay).catch((/** @type {Error} */ error) => {
      for (const [tag, at] of Object.entries(replay)) pending.set(tag, Math.max(at, pending.get(tag) ?? 0))
      log(`tag expiries not replayed yet: ${error.message}`)
    })
  })
  const entryKey = (/** @type {string} */ key) => `${namespace}:${key}`

  return {
    async get(key) {
      if (!client.isReady) return null
      try {
        const text = await withTimeout(client.get(entryKey(key)))
        return typeof text === 'string' ? decodeEntry(text) : null
      } catch {
        return null
      }
    },
    async set(key, entry, ttlSeconds) {
      if (!client.isReady) return
      try {
        await withTimeout(
          client.set(entryKey(key), encodeEntry(entry), {
            expiration: { type: 'EX', value: Math.max(1, Math.round(ttlSeconds)) },
          }),
        )
      } catch {
        // A write that did not land only costs a render later.
      }
    },
    async tagsExpiredAt(tags) {
      let latest = 0
      for (const tag of tags) latest = Math.max(latest, pending.get(tag) ?? 0)
      if (!state.isReady) return null
      try {
        const values = await withTimeout(state.hmGet(tagsKey, tags))
        for (const value of values) if (value) latest = Math.max(latest, Number(value) || 0)
        return latest
      } catch {
        return null
      }
    },
    async expireTags(tags, at) {
      for (const tag of tags) pending.set(tag, Math.max(at, pending.get(tag) ?? 0))
      if (!state.isReady) return
      const when = Math.max(...tags.map((tag) => pending.get(tag) ?? at))
      try {
        await recordTagExpiries(state, tags, when)
        for (const tag of tags) if ((pending.get(tag) ?? 0) <= when) pending.delete(tag)
      } catch (error) {
        log(`tag expiry kept to replay: ${error instanceof Error ? error.message : error}`)
      }
    },
    async close() {
      client.destroy()
      if (state !== client) state.destroy()
    },
  }
}
