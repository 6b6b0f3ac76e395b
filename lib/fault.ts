/** The error's code or name along its causes (`SQLITE_FULL`, `ECONNREFUSED`, …): what a log may say of it. */
export function faultOf(error: unknown): string {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = Reflect.get(e, 'code')
    if (typeof code === 'string' && /^[A-Z0-9_]{2,40}$/.test(code)) return code
  }
  return error instanceof Error ? error.name : 'unknown'
}
