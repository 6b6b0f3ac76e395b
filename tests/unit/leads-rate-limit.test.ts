import fc from 'fast-check'

import { RateLimiter } from '@/lib/leads/rate-limit'

describe('RateLimiter', () => {
  it('accepts 5 per minute, refuses the sixth with a Retry-After, and slides', () => {
    let now = 1_000_000
    const limiter = new RateLimiter(5, 60_000, () => now)
    for (let i = 0; i < 5; i++) {
      expect(limiter.hit('1.2.3.4').ok).toBe(true)
      now += 1000
    }
    const sixth = limiter.hit('1.2.3.4')
    expect(sixth).toEqual({ ok: false, remaining: 0, retryAfter: 55 })
    expect(limiter.hit('5.6.7.8').ok).toBe(true)
    now = 1_000_000 + 60_001
    expect(limiter.hit('1.2.3.4').ok).toBe(true)
    expect(limiter.hit('1.2.3.4').ok).toBe(false)
  })

  it('bounds its memory', () => {
    const limiter = new RateLimiter(5, 60_000, () => 0, 100)
    for (let i = 0; i < 1000; i++) limiter.hit(`k${i}`)
    expect(limiter.size).toBeLessThanOrEqual(100)
  })

  it('never lets more than `limit` hits through in any window (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5000 }), { minLength: 1, maxLength: 200 }), fc.integer({ min: 1, max: 10 }), (gaps, limit) => {
        let now = 0
        const limiter = new RateLimiter(limit, 10_000, () => now)
        const accepted: number[] = []
        for (const gap of gaps) {
          now += gap
          const d = limiter.hit('k')
          if (d.ok) accepted.push(now)
          else if (d.retryAfter < 1 || d.retryAfter > 10) return false
        }
        return accepted.every((t) => accepted.filter((u) => u > t - 10_000 && u <= t).length <= limit)
      }),
    )
  })
})
