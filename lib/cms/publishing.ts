import type { CollectionConfig, GlobalConfig } from 'payload'

import { contentEditors, publishedOrEditors } from './access'

/**
 * How yachts, journal posts and pages are published: drafts first, saved as the editor types (so the live
 * preview follows), up to 30 versions kept per document, and a publish or unpublish that an editor can
 * schedule for a date and time. Payload queues a scheduled
 * publish as a job on its default queue; every server runs that queue, so it goes live with nobody
 * logged in, on one instance or several.
 */
export const publishedContent = {
  versions: { drafts: { autosave: { interval: 800 }, schedulePublish: true }, maxPerDoc: 30 },
  access: {
    read: publishedOrEditors,
    readVersions: contentEditors,
    create: contentEditors,
    update: contentEditors,
    delete: contentEditors,
  },
} satisfies Pick<CollectionConfig, 'versions' | 'access'>

/**
 * The home page and the About page: drafts saved as the editor types and shown in the live preview, published
 * when the editor says so; visitors (and the REST API's `?draft=true`) read the published version only.
 */
export const draftedGlobal = {
  versions: { drafts: { autosave: { interval: 800 } }, max: 30 },
  access: { read: publishedOrEditors, readVersions: contentEditors, update: contentEditors },
} satisfies Pick<GlobalConfig, 'versions' | 'access'>

const SCHEDULE_QUEUE = 'default'

/** Due scheduled publishes are run every five seconds. */
export const scheduledPublishRun = { cron: '*/5 * * * * *', queue: SCHEDULE_QUEUE, limit: 10, silent: true }
