import 'server-only'

import { payloadClient } from '@/lib/cms/sources/payload'
import { env } from '@/lib/env'
import { faultOf } from '@/lib/fault'
import { jsonError } from '@/lib/http/json'
import { pageLocale } from '@/lib/http/locale'
import { wording } from '@/lib/leads/wording'

import { readBuildCode } from './build-code'
import { buildDocument, findBuild } from './builds'

/** GET /api/builds/{code}: a kept build as JSON, in the language asked for (its URL, its errors). */
export async function getBuild(request: Request, text: string): Promise<Response> {
  const locale = pageLocale(request)
  const t = wording(locale, 'Api')
  const code = readBuildCode(text)
  if (!code) return jsonError(400, t('build.malformed'))
  try {
    const kept = await findBuild(await payloadClient(), code)
    if (!kept) return jsonError(404, t('build.unknown', { code }))
    return Response.json(buildDocument(kept, env().publicSiteUrl, locale), {
      headers: { 'cache-control': 'no-store' },
    })
  } catch (error) {
    console.error(`[builds] a build could not be read (${faultOf(error)})`)
    return jsonError(500, t('serverError'))
  }
}
