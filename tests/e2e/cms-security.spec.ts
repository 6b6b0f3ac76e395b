import { expect, test } from '@playwright/test'

import { adminAuth } from './helpers/admin'
import { fakeClient } from './helpers/smtp'
import { BASE } from './env'

/** Anonymous visitors read published content only and can change nothing, through either API. */
test.describe('CMS access control @cms', () => {
  test('anonymous requests cannot read leads, users, subscribers or drafts', async ({ request }) => {
    for (const path of ['/cms/api/leads', '/cms/api/users', '/cms/api/subscribers', '/cms/api/globals/seed-state']) {
      const res = await request.get(`${BASE}${path}`)
      expect([401, 403], path).toContain(res.status())
    }
    // Drafts: create an unpublished post as an editor; visitors must not see it anywhere.
    const auth = await adminAuth(request)
    const slug = `draft-only-${Date.now()}`
    const created = await request.post(`${BASE}/cms/api/posts?draft=true`, {
      headers: auth,
      data: { title: 'Secret draft', slug, category: 'Design', published_date: '2025-05-05', _status: 'draft' },
    })
    expect(created.status()).toBe(201)
    const id = ((await created.json()) as { doc: { id: number } }).doc.id
    try {
      const direct = await request.get(`${BASE}/cms/api/posts/${id}`)
      expect([403, 404]).toContain(direct.status())
      const listed = (await (await request.get(`${BASE}/cms/api/posts?where[slug][equals]=${slug}`)).json()) as {
        docs: unknown[]
      }
      expect(listed.docs).toHaveLength(0)
      const versions = await request.get(`${BASE}/cms/api/posts/versions`)
      expect([401, 403]).toContain(versions.status())
      expect((await request.get(`${BASE}/api/cms/blog/${slug}/`)).status()).toBe(404)
      const all = (await (await request.get(`${BASE}/api/cms/blog/`)).json()) as Array<{ slug: string }>
      expect(all.map((p) => p.slug)).not.toContain(slug)
    } finally {
      await request.delete(`${BASE}/cms/api/posts/${id}`, { headers: auth })
    }
  })

  test('anonymous requests cannot create, update or delete anything', async ({ request }) => {
    const yachts = (await (await request.get(`${BASE}/cms/api/yachts?limit=1`)).json()) as {
      docs: Array<{ id: number }>
    }
    const id = yachts.docs[0]!.id
    const attempts = [
      request.post(`${BASE}/cms/api/yachts`, { data: { name: 'Pirate', slug: 'pirate' } }),
      request.patch(`${BASE}/cms/api/yachts/${id}`, { data: { name: 'Hacked' } }),
      request.delete(`${BASE}/cms/api/yachts/${id}`),
      request.post(`${BASE}/cms/api/globals/home-content`, { data: { hero_pretitle: 'Hacked' } }),
      request.post(`${BASE}/cms/api/globals/site-settings`, { data: { phone: '0' } }),
      request.post(`${BASE}/cms/api/users`, { data: { email: 'evil@example.com', password: 'password123' } }),
      request.post(`${BASE}/cms/api/testimonials`, { data: { quote: 'x', author: 'y' } }),
      request.delete(`${BASE}/cms/api/posts?where[id][exists]=true`),
      request.post(`${BASE}/cms/api/leads`, { data: { kind: 'contact', email: 'a@b.co' } }),
    ]
    for (const res of await Promise.all(attempts)) {
      expect([401, 403, 405], res.url()).toContain(res.status())
    }
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const res = await request.fetch(`${BASE}/api/cms/yachts/`, { method, data: {} })
      expect(res.status(), method).toBe(405)
    }
    const after = (await (await request.get(`${BASE}/api/cms/yachts/`)).json()) as Array<{ name: string }>
    expect(after.map((y) => y.name)).not.toContain('Hacked')
    expect(after.map((y) => y.name)).not.toContain('Pirate')
  })

  test('wrong passwords neither lock an editor out nor tell which accounts exist', async ({ request }) => {
    const email = `guessed-${Date.now()}@wama.test`
    const password = 'right-password-123'
    const auth = await adminAuth(request)
    const created = await request.post(`${BASE}/cms/api/users`, { headers: auth, data: { email, password } })
    expect(created.status()).toBe(201)
    const id = ((await created.json()) as { doc: { id: number } }).doc.id
    const signIn = (client: Record<string, string>, account: string, secret: string) =>
      request.post(`${BASE}/cms/api/users/login`, { headers: client, data: { email: account, password: secret } })
    try {
      const refusals = new Set<string>()
      // One attacker hammering the account, then others taking turns: far past any lockout threshold.
      const attacker = fakeClient()
      for (let i = 0; i < 10; i++) {
        const res = await signIn(attacker, email, `guess-${i}`)
        expect(res.status()).toBe(401)
        refusals.add(await res.text())
      }
      for (let i = 0; i < 6; i++) {
        const res = await signIn(fakeClient(), email, `guess-again-${i}`)
        expect(res.status()).toBe(401)
        refusals.add(await res.text())
      }
      const unknown = await signIn(fakeClient(), `nobody-${Date.now()}@wama.test`, 'whatever')
      expect(unknown.status()).toBe(401)
      refusals.add(await unknown.text())
      // Known account, unknown account, throttled or not: one and the same answer.
      expect([...refusals]).toEqual([
        JSON.stringify({ errors: [{ message: 'The email or password provided is incorrect.' }] }),
      ])

      // The attacker's own tries are spent, even with the right password...
      expect((await signIn(attacker, email, password)).status()).toBe(401)
      // ...while the editor, from anywhere else, signs in.
      const editor = await signIn(fakeClient(), email, password)
      expect(editor.status()).toBe(200)
      expect(((await editor.json()) as { user: { email: string } }).user.email).toBe(email)
    } finally {
      await request.delete(`${BASE}/cms/api/users/${id}`, { headers: auth })
    }
  })

  test('GraphQL is off', async ({ request }) => {
    const res = await request.post(`${BASE}/cms/api/graphql`, { data: { query: '{ Users { docs { email } } }' } })
    expect(res.status()).toBeGreaterThanOrEqual(400)
    expect(await res.text()).not.toContain('@')
  })
})
