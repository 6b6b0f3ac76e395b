/**
 * Server start, awaited before the first request is answered: the database is made ready (migrations, and the
 * built-in content when it is empty), then the lead-mail queue runs at once, so leads left pending by a restart go
 * out without waiting for a new form. The build readies its database before it starts (scripts/init-db.ts).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  if (process.env.NODE_ENV === 'production') {
    const { prepareServerDatabase } = await import('./lib/cms/startup')
    await prepareServerDatabase()
  }
  const { startLeadRuntime } = await import('./lib/leads/runtime')
  await startLeadRuntime().catch((error: unknown) =>
    console.error('[leads] mail queue did not start:', error instanceof Error ? error.message : error),
  )
}
