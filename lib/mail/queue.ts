import {
  type CollectionSlug,
  type Field,
  type Job,
  type Payload,
  type PayloadRequest,
  type TaskConfig,
  type Where,
} from 'payload'

import { type Delivered, isPermanentMailError, mailErrorSummary, verifySmtp } from './mailer'

/**
 * Mail goes out through the Payload jobs queue: each mail is a job, queued in the same transaction as the record
 * it tells of, retried with exponential backoff while SMTP is unreachable, and marked on its record as sent or
 * failed. The queue also runs the lead work that leads to mail (escalation, digests, reminders, retention).
 */

/** The queue's stored name, kept from when it carried only the leads' mails. */
export const MAIL_QUEUE = 'leads'
/** 12 retries, 5 s doubling: the last try is ~5.7 h after the first. A success in between flushes the rest. */
const MAIL_RETRIES = { attempts: 12, backoff: { type: 'exponential' as const, delay: 5_000 } }

const JOBS = 'payload-jobs' satisfies CollectionSlug

/** Runs one mail's send unless this server is stopping; a stop waits for the sends in flight (drainMailQueue). */
export async function sendingMail<T>(send: () => Promise<T>): Promise<T> {
  if (draining) throw new Error('this server is shutting down; the mail goes out from the next runner')
  // Counted from the check above, in the same turn: a stop that begins while the claim is being written
  // still waits for this mail, its record and the claim's release.
  sending++
  try {
    return await send()
  } finally {
    sending--
  }
}

/** A sent mail's job result; mail works again, so jobs waiting out a backoff may go now (noteMailSuccess). */
export function mailSent(payload: Payload, sent: Delivered): string {
  noteMailSuccess(payload)
  return sent.file ? `written ${sent.file}` : `sent ${sent.messageId}`
}

/**
 * A failed send, logged in one line (the queue runs silent: Payload would dump the whole job), then kept on its
 * record by `keep`. It is final when retrying is no use: the job then ends normally (no retry) and the record
 * shows 'failed' in the admin; otherwise the job throws, to be retried.
 */
export async function mailFailed(
  what: string,
  error: unknown,
  attempt: number,
  keep: (reason: string, final: boolean) => Promise<void>,
): Promise<string> {
  const reason = mailErrorSummary(error)
  const final = isPermanentMailError(error) || attempt > MAIL_RETRIES.attempts
  console.warn(`[mail] ${what}, attempt ${attempt}: ${reason}${final ? ' (giving up)' : ' (will retry)'}`)
  await keep(reason, final)
  if (final) return `failed ${reason}`
  throw new Error(reason)
}

/**
 * What a queue task that sends one mail adds to its slug and input: the mails' backoff, and a handler that
 * gives `send` the attempt's number (1 for the first) and keeps its answer as the job's result. A server that
 * is stopping starts no new send.
 */
export function mailTask<Input>(send: (payload: Payload, input: Input, attempt: number) => Promise<string>) {
  return {
    retries: MAIL_RETRIES,
    outputSchema: [{ name: 'result', type: 'text' }] satisfies Field[],
    handler: async ({ input, job, req }: { input: Input; job: Pick<Job, 'totalTried'>; req: PayloadRequest }) => {
      const attempt = Number(job.totalTried ?? 0) + 1
      return { output: { result: await sendingMail(() => send(req.payload, input, attempt)) } }
    },
  }
}

let running: Promise<void> | null = null
let again = false
/** Set when the server is asked to stop: no new mail starts here, and the stop waits for those in flight. */
let draining = false
let sending = 0

const isMailQueueBusy = (): boolean => running !== null

/**
 * Runs due lead-mail jobs now (after a form response, after a resend). Single-flight per process: a kick
 * during a run makes the run go round once more instead of starting a second runner.
 */
export function kickMailQueue(payload: Payload): Promise<void> {
  if (draining) return Promise.resolve()
  if (running) {
    again = true
    return running
  }
  running = (async () => {
    try {
      do {
        again = false
        // A stopping server picks no more jobs: here they would only fail and wait out a backoff.
        for (let pass = 0; pass < 50 && !draining; pass++) {
          const result = await payload.jobs.run({ queue: MAIL_QUEUE, limit: 10, silent: true })
          if ('noJobsRemaining' in result && result.noJobsRemaining) break
        }
      } while (again && !draining)
    } catch (error) {
      console.error('[mail] queue run failed:', error instanceof Error ? error.message : error)
    } finally {
      running = null
    }
  })()
  return running
}

const waitingJobs = (queue: string): Where => ({
  and: [
    { queue: { equals: queue } },
    { completedAt: { exists: false } },
    { hasError: { not_equals: true } },
    { processing: { equals: false } },
    { waitUntil: { greater_than: new Date().toISOString() } },
  ],
})

/** A queue's jobs waiting out a backoff become due now: what they wait for works again, so they need not wait hours. */
export async function releaseWaitingJobs(payload: Payload, queue = MAIL_QUEUE): Promise<number> {
  const released = await payload.update({
    collection: JOBS,
    where: waitingJobs(queue),
    data: { waitUntil: new Date().toISOString() },
    overrideAccess: true,
    depth: 0,
  })
  return released.docs.length
}

let lastRelease = 0
function noteMailSuccess(payload: Payload): void {
  if (Date.now() - lastRelease < 15_000) return
  lastRelease = Date.now()
  void releaseWaitingJobs(payload)
    .then((n) => {
      if (n > 0) again = true
    })
    .catch(() => undefined)
}

let lastProbe = 0

/** While mails wait out a backoff, SMTP is asked (once a minute at most) whether it answers; if so they go now. */
async function releaseWhenSmtpAnswers(payload: Payload): Promise<number> {
  const now = Date.now()
  if (now - lastProbe <= 60_000) return 0
  const waiting = await payload.count({ collection: JOBS, where: waitingJobs(MAIL_QUEUE), overrideAccess: true })
  if (waiting.totalDocs === 0) return 0
  lastProbe = now
  return (await verifySmtp()) ? releaseWaitingJobs(payload) : 0
}

type UpkeepIO = { input: Record<string, never>; output: { released: number } }

/** Every 10 s, on whichever server runs the queue: mails held back by an SMTP outage leave as soon as it ends. */
export const mailQueueUpkeepTask: TaskConfig<UpkeepIO> = {
  slug: 'mailQueueUpkeep',
  label: 'Send mails held back by an SMTP outage once it ends',
  schedule: [{ cron: '*/10 * * * * *', queue: MAIL_QUEUE }],
  outputSchema: [{ name: 'released', type: 'number' }],
  handler: async ({ req }) => ({ output: { released: await releaseWhenSmtpAnswers(req.payload) } }),
}

/** Whether this server's cron may run the queue now: not while it stops, nor while a kick already runs it here. */
export const mailQueueFree = async (): Promise<boolean> => !draining && !isMailQueueBusy()

/**
 * Before the server stops: start no more mail here and wait (at most `timeoutMs`) for the mails being
 * sent, so none is cut between the SMTP server's acceptance and the lead's 'sent' mark.
 */
export async function drainMailQueue(timeoutMs: number): Promise<void> {
  draining = true
  const until = Date.now() + timeoutMs
  while ((sending > 0 || running) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 25))
}
