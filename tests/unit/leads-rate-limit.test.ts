import { createRateLimit } from '@/lib/leads/rate-limit'

describe('createRateLimit (in memory, without REDIS_URL)', () => {
  it('accepts 5 per window for one client, refuses the sixth with a Retry-After within the window', async () => {
    const limit = createRateLimit({ name: 'test-five', limit: 5, windowMs: 60_000 })
    const decisions = []
    for (let i = 0; i < 6; i++) decisions.push(await limit.hit('1.2.3.4'))
    expect(decisions.slice(0, 5).map((d) => d.ok)).toEqual([true, true, true, true, true])
    expect(decisions.map((d) => d.remaining).slice(0, 5)).toEqual([4, 3, 2, 1, 0])
    const sixth = decisions[5]!
    expect(sixth.ok).toBe(false)
    expect(sixth.retryAfter).toBeGreaterThanOrEqual(59)
    expect(sixth.retryAfter).toBeLessThanOrEqual(60)
    expect((await limit.hit('5.6.7.8')).ok).toBe(true)
  })

  it('lets a client in again once its window has passed', async () => {
    const limit = createRateLimit({ name: 'test-window', limit: 1, windowMs: 1_000 })
    expect((await limit.hit('k')).ok).toBe(true)
    expect((await limit.hit('k')).ok).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    expect((await limit.hit('k')).ok).toBe(true)
  })
})
