import { readJsonBody } from '@/lib/http/body'
import { jsonError } from '@/lib/http/json'
import { requestedLocale } from '@/lib/http/locale'
import { wording } from '@/lib/leads/wording'

import { cleanLogValue as clean } from './clean'

/**
 * One log line per 404 visit: `[404] path=… referrer=…`.
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
  const body = await readJsonBody(request, MAX_BODY)
  const t = wording(requestedLocale(request, body.ok ? body.value : undefined), 'Api')
  if (!body.ok) return jsonError(body.status, t(`body.${body.fault}`), {}, body.headers)
  const { path, referrer } = body.value
  if (typeof path !== 'string' || !path.startsWith('/')) return jsonError(400, t('notFoundLogBody'))
  return log(path, referrer)
}

/** The no-JavaScript fallback: the 404 page's URL arrives as this image request's Referer. */
export function GET(request: Request): Response {
  const referer = request.headers.get('referer')
  return log(referer ? pathOf(referer) : '', '')
}
