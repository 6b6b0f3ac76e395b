import { createClient } from 'redis'

import { env } from './env'

const connect = (url: string) =>
  createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2_000) },
  })
export type RedisClient = ReturnType<typeof connect>

let client: RedisClient | null | undefined

/**
 * The Redis connection of the server code (rate limits), or null without REDIS_URL. Commands fail at
 * once while Redis is away instead of queueing, so callers fall back instead of waiting.
 */
export function sharedRedis(): RedisClient | null {
  if (client !== undefined) return client
  const url = env().redisUrl
  if (!url) return (client = null)
  const created = connect(url)
  let down = false
  created.on('error', (error: Error) => {
    if (!down) console.warn(`[redis] unavailable, limits fall back to this server's memory: ${error.message}`)
    down = true
  })
  created.on('ready', () => {
    down = false
  })
  created.connect().catch(() => undefined)
  return (client = created)
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
