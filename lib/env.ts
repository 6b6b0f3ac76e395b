import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { z } from 'zod'

import { parseTrustProxy } from './http/client-address'

/**
 * The environment contract, read and checked in one place.
 * Secrets that are not given are generated once into data/ so a fresh clone runs with no setup.
 */
const DATA_DIR = path.join(/*turbopackIgnore: true*/ process.cwd(), 'data')

function generatedSecret(name: string): string {
  const file = path.join(/*turbopackIgnore: true*/ DATA_DIR, `.${name}`)
  if (existsSync(/*turbopackIgnore: true*/ file)) return readFileSync(/*turbopackIgnore: true*/ file, 'utf8').trim()
  mkdirSync(/*turbopackIgnore: true*/ DATA_DIR, { recursive: true })
  const value = randomBytes(32).toString('hex')
  writeFileSync(/*turbopackIgnore: true*/ file, value, { mode: 0o600 })
  return value
}

/** A variable left empty is a variable not set: its default applies. */
const given = (value: unknown) => (typeof value === 'string' ? value.trim() || undefined : value)

const text = (fallback = '') => z.preprocess(given, z.string().default(fallback))

const url = z
  .string()
  .refine((v) => URL.canParse(v), { error: 'is not a valid URL' })
  .transform((v) => v.replace(/\/+$/, ''))
const optionalUrl = () => z.preprocess(given, url.optional())
const urlWithDefault = (fallback: string) => z.preprocess(given, url.default(fallback))

const emailText = (fallback: string) =>
  z.preprocess(
    given,
    z
      .string()
      .regex(/^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/, { error: 'is not a single email address' })
      .default(fallback),
  )

const wholeNumber = (fallback: number, min: number, max: number, unit = 'seconds') => {
  const error = `must be a whole number of ${unit} from ${min} to ${max}`
  return z.preprocess(
    given,
    z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error }).default(fallback),
  )
}

const trustProxy = z.preprocess(
  (v) => (typeof v === 'string' ? v : undefined),
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      try {
        return parseTrustProxy(v)
      } catch (error) {
        // The message names the variable itself; the list of problems puts the name first.
        const message = error instanceof Error ? error.message.replace(/^TRUST_PROXY /, '') : 'is not valid'
        ctx.addIssue({ code: 'custom', message })
        return z.NEVER
      }
    }),
)

/** The account roles of the CMS (`users.role`). */
const ACCOUNT_ROLES = ['admin', 'editor', 'sales'] as const

const roleList = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((role) => role.trim())
          .filter(Boolean)
      : [],
  z.array(z.enum(ACCOUNT_ROLES, { error: `must list roles among ${ACCOUNT_ROLES.join(', ')}, separated by commas` })),
)

/**
 * Every variable the server reads, with its default and its rule. A value is never quoted in an error: some
 * (REDIS_URL, S3 keys) carry passwords.
 */
const variables = z.object({
  DATABASE_URL: z.preprocess(
    given,
    z
      .string()
      .regex(/^(file:|postgres(ql)?:\/\/)/, { error: 'must be a SQLite "file:" URL or a "postgres://" URL' })
      .default('file:./data/wama.db'),
  ),
  PAYLOAD_SECRET: text(),
  REVALIDATE_SECRET: text(),
  IP_HASH_SALT: text(),
  ALTCHA_HMAC_KEY: text(),
  SMTP_URL: text(),
  MAIL_FROM: emailText('no-reply@wama-yachts.com'),
  MAIL_FROM_NAME: text('WAMA Yachts'),
  SALES_EMAIL: emailText('sales@wama-yachts.com'),
  MAIL_LEASE_SECONDS: wholeNumber(60, 5, 3600),
  BOOKING_REMINDER_MINUTES: wholeNumber(1440, 1, 10_080, 'minutes'),
  CMS_API_URL: optionalUrl(),
  PUBLIC_SITE_URL: urlWithDefault('http://localhost:3000'),
  ADMIN_EMAIL: text(),
  // A password is taken as typed: spaces at its ends are part of it.
  ADMIN_PASSWORD: z.string().default(''),
  TRUST_PROXY: trustProxy,
  TOTP_REQUIRED_ROLES: roleList,
  FORMS_SHARED_PER_MINUTE: wholeNumber(120, 1, 100_000, 'requests'),
  REDIS_URL: optionalUrl(),
  CRM_WEBHOOK_URL: optionalUrl(),
  CRM_WEBHOOK_SECRET: text(),
  REDIS_STATE_URL: optionalUrl(),
  MAIL_OUTBOX_DIR: text('data/outbox'),
  LEAD_SPOOL_DIR: text('data/spool'),
  UPLOADS_DIR: text('data/uploads'),
  S3_BUCKET: text(),
  S3_REGION: text('us-east-1'),
  S3_ENDPOINT: optionalUrl(),
  S3_ACCESS_KEY_ID: text(),
  S3_SECRET_ACCESS_KEY: text(),
  S3_FORCE_PATH_STYLE: text(),
  NODE_ENV: text(),
})

