import type { CollectionConfig, GlobalConfig } from 'payload'

import { contentEditors, publishedOrEditors } from './access'
import { revalidateGlobal, revalidating, type TagsOf } from './hooks/revalidate'
import type { RoutedCollection } from './preview'
import { redirectOldSlug } from './redirects'

/**
 * How yachts, journal posts and pages are published: drafts first, saved as the editor types (so the live
 * preview follows), up to 30 versions kept per document, and a publish or unpublish that an editor can
 * schedule for a date and time. Payload queues a scheduled
 * publish as a job on its default queue; every server runs that queue, so it goes live with nobody
 * logged in, on one instance or several.
 */
const publishedContent = {
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
 * Yachts, journal posts and pages, which each have an address: published as above; a published slug that
 * changes leaves a redirect from the old address; a save refreshes the pages `tagsOf` names.
 */
export const routedContent = (collection: RoutedCollection, tagsOf: TagsOf) =>
  ({
    ...publishedContent,
    hooks: { beforeChange: [redirectOldSlug(collection)], ...revalidating(tagsOf) },
  }) satisfies Pick<CollectionConfig, 'versions' | 'access' | 'hooks'>

/**
 * The home page and the About page: drafts saved as the editor types and shown in the live preview, published
 * when the editor says so (an API client publishes with `_status: 'published'`); visitors, and the REST API's
 * `?draft=true` without an editor's login, read the published version only. A publish refreshes the pages
 * tagged `tag`.
 */
export const draftedGlobal = (tag: string) =>
  ({
    versions: { drafts: { autosave: { interval: 800 } }, max: 30 },
    access: { read: publishedOrEditors, readVersions: contentEditors, update: contentEditors },
    hooks: { afterChange: [revalidateGlobal(tag)] },
  }) satisfies Pick<GlobalConfig, 'versions' | 'access' | 'hooks'>

const SCHEDULE_QUEUE = 'default'

/**
 * Due scheduled publishes are run every five seconds. Payload does not retry a scheduled publish that fails, so its
 * error is logged: quiet about the runs, never about a publish that did not happen.
 */
export const scheduledPublishRun = {
  cron: '*/5 * * * * *',
  queue: SCHEDULE_QUEUE,
  limit: 10,
  silent: { info: true, error: false },
}
