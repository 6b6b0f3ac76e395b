import { revalidateTag } from 'next/cache'

import { redisReady, sharedRedis } from '../redis'

import { recordTagExpiries } from './redis-store.mjs'

/**
 * Expires cache tags now. Next tells the cache handler only once the request is over, so a server killed
 * right after answering a publish would forget it; with Redis the expiry is also written here, before the
 * answer leaves. (Without Redis the cache lives in the process and dies with it.)
 *
 * A publish made by the jobs queue (a scheduled publish) has no request, and Next's revalidateTag then
 * refuses: the expiry goes straight to the cache handler, whose store every page read consults.
 */
export async function expireTags(tags: string[]): Promise<void> {
  try {
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
  } catch {
    // No store yet: this process has cached nothing, and Redis (if any) is written below.
    await globalThis.wamaExpireTags?.(tags)
  }
  const redis = sharedRedis()
  if (!redis || tags.length === 0) return
  await redisReady(redis, 500)
  await recordTagExpiries(redis, tags, Date.now()).catch((error: unknown) => {
    console.warn(
      `[cache] publish not yet on record in Redis (${error instanceof Error ? error.message : error}); Next will retry it`,
    )
  })
}
