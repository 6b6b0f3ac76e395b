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
    const { env } = await import('./lib/env')
    if (env().trustProxy.kind === 'none') {
      console.warn(
        '[security] TRUST_PROXY is unset: forwarded addresses are not believed, so clients cannot be told apart ' +
          '(form submissions past five a minute each carry proof of work; sign-ins are throttled per account). ' +
          'Behind a proxy, name it in TRUST_PROXY.',
      )
    }
  }
  const { startLeadRuntime } = await import('./lib/leads/runtime')
  await startLeadRuntime().catch((error: unknown) =>
    console.error('[leads] mail queue did not start:', error instanceof Error ? error.message : error),
  )
}
