/** @jest-environment node */
import { requestedLocale } from '@/lib/http/locale'
import { isJsonContentType, MAX_BODY_BYTES, readJsonBody } from '@/lib/leads/http'

const post = (body: BodyInit | null, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  new Request('http://x/api/send-email', { method: 'POST', body, headers, duplex: 'half' } as RequestInit)

function stream(bytes: number): ReadableStream<Uint8Array> {
  let sent = 0
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close()
      const chunk = new Uint8Array(Math.min(8192, bytes - sent)).fill(0x20)
      sent += chunk.byteLength
      controller.enqueue(chunk)
    },
  })
}

describe('readJsonBody', () => {
  it('reads a JSON object', async () => {
    await expect(readJsonBody(post('{"a":1}'))).resolves.toEqual({ ok: true, value: { a: 1 } })
    await expect(
      readJsonBody(post('{"a":1}', { 'content-type': 'application/json; charset=utf-8' })),
    ).resolves.toMatchObject({ ok: true })
  })

  it('refuses other content types with 415', async () => {
    await expect(
      readJsonBody(post('a=1', { 'content-type': 'application/x-www-form-urlencoded' })),
    ).resolves.toMatchObject({ status: 415, fault: 'contentType' })
    await expect(readJsonBody(post('{}', {}))).resolves.toMatchObject({ status: 415 })
  })

  it('refuses a declared oversize body with 413 before reading it', async () => {
    const r = post('{}', { 'content-type': 'application/json', 'content-length': String(1024 * 1024) })
    await expect(readJsonBody(r)).resolves.toMatchObject({ status: 413, fault: 'tooLarge' })
  })

  it('stops reading a streamed body at the cap', async () => {
    await expect(readJsonBody(post(stream(1024 * 1024)))).resolves.toMatchObject({ status: 413 })
    await expect(readJsonBody(post(stream(MAX_BODY_BYTES - 10)))).resolves.toMatchObject({ status: 400 })
  })

  it.each([
    ['invalid JSON', '{"a":'],
    ['an array', '[1,2]'],
    ['a string', '"hello"'],
    ['null', 'null'],
  ])('refuses %s with 400', async (_l, body) => {
    await expect(readJsonBody(post(body))).resolves.toMatchObject({ status: 400 })
  })

  it('refuses invalid UTF-8 with 400', async () => {
    await expect(readJsonBody(post(new Uint8Array([0x7b, 0xff, 0x7d])))).resolves.toMatchObject({ status: 400 })
  })
})

describe('isJsonContentType', () => {
  it('recognises the JSON content type', () => {
    expect(isJsonContentType('Application/JSON ; charset=utf-8')).toBe(true)
    expect(isJsonContentType('text/plain')).toBe(false)
    expect(isJsonContentType(null)).toBe(false)
  })
})

describe('requestedLocale', () => {
  const at = (url: string) => new Request(url)
  it('prefers the body’s locale, then ?locale=, then English', () => {
    expect(requestedLocale(at('http://x/api?locale=en'), { locale: 'fr' })).toBe('fr')
    expect(requestedLocale(at('http://x/api?locale=fr'), { locale: 'xx' })).toBe('fr')
    expect(requestedLocale(at('http://x/api?locale=fr'))).toBe('fr')
    expect(requestedLocale(at('http://x/api?locale=de'), 'fr')).toBe('en')
  })
})
