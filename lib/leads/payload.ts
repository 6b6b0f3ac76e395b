import type { Config, JobsConfig } from 'payload'

import { signedIn } from '../cms/access'

import { MAIL_QUEUE, mailQueueFree, mailQueueUpkeepTask } from '@/lib/mail/queue'

import { escalateOverdueTask, leadDigestTask, leadHandoverTask, leadMailTask, leadOverdueMailTask } from './jobs'
import { subscriberMailTask } from './newsletter-jobs'
import { leadReplyTask } from './replies'

/** What the lead pipeline adds to lib/cms/payload.config.ts (the leads collection brings its own hook and endpoints). */

/** The safety net behind the after-response kick: due mail jobs run every 10 s in the server process. */
export const leadMailRun = { cron: '*/10 * * * * *', queue: MAIL_QUEUE, limit: 10, silent: true }

export const leadJobs: JobsConfig = {
  access: { queue: signedIn, run: signedIn, cancel: signedIn },
  tasks: [
    leadMailTask,
    leadHandoverTask,
    leadOverdueMailTask,
    leadReplyTask,
    escalateOverdueTask,
    leadDigestTask,
    subscriberMailTask,
    mailQueueUpkeepTask,
  ],
  shouldAutoRun: mailQueueFree,
  // The lead record keeps the delivery state; finished jobs are just clutter.
  deleteJobOnComplete: true,
}

export const leadAdminComponents: NonNullable<NonNullable<Config['admin']>['components']> = {
  beforeDashboard: ['/components/admin/LeadsChart#LeadsChart'],
}
