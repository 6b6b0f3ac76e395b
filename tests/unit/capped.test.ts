/** @jest-environment node */
import { capped } from '@/lib/http/capped'

const init = (body: BodyInit | null, headers: Record<string, string>): RequestInit & { duplex: 'half' } => ({
  method: 'POST',
  body,
  headers,
  duplex: 'half',
})
const request = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request('http://x/cms/api/users/login', init(body, { 'content-type': 'application/json', ...headers }))

/** A body of `bytes` spaces in 8 KB chunks, with a count of what the reader pulled. */
function stream(bytes: number) {
  const pulled = { bytes: 0 }
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.bytes >= bytes) return controller.close()
      const chunk = new Uint8Array(Math.min(8192, bytes - pulled.bytes)).fill(0x20)
      pulled.bytes += chunk.byteLength
      controller.enqueue(chunk)
    },
  })
  return { body, pulled }
}

/** The handler Payload would be: reads the whole body as text and answers its length. */
const readsAll = async (req: Request) => Response.json({ read: (await req.text()).length })
/** A handler that turns a failed read into its own answer, as Payload does (400 "Invalid JSON", 500). */
const swallows = async (req: Request) => {
  try {
    await req.text()
    return Response.json({ ok: true })
  } catch {
    return Response.json({ errors: [{ message: 'Something went wrong.' }] }, { status: 500 })
  }
}

describe('capped', () => {
  it('passes a body under the cap to the handler unchanged', async () => {
    const res = await capped(readsAll, 100)(request('{"email":"a@b.c"}'), undefined)
    expect(res.status).toBe(200)
    await expect(res.json()).resolves.toEqual({ read: 17 })
  })

  it('refuses a declared Content-Length over the cap without reading the body', async () => {
    const { body, pulled } = stream(10 * 1024 * 1024)
    let called = false
    const handler = async () => {
      called = true
      return new Response('read')
    }
    const res = await capped(handler, 2048)(request(body, { 'content-length': String(10 * 1024 * 1024) }), undefined)
    expect(res.status).toBe(413)
    await expect(res.json()).resolves.toEqual({ error: 'The request is too large.' })
    expect(called).toBe(false)
    expect(pulled.bytes).toBeLessThanOrEqual(64 * 1024)
  })

  it('cuts off a chunked body (no Content-Length) past the cap, whatever the handler answers', async () => {
    for (const handler of [readsAll, swallows]) {
      const { body, pulled } = stream(10 * 1024 * 1024)
      const res = await capped(handler, 100 * 1024)(request(body), undefined)
      expect(res.status).toBe(413)
      await expect(res.json()).resolves.toEqual({ error: 'The request is too large.' })
      expect(pulled.bytes).toBeLessThan(300 * 1024)
    }
  })

  it('lets a chunked body at exactly the cap through', async () => {
    const { body } = stream(4096)
    const res = await capped(readsAll, 4096)(request(body), undefined)
    expect(res.status).toBe(200)
    await expect(res.json()).resolves.toEqual({ read: 4096 })
  })

  it('chooses the cap from the request', async () => {
    const limit = (req: Request) => (req.headers.get('content-type')?.startsWith('multipart/') ? 1024 : 16)
    const small = await capped(readsAll, limit)(request('x'.repeat(100)), undefined)
    expect(small.status).toBe(413)
    const large = await capped(readsAll, limit)(
      request('x'.repeat(100), { 'content-type': 'multipart/form-data' }),
      undefined,
    )
    expect(large.status).toBe(200)
  })

  it('answers in the language of the page that sent the request', async () => {
    const big = { 'content-length': '999999' }
    const answer = async (headers: Record<string, string>) =>
      (await capped(readsAll, 10)(request('x'.repeat(20), { ...big, ...headers }), undefined)).json()
    const fr = { error: 'La requête est trop volumineuse.' }
    await expect(answer({ referer: 'http://x/fr/contact' })).resolves.toEqual(fr)
    await expect(answer({ 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' })).resolves.toEqual(fr)
    await expect(answer({ 'accept-language': 'de-DE,fr;q=0.5' })).resolves.toEqual(fr)
    await expect(answer({ 'accept-language': 'en-GB,fr;q=0.5' })).resolves.toEqual({
      error: 'The request is too large.',
    })
    await expect(answer({ referer: 'http://x/about', 'accept-language': 'fr' })).resolves.toEqual(fr)
  })

  it('passes a request without a body straight through', async () => {
    const res = await capped(async () => new Response('ok'), 0)(new Request('http://x/cms/api/media'), undefined)
    await expect(res.text()).resolves.toBe('ok')
  })

  it('keeps a handler failure that is not about the cap', async () => {
    const fails = async () => {
      throw new Error('database down')
    }
    await expect(capped(fails, 100)(request('{}'), undefined)).rejects.toThrow('database down')
  })
})
