import type { Payload, TaskConfig } from 'payload'

import { env } from '@/lib/env'
import { isLocale, type Locale } from '@/lib/i18n/config'
import { CONFIRMATIONS_PER_DAY, takeConfirmationSlot } from '@/lib/mail/confirmation-cap'
import { MAIL_QUEUE, mailFailed, mailSent, mailTask } from '@/lib/mail/queue'
import { withMailClaim } from '@/lib/mail/claims'
import { deliver } from '@/lib/mail/mailer'

import { myDataUrl, openMyDataToken } from './link'
import { buildMyDataMail } from './mail'
import { sweepRetention } from './retention'

/**
 * The mail with a link to a visitor's data, on the lead mails' queue (retried while SMTP is away, sent once
 * however many servers run it). The job keeps the address only sealed, as the link does: the jobs table never
 * holds it readable, and an erasure has nothing to find there.
 */

const MY_DATA_MAIL_TASK = 'myDataLinkMail' as const
type MyDataMailIO = { input: { token: string; locale: string }; output: { result: string } }

/** Queues the mail of a request made now; the request is kept (and acknowledged) once this resolves. */
export async function queueMyDataMail(payload: Payload, token: string, locale: Locale): Promise<void> {
  await payload.jobs.queue({ task: MY_DATA_MAIL_TASK, input: { token, locale }, queue: MAIL_QUEUE })
}

function sendMyDataMail(payload: Payload, input: MyDataMailIO['input'], attempt: number): Promise<string> {
  // The sealed token is random for every request: its head names this request's claim and message.
  const request = input.token.slice(0, 24)
  return withMailClaim(payload, `my-data:${request}`, async () => {
    const e = env()
    const opened = openMyDataToken(input.token, e.payloadSecret)
    if (!opened.ok) return `not-sent-${opened.reason}`
    if (!(await takeConfirmationSlot(payload, opened.email, `my-data-${request}`))) {
      console.warn(`[privacy] a data link was not mailed: the address had ${CONFIRMATIONS_PER_DAY} mails today`)
      return 'skipped-daily-cap'
    }
    const locale = isLocale(input.locale) ? input.locale : 'en'
    const url = myDataUrl(opened.email, locale, { publicSiteUrl: e.publicSiteUrl, secret: e.payloadSecret })
    try {
      return mailSent(payload, await deliver(buildMyDataMail(opened.email, locale, url), `my-data-${request}`))
    } catch (error) {
      return mailFailed('my-data link mail', error, attempt, async () => undefined)
    }
  })
}

export const myDataMailTask: TaskConfig<MyDataMailIO> = {
  slug: MY_DATA_MAIL_TASK,
  label: 'Mail a visitor the link to their data',
  inputSchema: [
    { name: 'token', type: 'text', required: true },
    { name: 'locale', type: 'text', required: true },
  ],
  ...mailTask<MyDataMailIO['input']>(sendMyDataMail),
}

export const retentionTask: TaskConfig<{ input: Record<string, never>; output: { result: string } }> = {
  slug: 'privacyRetention',
  label: 'Anonymise personal data past its retention period',
  // Every night at 03:15 server time.
  schedule: [{ cron: '0 15 3 * * *', queue: MAIL_QUEUE }],
  outputSchema: [{ name: 'result', type: 'text' }],
  handler: async ({ req }) => {
    const sweep = await sweepRetention(req.payload)
    return { output: { result: `${sweep.leads} leads, ${sweep.subscriptions} subscribers` } }
  },
}
