import { readCapped } from './body'

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data']

/**
 * The text fields of a posted HTML form, read up to `maxBytes`: empty when the body is no form, null when it is
 * larger than any form of ours would be.
 */
export async function formFields(request: Request, maxBytes: number): Promise<Record<string, string> | null> {
  const type = request.headers.get('content-type') ?? ''
  if (!FORM_TYPES.some((form) => type.toLowerCase().startsWith(form))) return {}
  const bytes = await readCapped(request.body, maxBytes)
  if (!bytes) return null
  const form = await new Response(bytes, { headers: { 'content-type': type } }).formData().catch(() => null)
  const fields: Record<string, string> = {}
  form?.forEach((value, key) => {
    if (typeof value === 'string') fields[key] = value
  })
  return fields
}
