import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { seoPlugin } from '@payloadcms/plugin-seo'
import { s3Storage } from '@payloadcms/storage-s3'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { env } from '../env'
import { DEFAULT_LOCALE, LOCALES, LOCALE_FACTS, TUNIS_TIME_ZONE } from '../i18n/config'
import { leadAdminComponents, leadJobs, leadMailRun } from '../leads/payload'
import { myDataMailTask, retentionTask } from '../privacy/jobs'
import { bookingMailTask, bookingReminderTask } from '../events/jobs'
import { crmDeliveryTask, crmRun } from '../crm/deliveries'
import { CMS_UPLOAD_BODY_BYTES, CMS_UPLOAD_FILE_BYTES } from './body-sizes'
import { Documents } from './collections/Documents'
import { Events } from './collections/Events'
import { CrmDeliveries } from './collections/CrmDeliveries'
import { LeadReplies } from './collections/LeadReplies'
import { Builds } from './collections/Builds'
import { Leads } from './collections/Leads'
import { ReplyTemplates } from './collections/ReplyTemplates'
import { MailClaims } from './collections/MailClaims'
import { Media } from './collections/Media'
import { Pages } from './collections/Pages'
import { Posts } from './collections/Posts'
import { Subscribers } from './collections/Subscribers'
import { Testimonials } from './collections/Testimonials'
import { Users } from './collections/Users'
import { Yachts } from './collections/Yachts'
import { AboutContent } from './globals/AboutContent'
import { ConfiguratorCatalogue } from './globals/ConfiguratorCatalogue'
import { HomeContent } from './globals/HomeContent'
import { HomepageHero } from './globals/HomepageHero'
import { offeringOriginals } from './editions'
import { cmsEmail } from './email'
import { keepFieldErrors } from './hooks/field-errors'
import { withNumericIds } from './hooks/numeric-id'
import { withUntranslatedGuard, withUntranslatedGuardGlobal } from './hooks/untranslated'
import { translatable } from './localize'
import { LeadRouting } from './globals/LeadRouting'
import { Privacy } from './globals/Privacy'
import { SeedState } from './globals/SeedState'
import { SiteSettings } from './globals/SiteSettings'
import { migrations as postgresMigrations } from './migrations/postgres'
import { migrations as sqliteMigrations } from './migrations/sqlite'
import { readableLabels } from './labels'
import { livePreview, publicUrl } from './preview'
import { scheduledPublishRun } from './publishing'
import { scheduleFailureMailTask } from './schedule-failure-mail'
import { withScheduleStatus } from './scheduled-publish'
import { cmsLogger } from './logger'
import { redirects } from './redirects'

/** A yacht's name, or a post's or page's title, for the search result the SEO panel previews. */
function documentName(doc: unknown): string {
  if (!doc || typeof doc !== 'object') return ''
  const name = 'name' in doc ? doc.name : 'title' in doc ? doc.title : ''
  return typeof name === 'string' ? name : ''
}

const dirname = path.dirname(fileURLToPath(import.meta.url))
const e = env()

const db = e.isPostgres
  ? postgresAdapter({
      pool: { connectionString: e.databaseUrl },
      push: false,
      migrationDir: path.resolve(dirname, 'migrations/postgres'),
      prodMigrations: postgresMigrations,
    })
  : sqliteAdapter({
      client: { url: e.databaseUrl },
      push: false,
      // WAL + synchronous NORMAL: a committed lead survives a SIGKILL of the server.
      wal: { journalSizeLimit: 64 * 1024 * 1024, synchronous: 'NORMAL' },
      busyTimeout: 5000,
      migrationDir: path.resolve(dirname, 'migrations/sqlite'),
      prodMigrations: sqliteMigrations,
    })

