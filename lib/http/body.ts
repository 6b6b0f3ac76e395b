/** Reads a JSON request body with a hard size cap, without trusting Content-Length. Web APIs only (unit-tested). */

import { isJsonObject } from '@/lib/json'

export const MAX_BODY_BYTES = 32 * 1024

/** Why a body was refused, for callers that word the answer themselves (the Api namespace's `body.*`). */
type BodyFault = 'contentType' | 'tooLarge' | 'encoding' | 'notObject' | 'syntax'

export type BodyResult =
  | { ok: true; value: Record<string, unknown> }
  | { ok: false; status: 400 | 413 | 415; fault: BodyFault; error: string; headers?: HeadersInit }

/**
 * For an answer sent before the rest of a body that was partly read: that rest is never read, so the connection
 * cannot carry another request and the client is told to open a new one rather than wait on this one. (A body
 * refused before any of it is read is drained by the server, and its connection stays usable.)
 */
export const CUT_OFF: HeadersInit = { connection: 'close' }

export function isJsonContentType(header: string | null): boolean {
  if (!header) return false
  const type = header.split(';')[0]?.trim().toLowerCase()
  return type === 'application/json'
}

/** Whether the request declares a body over `max` bytes; if so the body is dropped unread, for a refusal. */
export async function declaredOver(request: Request, max: number): Promise<boolean> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN)
  if (!Number.isFinite(declared) || declared <= max) return false
  await request.body?.cancel().catch(() => undefined)
  return true
}

/** The bytes of a stream, or null as soon as they pass `max` (reading stops there, whatever was declared). */
export async function readCapped(
  stream: ReadableStream<Uint8Array> | null,
  max: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const chunks: Uint8Array[] = []
  let size = 0
  if (stream) {
    const reader = stream.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > max) {
        await reader.cancel().catch(() => undefined)
        return null
      }
      chunks.push(value)
    }
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

/**
 * Reads the body as a stream and stops at `max` bytes, so a 1 MB (or endless) body costs at most 32 KB
 * of memory. A declared Content-Length over the cap is refused before reading.
 */
export async function readJsonBody(request: Request, max = MAX_BODY_BYTES): Promise<BodyResult> {
  if (!isJsonContentType(request.headers.get('content-type'))) {
    return { ok: false, status: 415, fault: 'contentType', error: 'Please send the form as application/json.' }
  }
  const tooLarge = { ok: false, status: 413, fault: 'tooLarge', error: 'The request is too large.' } as const
  if (await declaredOver(request, max)) return tooLarge
  const bytes = await readCapped(request.body, max)
  if (!bytes) return { ...tooLarge, headers: CUT_OFF }
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return { ok: false, status: 400, fault: 'encoding', error: 'The request body is not valid UTF-8.' }
  }
  try {
    const value: unknown = JSON.parse(text)
    if (!isJsonObject(value)) {
      return { ok: false, status: 400, fault: 'notObject', error: 'The request body must be a JSON object.' }
    }
    return { ok: true, value }
  } catch {
    return { ok: false, status: 400, fault: 'syntax', error: 'The request body is not valid JSON.' }
  }
}
