/** JSON answers of our endpoints: readable errors, never a stack trace. */
export function jsonError(
  status: number,
  error: string,
  extra: Record<string, unknown> = {},
  headers: HeadersInit = {},
): Response {
  return Response.json({ error, ...extra }, { status, headers: { 'cache-control': 'no-store', ...headers } })
}
