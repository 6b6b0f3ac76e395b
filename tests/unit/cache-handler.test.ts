/** @jest-environment node */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { createServer, type IncomingMessage } from 'node:http'

import CacheHandler from '@/lib/cache/handler.mjs'
import { createMemoryStore } from '@/lib/cache/memory-store.mjs'
import { createRedisStore, decodeEntry, encodeEntry } from '@/lib/cache/redis-store.mjs'

const page = (html: string, tags: string) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(`rsc:${html}`),
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
  headers: { 'x-next-cache-tags': tags },
  status: 200,
})

describe('the cache handler (in memory, without REDIS_URL)', () => {
  it('serves what it stored until a tag of the entry is expired, then misses', async () => {
    const handler = new CacheHandler({})
    await handler.set('/route-cache/APP_PAGE/x/$/about', page('<h1>About</h1>', '_N_T_/about,about'), {
      cacheControl: { revalidate: 300 },
    })
    const hit = await new CacheHandler({}).get('/route-cache/APP_PAGE/x/$/about', { kind: 'APP_PAGE' })
    expect(hit?.value).toMatchObject({ html: '<h1>About</h1>' })
    await new Promise((resolve) => setTimeout(resolve, 2))
    await new CacheHandler({}).revalidateTag(['about'])
    expect(await new CacheHandler({}).get('/route-cache/APP_PAGE/x/$/about', { kind: 'APP_PAGE' })).toBeNull()
  })

  it('a data read is expired by the tags Next passes with it', async () => {
    const key = `fetch-${Date.now()}`
    await new CacheHandler({}).set(
      key,
      { kind: 'FETCH', data: { body: 'yachts' }, revalidate: false },
      { tags: ['yachts'] },
    )
    expect(await new CacheHandler({}).get(key, { kind: 'FETCH', tags: ['yachts'] })).not.toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 2))
    await new CacheHandler({}).revalidateTag('yachts')
    expect(await new CacheHandler({}).get(key, { kind: 'FETCH', tags: ['yachts'] })).toBeNull()
  })

  it('keeps no 404 or error page, so made-up paths add no entries', async () => {
    const missing = { ...page('<h1>Not found</h1>', '_N_T_/junk-1'), status: 404 }
    await new CacheHandler({}).set('/route-cache/APP_PAGE/x/$/junk-1', missing, { cacheControl: { revalidate: 60 } })
    await new CacheHandler({}).set('/route-cache/APP_PAGE/x/$/broken', { ...missing, status: 500 }, {})
    await new CacheHandler({}).set('/route-cache/APP_PAGE/x/$/found', page('<h1>Found</h1>', 'found'), {})
    expect(await new CacheHandler({}).get('/route-cache/APP_PAGE/x/$/junk-1', { kind: 'APP_PAGE' })).toBeNull()
    expect(await new CacheHandler({}).get('/route-cache/APP_PAGE/x/$/broken', { kind: 'APP_PAGE' })).toBeNull()
    expect(await new CacheHandler({}).get('/route-cache/APP_PAGE/x/$/found', { kind: 'APP_PAGE' })).not.toBeNull()
  })

  it('a publish that lands while a page is rendering expires that render too', async () => {
    const rendering = new CacheHandler({})
    await new Promise((resolve) => setTimeout(resolve, 2))
    await new CacheHandler({}).revalidateTag('posts')
    await rendering.set('/route-cache/APP_PAGE/x/$/blog', page('<h1>Old list</h1>', 'posts'), {})
    expect(await new CacheHandler({}).get('/route-cache/APP_PAGE/x/$/blog', { kind: 'APP_PAGE' })).toBeNull()
  })
})

describe('the edges in front (EDGE_PUBLISH_URLS)', () => {
  afterEach(() => {
    delete process.env.EDGE_PUBLISH_URLS
  })

  it('are each told of a publish once the expiry is on record, and one that is down does not fail it', async () => {
    const key = '/route-cache/APP_PAGE/x/$/contact'
    await new CacheHandler({}).set(key, page('<h1>Contact</h1>', 'contact'), {})
    const heard: Array<{ method?: string; entryGone: boolean }> = []
    const edge = createServer((req: IncomingMessage, res) => {
      void new CacheHandler({}).get(key, { kind: 'APP_PAGE' }).then((entry) => {
        heard.push({ method: req.method, entryGone: entry === null })
        res.writeHead(204).end()
      })
    })
    await new Promise<void>((resolve) => edge.listen(0, '127.0.0.1', resolve))
    const address = edge.address()
    if (!address || typeof address === 'string') throw new Error('the edge has no port')
    const { port } = address
    process.env.EDGE_PUBLISH_URLS = `http://127.0.0.1:${port}/_edge/publish, http://127.0.0.1:1/_edge/publish`
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      await new Promise((resolve) => setTimeout(resolve, 2))
      await new CacheHandler({}).revalidateTag('contact')
      expect(heard).toEqual([{ method: 'POST', entryGone: true }])
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('127.0.0.1:1/_edge/publish was not told'))
    } finally {
      warn.mockRestore()
      edge.close()
    }
  })
})

