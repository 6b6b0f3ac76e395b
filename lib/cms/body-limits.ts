import { CMS_JSON_BODY_BYTES, CMS_UPLOAD_BODY_BYTES } from './body-sizes'

/** The collections whose documents carry a file (their REST writes are multipart with the file inside). */
const UPLOAD_COLLECTIONS = ['media', 'documents']
const SESSION_COOKIE = 'payload-token'

/**
 * The body cap of one CMS API request, chosen from its headers alone: the upload cap only for a multipart
 * write to an upload collection by someone holding a session (cookie or Authorization header) (Payload still checks the session; the
 * cookie only decides how much is worth reading), 2 MB for everything else.
 */
export function cmsBodyLimit(request: Request): number {
  const [collection] = new URL(request.url).pathname.split('/cms/api/')[1]?.split('/') ?? []
  const multipart = (request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')
  const signedIn =
    request.headers.has('authorization') ||
    (request.headers.get('cookie') ?? '').split(';').some((c) => c.trim().startsWith(`${SESSION_COOKIE}=`))
  return multipart && signedIn && UPLOAD_COLLECTIONS.includes(collection ?? '')
    ? CMS_UPLOAD_BODY_BYTES
    : CMS_JSON_BODY_BYTES
}
