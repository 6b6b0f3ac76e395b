import type { AfterErrorHook } from 'payload'
import * as z from 'zod'

/** What Payload's ValidationError carries: a 400, and each refused field's path with the reason its check gave. */
const validationError = z.object({
  message: z.string(),
  status: z.literal(400),
  data: z.object({
    collection: z.string().optional(),
    global: z.string().optional(),
    errors: z.array(z.object({ path: z.string(), message: z.string() })).min(1),
  }),
})

/**
 * Keeps the reason of every refused field in the answer to a save, so the admin shows it under the field.
 * Payload adds it when the error is an `instanceof` its ValidationError, but the server bundles Payload once
 * per kind of route (with class names minified) and the CMS instance is shared: an error thrown by another
 * copy's class lost its fields, and editors read only "The following field is invalid: Slug".
 */
export const keepFieldErrors: AfterErrorHook = ({ error }) => {
  const parsed = validationError.safeParse(error)
  if (!parsed.success) return
  const { message, data } = parsed.data
  return { response: { errors: [{ name: 'ValidationError', message, data }] }, status: 400 }
}