/** Reads the environment; throws one error that names every variable that breaks its rule, and the rule. */
export function readEnv(source: Readonly<Record<string, string | undefined>> = process.env) {
  const parsed = variables.safeParse(source)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`)
    throw new Error(`The environment is not valid:\n- ${problems.join('\n- ')}`)
  }
  const v = parsed.data
  const inCwd = (dir: string) => path.resolve(/*turbopackIgnore: true*/ process.cwd(), dir)
  if (v.DATABASE_URL.startsWith('file:')) {
    // libsql does not create the folder of a new database file.
    mkdirSync(/*turbopackIgnore: true*/ path.dirname(inCwd(v.DATABASE_URL.slice('file:'.length))), {
      recursive: true,
    })
  }
  return {
    databaseUrl: v.DATABASE_URL,
    isPostgres: v.DATABASE_URL.startsWith('postgres'),
    payloadSecret: v.PAYLOAD_SECRET || generatedSecret('payload-secret'),
    revalidateSecret: v.REVALIDATE_SECRET || generatedSecret('revalidate-secret'),
    ipHashSalt: v.IP_HASH_SALT || generatedSecret('ip-hash-salt'),
    altchaHmacKey: v.ALTCHA_HMAC_KEY || generatedSecret('altcha-hmac-key'),
    smtpUrl: v.SMTP_URL,
    mailFrom: v.MAIL_FROM,
    mailFromName: v.MAIL_FROM_NAME,
    salesEmail: v.SALES_EMAIL,
    mailLeaseMs: v.MAIL_LEASE_SECONDS * 1000,
    bookingReminderMs: v.BOOKING_REMINDER_MINUTES * 60_000,
    cmsApiUrl: v.CMS_API_URL ?? '',
    publicSiteUrl: v.PUBLIC_SITE_URL,
    adminEmail: v.ADMIN_EMAIL,
    adminPassword: v.ADMIN_PASSWORD,
    trustProxy: v.TRUST_PROXY,
    totpRequiredRoles: v.TOTP_REQUIRED_ROLES,
    formsSharedPerMinute: v.FORMS_SHARED_PER_MINUTE,
    redisUrl: v.REDIS_URL ?? '',
    crmWebhookUrl: v.CRM_WEBHOOK_URL ?? '',
    crmWebhookSecret: v.CRM_WEBHOOK_SECRET,
    redisStateUrl: v.REDIS_STATE_URL ?? '',
    outboxDir: inCwd(v.MAIL_OUTBOX_DIR),
    leadSpoolDir: inCwd(v.LEAD_SPOOL_DIR),
    uploadsDir: inCwd(v.UPLOADS_DIR),
    s3: v.S3_BUCKET
      ? {
          bucket: v.S3_BUCKET,
          region: v.S3_REGION,
          endpoint: v.S3_ENDPOINT,
          accessKeyId: v.S3_ACCESS_KEY_ID,
          secretAccessKey: v.S3_SECRET_ACCESS_KEY,
          forcePathStyle: v.S3_FORCE_PATH_STYLE === '1',
        }
      : null,
    isProduction: v.NODE_ENV === 'production',
  }
}

export type Env = ReturnType<typeof readEnv>

let cached: Env | undefined
export function env(): Env {
  cached ??= readEnv()
  return cached
}
