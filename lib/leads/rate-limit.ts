/**
 * Sliding-window rate limiter kept in process memory: `limit` hits per `windowMs` per key.
 * One instance serves one app process; several instances behind a load balancer need a shared store
 * (ARCHITECTURE.md "Beyond one machine"), with this same interface.
 */
export interface RateDecision {
  ok: boolean
  /** Hits left in the window after this one. */
  remaining: number
  /** Whole seconds until the next hit would be accepted (0 when ok). */
  retryAfter: number
}

export class RateLimiter {
  private readonly hits = new Map<string, number[]>()

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
    /** Bounds memory under a flood of distinct keys: the oldest keys are dropped first. */
    private readonly maxKeys = 50_000,
  ) {}

  hit(key: string): RateDecision {
    const now = this.now()
    const since = now - this.windowMs
    const recent = (this.hits.get(key) ?? []).filter((t) => t > since)
    if (recent.length >= this.limit) {
      this.hits.set(key, recent)
      const oldest = recent[0] ?? now
      return { ok: false, remaining: 0, retryAfter: Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000)) }
    }
    recent.push(now)
    // Re-insert so Map order tracks recency for the eviction below.
    this.hits.delete(key)
    this.hits.set(key, recent)
    if (this.hits.size > this.maxKeys) this.evictOldest()
    return { ok: true, remaining: this.limit - recent.length, retryAfter: 0 }
  }

  reset(): void {
    this.hits.clear()
  }

  get size(): number {
    return this.hits.size
  }

  private evictOldest(): void {
    for (const key of this.hits.keys()) {
      if (this.hits.size <= this.maxKeys) break
      this.hits.delete(key)
    }
  }
}
