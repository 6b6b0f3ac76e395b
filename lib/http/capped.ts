import { CUT_OFF, declaredOver } from '@/lib/http/body'
import { jsonError } from '@/lib/http/json'
import { pageLocale } from '@/lib/http/locale'
import { wording } from '@/lib/leads/wording'

type Handler<C> = (request: Request, context: C) => Promise<Response>

/** Bytes, or bytes chosen from the request's headers (nothing of the body is read to choose). */
export type BodyLimit = number | ((request: Request) => number)

/** The 413 in the page's language; `cutOff` when part of the body was read before refusing it. */
export const tooLarge = (request: Request, cutOff = false) =>
  jsonError(413, wording(pageLocale(request), 'Api')('body.tooLarge'), {}, cutOff ? CUT_OFF : {})

/**
 * A route handler that never reads more than `limit` bytes of a body: a declared Content-Length over it is
 * refused before reading, and a body without one (chunked) is counted as the handler reads it and cut off
 * past the cap. Either way the client gets a 413 JSON in its page's language, whatever the handler made of the
 * cut-off stream.
 */
export function capped<C>(handler: Handler<C>, limit: BodyLimit): Handler<C> {
  return async (request, context) => {
    const max = typeof limit === 'number' ? limit : limit(request)
    if (!request.body) return handler(request, context)
    if (await declaredOver(request, max)) return tooLarge(request)
    let size = 0
    let exceeded = false
    const counted = request.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          size += chunk.byteLength
          if (size > max) {
            exceeded = true
            controller.error(new RangeError(`Request body over ${max} bytes`))
          } else {
            controller.enqueue(chunk)
          }
        },
      }),
    )
    const init: RequestInit & { duplex: 'half' } = { body: counted, duplex: 'half' }
    try {
      const response = await handler(new Request(request, init), context)
      return exceeded ? tooLarge(request, true) : response
    } catch (error) {
      if (exceeded) return tooLarge(request, true)
      throw error
    }
  }
}
