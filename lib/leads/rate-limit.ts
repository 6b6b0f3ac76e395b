import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

import { redisReady, type RedisClient } from '../redis'

interface RateDecision {
  ok: boolean
  /** Hits left in the window after this one. */
  remaining: number
  /** Whole seconds until the next hit would be accepted (0 when ok). */
  retryAfter: number
}

export interface RateLimit {
  hit(key: string): Promise<RateDecision>
  /** Whether a hit now would be accepted, without spending one. */
  peek(key: string): Promise<RateDecision>
  /** Forgets the key's hits. */
  reset(key: string): Promise<void>
}

interface RateLimitOptions {
  /** Names the limit in the shared store: servers that use the same name count together. */
  name: string
  limit: number
  windowMs: number
  /** With a client, every server counts in Redis; while Redis is away, each counts in its own memory. */
  redis?: RedisClient | null
}

/** `limit` hits per window per key, counted by rate-limiter-flexible. */
export function createRateLimit({ name, limit, windowMs, redis }: RateLimitOptions): RateLimit {
  const duration = Math.max(1, Math.round(windowMs / 1000))
  const memory = new RateLimiterMemory({ keyPrefix: name, points: limit, duration })
  const limiter: RateLimiterAbstract = redis
    ? new RateLimiterRedis({
        storeClient: redis,
        useRedisPackage: true,
        keyPrefix: `wama:rl:${name}`,
        points: limit,
        duration,
        insuranceLimiter: memory,
      })
    : memory
  return {
    async hit(key) {
      // Just after a start the connection may still be opening: a moment's wait keeps the count shared.
      if (redis) await redisReady(redis)
      try {
        const res = await limiter.consume(key)
        return { ok: true, remaining: res.remainingPoints, retryAfter: 0 }
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          return { ok: false, remaining: 0, retryAfter: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) }
        }
        throw rejection
      }
    },
    async peek(key) {
      if (redis) await redisReady(redis)
      const res = await limiter.get(key)
      const used = res?.consumedPoints ?? 0
      return used < limit
        ? { ok: true, remaining: limit - used, retryAfter: 0 }
        : { ok: false, remaining: 0, retryAfter: Math.max(1, Math.ceil((res?.msBeforeNext ?? 1000) / 1000)) }
    },
    async reset(key) {
      if (redis) await redisReady(redis)
      await limiter.delete(key)
    },
  }
}
