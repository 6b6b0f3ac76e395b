/** @typedef {import('./types').CacheStore} CacheStore */
/** @typedef {import('./types').StoredEntry} StoredEntry */

/**
 * Roughly how many bytes a cached value holds: strings, Buffers and the Maps of page segments. A string counts
 * two bytes a character, what V8 spends on any text beyond Latin-1 (a typographic apostrophe is enough): counting
 * one let a 64 MB store hold twice that.
 * @param {unknown} value
 * @returns {number}
 */
function sizeOf(value) {
  if (typeof value === 'string') return value.length * 2
  if (Buffer.isBuffer(value)) return value.byteLength
  if (value instanceof Map) {
    let n = 0
    for (const [k, v] of value) n += sizeOf(k) + sizeOf(v)
    return n
  }
  if (Array.isArray(value)) return value.reduce((n, v) => n + sizeOf(v), 0)
  if (value && typeof value === 'object')
    return Object.entries(value).reduce((n, [k, v]) => n + k.length + sizeOf(v), 0)
  return 8
}

/**
 * One process's store: least recently used entries go first past `maxBytes`. Empty at every start.
 * @param {{ maxBytes: number, now?: () => number }} options
 * @returns {CacheStore}
 */
export function createMemoryStore({ maxBytes, now = Date.now }) {
  /** @type {Map<string, { entry: StoredEntry, bytes: number, until: number }>} */
  const entries = new Map()
  /** @type {Map<string, number>} */
  const expiries = new Map()
  let bytes = 0

  /** @param {string} key */
  function drop(key) {
    const held = entries.get(key)
    if (!held) return
    bytes -= held.bytes
    entries.delete(key)
  }

  return {
    async get(key) {
      const held = entries.get(key)
      if (!held) return null
      if (held.until <= now()) {
        drop(key)
        return null
      }
      entries.delete(key)
      entries.set(key, held)
      return held.entry
    },
    async set(key, entry, ttlSeconds) {
      drop(key)
      const size = sizeOf(entry.value) + 64
      if (size > maxBytes) return
      entries.set(key, { entry, bytes: size, until: now() + ttlSeconds * 1000 })
      bytes += size
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break
        drop(oldest)
      }
    },
    async tagsExpiredAt(tags) {
      let latest = 0
      for (const tag of tags) latest = Math.max(latest, expiries.get(tag) ?? 0)
      return latest
    },
    async expireTags(tags, at) {
      for (const tag of tags) expiries.set(tag, Math.max(at, expiries.get(tag) ?? 0))
    },
    async close() {
      entries.clear()
    },
  }
}
