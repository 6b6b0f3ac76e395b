import { draftMode } from 'next/headers'

import { redirectOnSite } from '@/lib/http/redirect'

export async function GET(req: Request): Promise<Response> {
  ;(await draftMode()).disable()
  return redirectOnSite(req, new URL(req.url).searchParams.get('path') ?? '/', 307)
}