export default buildConfig({
  secret: e.payloadSecret,
  serverURL: '',
  email: cmsEmail,
  routes: { admin: '/admin', api: '/cms/api' },
  logger: cmsLogger,
  admin: {
    user: Users.slug,
    meta: { titleSuffix: ' · WAMA CMS' },
    // Payload's own avatar: Gravatar would be asked for every editor's e-mail hash (and is unreachable offline).
    avatar: 'default',
    livePreview,
    // The yard and its editors work on Tunis time: a schedule starts there, and the zone is in the list by name.
    timezones: {
      defaultTimezone: TUNIS_TIME_ZONE,
      supportedTimezones: ({ defaultTimezones }) => [
        { label: '(UTC+01:00) Tunis', value: TUNIS_TIME_ZONE },
        ...defaultTimezones.filter((zone) => zone.value !== TUNIS_TIME_ZONE),
      ],
    },
    components: {
      ...leadAdminComponents,
      beforeDashboard: [
        '/components/admin/TwoFactorNotice#TwoFactorNotice',
        ...(leadAdminComponents.beforeDashboard ?? []),
      ],
      // Payload's sign-in form, with a second step for accounts that sign in with a code.
      views: { login: { Component: '/components/admin/SignInView#SignInView' } },
    },
    importMap: {
      baseDir: path.resolve(dirname, '../..'),
      importMapFile: path.resolve(dirname, '../../app/(payload)/admin/importMap.js'),
    },
  },
  collections: [
    ...[Yachts, Posts, Pages, Testimonials, Documents, Media]
      .map(withUntranslatedGuard)
      .map(withScheduleStatus)
      .map(withNumericIds),
    ...[Leads, LeadReplies, CrmDeliveries, Builds, ReplyTemplates, Events, Subscribers, Users].map(withNumericIds),
    MailClaims,
  ],
  globals: [
    ...[SiteSettings, HomepageHero, HomeContent, AboutContent, ConfiguratorCatalogue].map(withUntranslatedGuardGlobal),
    LeadRouting,
    Privacy,
    SeedState,
  ],
  // Visitors' words are kept per language; a field not yet translated reads in English.
  localization: {
    locales: LOCALES.map((code) => ({ code, label: LOCALE_FACTS[code].label, rtl: LOCALE_FACTS[code].dir === 'rtl' })),
    defaultLocale: DEFAULT_LOCALE,
    fallback: true,
  },
  db,
  jobs: {
    ...leadJobs,
    tasks: [
      ...(leadJobs.tasks ?? []),
      myDataMailTask,
      retentionTask,
      crmDeliveryTask,
      bookingMailTask,
      bookingReminderTask,
      scheduleFailureMailTask,
    ],
    autoRun: [leadMailRun, crmRun, scheduledPublishRun],
  },
  sharp,
  graphQL: { disable: true },
  hooks: { afterError: [keepFieldErrors] },
  defaultDepth: 1,
  maxDepth: 3,
  csrf: [e.publicSiteUrl],
  cors: [e.publicSiteUrl],
  // Uploads stream to a temporary file rather than into the heap: several 50 MB files at once fit in 256 MB.
  upload: {
    limits: { fileSize: CMS_UPLOAD_FILE_BYTES },
    requestSizeLimit: CMS_UPLOAD_BODY_BYTES,
    useTempFiles: true,
    tempFileDir: path.join(os.tmpdir(), 'wama-uploads'),
  },
  telemetry: false,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  plugins: [
    redirects,
    seoPlugin({
      collections: ['yachts', 'posts', 'pages'],
      uploadsCollection: 'media',
      tabbedUI: false,
      // Its share picture is chosen like any other: an original, which French pages show in its French edition.
      fields: ({ defaultFields }) => translatable(defaultFields.map(offeringOriginals)),
      generateURL: ({ doc, collectionConfig }) => publicUrl(collectionConfig?.slug, doc),
      generateTitle: ({ doc }) => `${documentName(doc)} · WAMA`,
    }),
    // Registered with or without S3 so the database has the same columns either way (one set of
    // migrations): switching S3 on is configuration, not a schema change.
    s3Storage({
      enabled: Boolean(e.s3),
      alwaysInsertFields: true,
      collections: { media: true, documents: true },
      bucket: e.s3?.bucket ?? '',
      config: {
        region: e.s3?.region,
        endpoint: e.s3?.endpoint,
        forcePathStyle: e.s3?.forcePathStyle,
        credentials: { accessKeyId: e.s3?.accessKeyId ?? '', secretAccessKey: e.s3?.secretAccessKey ?? '' },
      },
    }),
    readableLabels,
  ],
})
