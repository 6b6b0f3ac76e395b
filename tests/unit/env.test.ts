/** @jest-environment node */
import { readEnv } from '@/lib/env'

// Secrets given, so that reading never generates files into the project's data/ folder.
const base = {
  PAYLOAD_SECRET: 'p',
  REVALIDATE_SECRET: 'r',
  IP_HASH_SALT: 's',
  ALTCHA_HMAC_KEY: 'a',
  DATABASE_URL: 'postgres://wama@127.0.0.1/wama',
}

describe('readEnv', () => {
  it('gives every variable its default, an empty one too, and trims what is given', () => {
    const env = readEnv({ ...base, MAIL_FROM: '', PUBLIC_SITE_URL: '  https://wama.example/  ', REDIS_URL: ' ' })
    expect(env).toMatchObject({
      isPostgres: true,
      mailFrom: 'no-reply@wama-yachts.com',
      publicSiteUrl: 'https://wama.example',
      redisUrl: '',
      mailLeaseMs: 60_000,
      formsSharedPerMinute: 120,
      trustProxy: { kind: 'none' },
      s3: null,
    })
  })

  it('names every variable that breaks its rule, in one error, without quoting a value', () => {
    const read = () =>
      readEnv({
        ...base,
        DATABASE_URL: 'mysql://root:hunter2@db/wama',
        SALES_EMAIL: 'sales@wama.example, boss@wama.example',
        REDIS_URL: 'not a url with secret-password',
        MAIL_LEASE_SECONDS: '2',
        FORMS_SHARED_PER_MINUTE: 'lots',
        TRUST_PROXY: 'the proxy',
      })
    expect(read).toThrow(
      [
        'The environment is not valid:',
        '- DATABASE_URL must be a SQLite "file:" URL or a "postgres://" URL',
        '- SALES_EMAIL is not a single email address',
        '- MAIL_LEASE_SECONDS must be a whole number of seconds from 5 to 3600',
        '- TRUST_PROXY must be a hop count (e.g. 1) or a comma-separated list of proxy addresses/CIDRs: "the proxy"',
        '- FORMS_SHARED_PER_MINUTE must be a whole number of requests from 1 to 100000',
        '- REDIS_URL is not a valid URL',
      ].join('\n'),
    )
    expect(read).not.toThrow(/hunter2|secret-password/)
  })

  it('reads a bucket only when one is named', () => {
    const env = readEnv({
      ...base,
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_FORCE_PATH_STYLE: '1',
    })
    expect(env.s3).toEqual({
      bucket: 'media',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      accessKeyId: '',
      secretAccessKey: '',
      forcePathStyle: true,
    })
  })
})
