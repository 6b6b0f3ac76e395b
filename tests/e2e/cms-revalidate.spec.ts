import { readFileSync } from 'node:fs'

import { expect, test } from '@playwright/test'

import { BASE } from './env'

const secret = () => process.env.REVALIDATE_SECRET || readFileSync('data/.revalidate-secret', 'utf8').trim()

test.describe('revalidation webhook @cms', () => {
  test('wrong or missing secret → 401; malformed body → 400 JSON; good request → 200', async ({ request }) => {
    const url = `${BASE}/api/revalidate`
    expect((await request.post(url, { data: { tags: ['yachts'] } })).status()).toBe(401)
    expect(
      (await request.post(url, { headers: { 'x-revalidate-secret': 'nope' }, data: { tags: ['yachts'] } })).status(),
    ).toBe(401)
    const headers = { 'x-revalidate-secret': secret() }
    for (const body of [
      '{not json',
      '[]',
      '{"tags":"yachts"}',
      '{"paths":["no-slash"]}',
      '{}',
      '{"tags":["ok"],"extra":1}',
    ]) {
      const res = await request.post(url, { headers: { ...headers, 'content-type': 'application/json' }, data: body })
      expect(res.status(), body).toBe(400)
      expect(typeof ((await res.json()) as { error: string }).error).toBe('string')
    }
    const big = await request.post(url, {
      headers: { ...headers, 'content-type': 'application/json' },
      data: JSON.stringify({ tags: ['x'.repeat(1024 * 1024)] }),
    })
    expect(big.status()).toBe(413)
    const ok = await request.post(url, { headers, data: { tags: ['yachts', 'yacht:wama-26'], paths: ['/blog'] } })
    expect(ok.status()).toBe(200)
    expect(await ok.json()).toMatchObject({ revalidated: true, tags: ['yachts', 'yacht:wama-26'], paths: ['/blog'] })
    expect((await request.get(url)).status()).toBe(405)
  })
})
