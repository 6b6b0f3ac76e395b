import { cleanLogValue as clean } from './clean'

/**
 * One log line per 404 visit (spec §2): `[404] path=… referrer=…`.
 */
const MAX_BODY = 4096

function pathOf(url: string): string {
  try {
    const u = new URL(url)
    return u.pathname + u.search
  } catch {
    return url
  }
}

function log(path: unknown, referrer: unknown): Response {
  console.log(`[404] path=${clean(path)} referrer=${clean(referrer)}`)
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } })
}

export async function POST(request: Request): Promise<Response> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY) return new Response(null, { status: 413 })
  const text = await request.text().catch(() => '')
  if (text.length > MAX_BODY) return new Response(null, { status: 413 })
  let data: unknown = null
  try {
    data = JSON.parse(text)
  } catch {
    return new Response(null, { status: 400 })
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return new Response(null, { status: 400 })
  const { path, referrer } = data as Record<string, unknown>
  if (typeof path !== 'string' || !path.startsWith('/')) return new Response(null, { status: 400 })
  return log(path, referrer)
}

/** The no-JavaScript fallback: the 404 page's URL arrives as this image request's Referer. */
export function GET(request: Request): Response {
  const referer = request.headers.get('referer')
  return log(referer ? pathOf(referer) : '', '')
}
