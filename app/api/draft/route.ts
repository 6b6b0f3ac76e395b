import { draftMode } from 'next/headers'

import { hasRole } from '@/lib/cms/access'
import { payloadClient } from '@/lib/cms/sources/payload'
import { jsonError } from '@/lib/http/json'
import { controlCharactersAnswer, hasControlCharacters, redirectOnSite, sitePath } from '@/lib/http/redirect'

/** Admin "Preview": an editor (or administrator) sees the real page with unpublished changes (Next.js draft mode). */
export async function GET(req: Request): Promise<Response> {
  const target = new URL(req.url).searchParams.get('path') ?? '/'
  if (hasControlCharacters(target)) return controlCharactersAnswer(req)
  if (!sitePath(target) || target.length > 200) return jsonError(400, 'The preview path is not a site path.')
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: req.headers })
  if (!user) return jsonError(401, 'Log in to the admin to preview drafts.')
  if (!hasRole(user, 'admin', 'editor')) return jsonError(403, 'Drafts are for editors; ask an administrator.')
  ;(await draftMode()).enable()
  return redirectOnSite(req, target, 307)
}
