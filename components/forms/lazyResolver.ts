import type { FieldValues, Resolver } from 'react-hook-form'
import type { $ZodType } from 'zod/v4/core'

/**
 * A react-hook-form resolver that loads the form's shared zod schema (and zodResolver) on first use,
 * so zod is not part of any page's first-load JavaScript. `preload()` starts the download early, e.g.
 * when the visitor first focuses the form; a failed download is retried on the next validation.
 */
export function lazyResolver<Input extends FieldValues, Output>(
  loadSchema: () => Promise<$ZodType<Output, Input>>,
): Resolver<Input, unknown, Output> & { preload: () => void } {
  const load = async () => {
    const [{ zodResolver }, schema] = await Promise.all([import('@hookform/resolvers/zod'), loadSchema()])
    return zodResolver<Input, unknown, Output>(schema)
  }
  let pending: Promise<Resolver<Input, unknown, Output>> | undefined
  const get = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined
      throw error
    }))
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) =>
    (await get())(values, context, options)
  return Object.assign(resolver, { preload: () => void get().catch(() => undefined) })
}