describe('the memory store', () => {
  it('drops the least recently used entries past its size', async () => {
    const store = createMemoryStore({ maxBytes: 6_000 })
    const entry = (html: string) => ({ lastModified: 1, readAt: 1, value: { html }, tags: [] })
    await store.set('a', entry('a'.repeat(1_000)), 60)
    await store.set('b', entry('b'.repeat(1_000)), 60)
    await store.get('a')
    await store.set('c', entry('c'.repeat(1_000)), 60)
    expect(await store.get('a')).not.toBeNull()
    expect(await store.get('b')).toBeNull()
    expect(await store.get('c')).not.toBeNull()
  })

  it('counts a character of text as the two bytes V8 may spend on it', async () => {
    const store = createMemoryStore({ maxBytes: 1_500 })
    await store.set('k', { lastModified: 1, readAt: 1, value: { html: '’'.repeat(1_000) }, tags: [] }, 60)
    expect(await store.get('k')).toBeNull()
  })

  it('forgets an entry after its lifetime', async () => {
    let now = 0
    const store = createMemoryStore({ maxBytes: 10_000, now: () => now })
    await store.set('k', { lastModified: 0, readAt: 0, value: 'v', tags: [] }, 10)
    now = 9_999
    expect(await store.get('k')).not.toBeNull()
    now = 10_000
    expect(await store.get('k')).toBeNull()
  })
})

describe('entries crossing to Redis', () => {
  it('keep their Buffers and Map of segments', () => {
    const value = page('<p>é</p>', 'a,b')
    const decoded = decodeEntry(encodeEntry({ lastModified: 5, readAt: 4, value, tags: ['a'] }))
    const back = decoded.value as typeof value
    expect(Buffer.isBuffer(back.rscData) && back.rscData.equals(value.rscData)).toBe(true)
    expect(back.segmentData instanceof Map && back.segmentData.get('/_tree')?.equals(Buffer.from('tree'))).toBe(true)
    expect(back.html).toBe('<p>é</p>')
  })
})

const redisServer = spawnSync('sh', ['-c', 'command -v redis-server']).status === 0
// CI installs redis-server; on a machine without it this block says so instead of passing silently.
;(redisServer ? describe : describe.skip)('the Redis store against a real redis-server', () => {
  const port = 6500 + (process.pid % 400)
  let server: ChildProcess
  const stores: Array<ReturnType<typeof createRedisStore>> = []
  const open = (namespace: string) => {
    const store = createRedisStore({ url: `redis://127.0.0.1:${port}`, namespace, log: () => undefined })
    stores.push(store)
    return store
  }
  beforeAll(async () => {
    server = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' })
    await new Promise((resolve) => setTimeout(resolve, 300))
  })
  afterAll(async () => {
    await Promise.all(stores.map((s) => s.close()))
    server.kill('SIGKILL')
  })
  const ready = async (store: ReturnType<typeof createRedisStore>) => {
    for (let i = 0; i < 50 && (await store.tagsExpiredAt(['probe'])) === null; i++)
      await new Promise((r) => setTimeout(r, 50))
  }

  it('two instances share entries and tag expiries', async () => {
    const a = open('test:build')
    const b = open('test:build')
    await ready(a)
    await ready(b)
    await a.set('/about', { lastModified: 10, readAt: 10, value: page('<h1>A</h1>', 'about'), tags: ['about'] }, 60)
    expect((await b.get('/about'))?.value).toMatchObject({ html: '<h1>A</h1>' })
    await a.expireTags(['about'], 20)
    expect(await b.tagsExpiredAt(['about', 'other'])).toBe(20)
  })

  it('keeps tag expiries in the state Redis when one is named, pages in the cache Redis', async () => {
    const statePort = port + 1
    const stateServer = spawn('redis-server', ['--port', String(statePort), '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    })
    try {
      await new Promise((resolve) => setTimeout(resolve, 300))
      const url = `redis://127.0.0.1:${port}`
      const stateUrl = `redis://127.0.0.1:${statePort}`
      const split = createRedisStore({ url, stateUrl, namespace: 'test:split', log: () => undefined })
      stores.push(split)
      const cacheAlone = open('test:split')
      await ready(split)
      await ready(cacheAlone)
      await split.set('/p', { lastModified: 1, readAt: 1, value: page('<p>P</p>', 'p'), tags: ['p'] }, 60)
      await split.expireTags(['split-tag'], 4242)
      const sameState = createRedisStore({ url: stateUrl, namespace: 'test:split', log: () => undefined })
      stores.push(sameState)
      await ready(sameState)
      expect(await sameState.tagsExpiredAt(['split-tag'])).toBe(4242)
      expect((await sameState.get('/p'))?.value ?? null).toBeNull()
      expect(await cacheAlone.tagsExpiredAt(['split-tag'])).toBe(0)
      expect((await cacheAlone.get('/p'))?.value).toMatchObject({ html: '<p>P</p>' })
    } finally {
      stateServer.kill('SIGKILL')
    }
  })

  it('answers "cannot tell" while Redis is down, and replays the expiries it missed once Redis is back', async () => {
    const a = open('test:down')
    await ready(a)
    server.kill('SIGKILL')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await a.get('/x')).toBeNull()
    expect(await a.tagsExpiredAt(['x'])).toBeNull()
    await a.expireTags(['while-down'], 1234)
    server = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' })
    const b = open('test:down')
    await ready(b)
    for (let i = 0; i < 60 && (await b.tagsExpiredAt(['while-down'])) !== 1234; i++)
      await new Promise((r) => setTimeout(r, 100))
    expect(await b.tagsExpiredAt(['while-down'])).toBe(1234)
  })
})
