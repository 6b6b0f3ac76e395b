/** What the cache handler keeps per key: Next's value plus what it needs to judge it later. */
export interface StoredEntry {
  /** When it was stored: Next ages time-based revalidation from this. */
  lastModified: number
  /** When the request that produced it began: tag expiries at or after this make it stale. */
  readAt: number
  /** Next's cached value (pages hold Buffers and a Map; the stores keep them intact). */
  value: unknown
  tags: string[]
  cacheControl?: unknown
}

export interface CacheStore {
  get(key: string): Promise<StoredEntry | null>
  set(key: string, entry: StoredEntry, ttlSeconds: number): Promise<void>
  /** The latest expiry among these tags (0: none), or null when the store cannot tell (read as a miss). */
  tagsExpiredAt(tags: string[]): Promise<number | null>
  expireTags(tags: string[], at: number): Promise<void>
  close(): Promise<void>
}

declare global {
  /**
   * The expiry of this process's cache handler (its store, then the edges). Next loads the handler outside
   * the app's bundles, so code that runs with no request (a scheduled publish run by the jobs queue)
   * reaches it through here.
   */
  var wamaExpireTags: ((tags: string[]) => Promise<void>) | undefined
}
