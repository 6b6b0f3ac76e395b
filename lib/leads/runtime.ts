import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { sharedRedis } from '../redis'

import { faultOf } from '../fault'

import { watchStrandedJobs } from '@/lib/cms/stranded-jobs'
import { drainMailQueue, kickMailQueue } from '@/lib/mail/queue'
import { replaySpool } from './spool'

/** How often a server looks for leads kept in the spool while the database refused them. */
const SPOOL_REPLAY_MS = 10_000

async function replayKeptLeads(payload: Payload): Promise<void> {
  try {
    const stored = await replaySpool(payload)
    if (stored.some((lead) => !lead.duplicate)) await kickMailQueue(payload)
  } catch (error) {
    console.error(`[leads] spool replay failed (${faultOf(error)})`)
  }
}

/**
 * The Payload instance of the lead endpoints. `cron: true` starts the jobs autoRun (the retry safety
 * net) in this process; Payload keeps one instance, so this is the same one lib/cms uses.
 */
export function leadsPayload(): Promise<Payload> {
  return getPayload({ config, cron: true })
}

/**
 * For instrumentation.ts `register()`: start the mail queue when the server starts, so leads left
 * pending by a restart are mailed without waiting for the next form submission. `npm start` asks the
 * server to drain before it stops it (scripts/start.mjs): no new mail starts here, and the mails being
 * sent finish.
 */
export async function startLeadRuntime(): Promise<void> {
  process.on('message', (message: unknown) => {
    if (typeof message !== 'object' || message === null || !('type' in message) || message.type !== 'drain') return
    console.info('[leads] stopping: no new mail starts here; waiting for the mails being sent')
    void drainMailQueue(15_000).finally(() => process.send?.({ type: 'drained' }))
  })
  sharedRedis()
  const payload = await leadsPayload()
  void kickMailQueue(payload)
  void replayKeptLeads(payload)
  setInterval(() => void replayKeptLeads(payload), SPOOL_REPLAY_MS).unref()
  watchStrandedJobs(payload)
}
