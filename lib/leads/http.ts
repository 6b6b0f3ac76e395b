/** Request plumbing of the form endpoints: body limits and JSON (shared with every endpoint), client address. */

export { isJsonContentType, MAX_BODY_BYTES, readJsonBody } from '@/lib/http/body'

export { clientAddress, UNKNOWN_CLIENT } from '@/lib/http/client-address'
