import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { kickMailQueue } from './jobs'

/**
 * The Payload instance of the lead endpoints. `cron: true` starts the jobs autoRun (the retry safety
 * net) in this process; Payload keeps one instance, so this is the same one lib/cms uses.
 */
export function leadsPayload(): Promise<Payload> {
  return getPayload({ config, cron: true })
}

/**
 * For instrumentation.ts `register()`: start the mail queue when the server starts, so leads left
 * pending by a restart are mailed without waiting for the next form submission.
 */
export async function startLeadRuntime(): Promise<void> {
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const payload = await leadsPayload()
  void kickMailQueue(payload)
}
