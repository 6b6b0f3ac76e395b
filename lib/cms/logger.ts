import { defaultLoggerOptions, type Config } from 'payload'

/**
 * What to log of a request's own mistake (a 4xx error Payload raised): its status and message, or nothing for
 * a 401 (a failed sign-in is logged once by lib/cms/login-throttle.ts); undefined for anything else.
 */
function clientMistake(entry: unknown): string | null | undefined {
  if (typeof entry !== 'object' || entry === null || !('err' in entry)) return undefined
  const { err } = entry
  if (!(err instanceof Error) || !('status' in err) || typeof err.status !== 'number') return undefined
  if (err.status === 401) return null
  return err.status >= 400 && err.status < 500 ? `${err.status} ${err.message}` : undefined
}

/**
 * Payload's logger, as it comes, except that a request's own mistake (an invalid field, a missing document)
 * is one info line with its message. Payload chooses that level from the error's class name (`loggingLevels`),
 * which the production build minifies, so each editor's typo was an error with a 25-line stack.
 */
export const cmsLogger: Config['logger'] = {
  destination: defaultLoggerOptions,
  options: {
    hooks: {
      logMethod(args, method) {
        const mistake = clientMistake(args[0])
        if (mistake === undefined) method.apply(this, args)
        else if (mistake !== null) this.info(mistake)
      },
    },
  },
}
