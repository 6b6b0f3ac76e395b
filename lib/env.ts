import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

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

function url(name: string, value: string | undefined, fallback: string): string {
  const v = value?.trim() || fallback
  try {
    new URL(v)
  } catch {
    throw new Error(`Environment variable ${name} is not a valid URL: ${JSON.stringify(v)}`)
  }
  return v.replace(/\/+$/, '')
}

function email(name: string, value: string | undefined, fallback: string): string {
  const v = value?.trim() || fallback
  if (!/^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/.test(v)) {
    throw new Error(`Environment variable ${name} is not a single email address: ${JSON.stringify(v)}`)
  }
  return v
}

function seconds(
  name: string,
  value: string | undefined,
  fallback: number,
  min: number,
  max: number,
  unit = 'seconds',
): number {
  const v = value?.trim()
  if (!v) return fallback
  const n = Number(v)
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new Error(
      `Environment variable ${name} must be a whole number of ${unit} from ${min} to ${max}: ${JSON.stringify(v)}`,
    )
  }
  return n
}

function readEnv() {
  const databaseUrl = process.env.DATABASE_URL?.trim() || 'file:./data/wama.db'
  if (!/^(file:|postgres(ql)?:\/\/)/.test(databaseUrl)) {
    throw new Error('DATABASE_URL must be a SQLite "file:" URL or a "postgres://" URL')
  }
  if (databaseUrl.startsWith('file:')) {
    // libsql does not create the folder of a new database file.
    mkdirSync(
      /*turbopackIgnore: true*/ path.dirname(
        path.resolve(/*turbopackIgnore: true*/ process.cwd(), databaseUrl.slice('file:'.length)),
      ),
      { recursive: true },
    )
  }
  const cmsApiUrl = process.env.CMS_API_URL?.trim()
  return {
    databaseUrl,
    isPostgres: databaseUrl.startsWith('postgres'),
    payloadSecret: process.env.PAYLOAD_SECRET?.trim() || generatedSecret('payload-secret'),
    revalidateSecret: process.env.REVALIDATE_SECRET?.trim() || generatedSecret('revalidate-secret'),
    ipHashSalt: process.env.IP_HASH_SALT?.trim() || generatedSecret('ip-hash-salt'),
    altchaHmacKey: process.env.ALTCHA_HMAC_KEY?.trim() || generatedSecret('altcha-hmac-key'),
    smtpUrl: process.env.SMTP_URL?.trim() || '',
    mailFrom: email('MAIL_FROM', process.env.MAIL_FROM, 'no-reply@wama-yachts.com'),
    mailFromName: process.env.MAIL_FROM_NAME?.trim() || 'WAMA Yachts',
    salesEmail: email('SALES_EMAIL', process.env.SALES_EMAIL, 'sales@wama-yachts.com'),
    mailLeaseMs: seconds('MAIL_LEASE_SECONDS', process.env.MAIL_LEASE_SECONDS, 60, 5, 3600) * 1000,
    cmsApiUrl: cmsApiUrl ? url('CMS_API_URL', cmsApiUrl, cmsApiUrl) : '',
    publicSiteUrl: url('PUBLIC_SITE_URL', process.env.PUBLIC_SITE_URL, 'http://localhost:3000'),
    adminEmail: process.env.ADMIN_EMAIL?.trim() || '',
    adminPassword: process.env.ADMIN_PASSWORD || '',
    trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
    formsSharedPerMinute: seconds(
      'FORMS_SHARED_PER_MINUTE',
      process.env.FORMS_SHARED_PER_MINUTE,
      120,
      1,
      100_000,
      'requests',
    ),
    redisUrl: process.env.REDIS_URL?.trim() ? url('REDIS_URL', process.env.REDIS_URL, '') : '',
    redisStateUrl: process.env.REDIS_STATE_URL?.trim() ? url('REDIS_STATE_URL', process.env.REDIS_STATE_URL, '') : '',
    outboxDir: path.resolve(
      /*turbopackIgnore: true*/ process.cwd(),
      process.env.MAIL_OUTBOX_DIR?.trim() || 'data/outbox',
    ),
    leadSpoolDir: path.resolve(
      /*turbopackIgnore: true*/ process.cwd(),
      process.env.LEAD_SPOOL_DIR?.trim() || 'data/spool',
    ),
    uploadsDir: path.resolve(
      /*turbopackIgnore: true*/ process.cwd(),
      process.env.UPLOADS_DIR?.trim() || 'data/uploads',
    ),
    s3: process.env.S3_BUCKET
      ? {
          bucket: process.env.S3_BUCKET,
          region: process.env.S3_REGION || 'us-east-1',
          endpoint: process.env.S3_ENDPOINT || undefined,
          accessKeyId: process.env.S3_ACCESS_KEY_ID || '',
          secretAccessKey: process.env.S3_SECRET_ACCESS_KEY || '',
          forcePathStyle: process.env.S3_FORCE_PATH_STYLE === '1',
        }
      : null,
    isProduction: process.env.NODE_ENV === 'production',
  }
}

export type Env = ReturnType<typeof readEnv>

let cached: Env | undefined
export function env(): Env {
  cached ??= readEnv()
  return cached
}
