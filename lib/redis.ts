import { connectRedis } from './cache/redis-store.mjs'
import { env } from './env'

export type RedisClient = ReturnType<typeof connectRedis>

let client: RedisClient | null | undefined

/**
 * The Redis connection of the server code (rate limits, publish records): REDIS_STATE_URL, a Redis that
 * never evicts, else REDIS_URL; null without either.
 */
export function sharedRedis(): RedisClient | null {
  if (client !== undefined) return client
  const { redisStateUrl, redisUrl } = env()
  const url = redisStateUrl || redisUrl
  return (client = url
    ? connectRedis(url, (m) => console.warn(`[redis] ${m} (rate limits count in this server's memory meanwhile)`))
    : null)
}

/** Resolves once the client is connected, or after `ms` (then callers use their fallback). */
export function redisReady(redis: RedisClient, ms = 1_000): Promise<void> {
  if (redis.isReady) return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      redis.off('ready', done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    redis.once('ready', done)
  })
}
