/**
 * What a form endpoint needs around it in a unit test, stubbed: leads are kept in `created` instead of a
 * database, no mail queue, no Redis, no CMS. Import it before the routes.
 */
export const created: unknown[] = []

const payload = {
  find: async () => ({ docs: [] }),
  count: async () => ({ totalDocs: 0 }),
  create: async ({ data }: { data: unknown }) => {
    created.push(data)
    return { id: created.length, createdAt: '2026-12-05T10:00:00.000Z' }
  },
}
jest.mock('@/lib/leads/runtime', () => ({ leadsPayload: async () => payload }))
jest.mock('@/lib/mail/queue', () => ({ kickMailQueue: async () => undefined }))
jest.mock('@/lib/redis', () => ({ sharedRedis: () => null, redisReady: async () => undefined }))
jest.mock('@/lib/cms', () => ({
  canonicalYachtSlug: (s: string) => s,
  getYachts: async () => [],
  getCatalogue: async () => [],
}))
jest.mock('next/server', () => ({ after: () => undefined }))
