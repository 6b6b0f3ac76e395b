/** Server start: the lead-mail queue runs at once, so leads left pending by a restart go out without waiting for a new form. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { startLeadRuntime } = await import('./lib/leads/runtime')
  await startLeadRuntime().catch((error: unknown) =>
    console.error('[leads] mail queue did not start:', error instanceof Error ? error.message : error),
  )
}
