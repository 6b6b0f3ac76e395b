/** Reads a JSON request body with a hard size cap, without trusting Content-Length. */
export type BodyResult = { ok: true; value: unknown } | { ok: false; status: 400 | 413 | 415; error: string }

export async function readJsonBody(req: Request, maxBytes: number): Promise<BodyResult> {
  const type = req.headers.get('content-type') ?? ''
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    return { ok: false, status: 415, error: 'Send the request as JSON (Content-Type: application/json).' }
  }
  const declared = Number(req.headers.get('content-length') ?? '0')
  if (declared > maxBytes) return { ok: false, status: 413, error: `The request body is larger than ${Math.round(maxBytes / 1024)} KB.` }
  if (!req.body) return { ok: false, status: 400, error: 'The request body is empty.' }
  const reader = req.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined)
      return { ok: false, status: 413, error: `The request body is larger than ${Math.round(maxBytes / 1024)} KB.` }
    }
    chunks.push(value)
  }
  const text = Buffer.concat(chunks).toString('utf8')
  if (!text.trim()) return { ok: false, status: 400, error: 'The request body is empty.' }
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false, status: 400, error: 'The request body is not valid JSON.' }
  }
}
