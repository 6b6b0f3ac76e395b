import { randomBytes } from 'node:crypto'

import { test, type APIRequestContext } from '@playwright/test'
import { simpleParser, type AddressObject } from 'mailparser'
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server'

import { adminToken } from './admin'
import { E2E, cmsApi } from '../env'

import type { Lead } from '@/lib/cms/payload-types'

/**
 * A real SMTP server on loopback for the lead-pipeline specs: the app under test runs with
 * SMTP_URL=smtp://127.0.0.1:<E2E.smtpPort> and every message it sends is captured and parsed here.
 */

export interface CapturedMail {
  envelopeFrom: string
  envelopeTo: string[]
  raw: string
  from: string
  to: string
  replyTo: string
  subject: string
  text: string
  html: string
  attachments: MailAttachment[]
}

export interface MailAttachment {
  filename: string
  contentType: string
  content: Buffer
}

type Reject = (mail: CapturedMail) => { code: number; message: string } | null

export class TestSmtp {
  readonly messages: CapturedMail[] = []
  private server: SMTPServer | null = null
  /** Lets a spec make the server refuse some messages (e.g. a permanent 550). */
  reject: Reject = () => null

  constructor(readonly port: number) {}

  get running(): boolean {
    return this.server !== null
  }

  async start(): Promise<void> {
    if (this.server) return
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      size: 10 * 1024 * 1024,
      onData: (stream: SMTPServerDataStream, session: SMTPServerSession, callback: (err?: Error | null) => void) => {
        const chunks: Buffer[] = []
        stream.on('data', (c: Buffer) => chunks.push(c))
        stream.on('end', () => {
          parseMail(Buffer.concat(chunks), session).then((mail) => {
            const refusal = this.reject(mail)
            if (refusal) {
              const err = new Error(refusal.message) as Error & { responseCode: number }
              err.responseCode = refusal.code
              return callback(err)
            }
            this.messages.push(mail)
            callback()
          }, callback)
        })
      },
    })
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(this.port, '127.0.0.1', () => resolve())
    })
    server.on('error', () => undefined)
    this.server = server
  }

  async stop(): Promise<void> {
    const server = this.server
    this.server = null
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  find(predicate: (m: CapturedMail) => boolean): CapturedMail[] {
    return this.messages.filter(predicate)
  }

  async waitFor(predicate: (m: CapturedMail) => boolean, timeoutMs = 20_000): Promise<CapturedMail> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const found = this.messages.find(predicate)
      if (found) return found
      if (Date.now() > deadline) {
        throw new Error(
          `No matching mail within ${timeoutMs} ms; captured subjects: ${this.messages.map((m) => m.subject).join(' | ')}`,
        )
      }
      await new Promise((r) => setTimeout(r, 200))
    }
  }
}

/** A captured message as a mail client reads it (Nodemailer's own parser, mailparser). */
async function parseMail(raw: Buffer, session?: SMTPServerSession): Promise<CapturedMail> {
  const parsed = await simpleParser(raw)
  const addresses = (field: AddressObject | AddressObject[] | undefined) =>
    (Array.isArray(field) ? field : field ? [field] : []).map((a) => a.text).join(', ')
  return {
    envelopeFrom: session?.envelope.mailFrom ? session.envelope.mailFrom.address : '',
    envelopeTo: session?.envelope.rcptTo.map((r) => r.address) ?? [],
    raw: raw.toString('utf8'),
    from: addresses(parsed.from),
    to: addresses(parsed.to),
    replyTo: parsed.replyTo?.value[0]?.address ?? '',
    subject: parsed.subject ?? '',
    text: (parsed.text ?? '').trimEnd(),
    html: parsed.html || '',
    attachments: parsed.attachments.map((a) => ({
      filename: a.filename ?? '',
      contentType: a.contentType,
      content: a.content,
    })),
  }
}

// --- shared bits of the lead specs: fake clients (the test server runs with TRUST_PROXY=1), admin REST reads ---

let clientCounter = 0
/** A distinct client address per call: the rate limit is per client and the server trusts X-Forwarded-For. */
export function fakeClient(): Record<string, string> {
  clientCounter += 1
  const b = randomBytes(2)
  return { 'x-forwarded-for': `10.${b[0]}.${b[1]}.${clientCounter % 250}` }
}

export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.com`
}

/** Meta fields of a human submission: shown 10 s ago, honeypot empty. */
export function humanMeta(): Record<string, unknown> {
  return { website: '', startedAt: Date.now() - 10_000, idempotencyKey: randomBytes(12).toString('hex') }
}

/**
 * The setup of a spec about leads: one SMTP server for its tests, which run one after another since they
 * share its mailbox, and an admin's token to read the stored leads (set before the first test runs).
 */
export function leadSpec(): { smtp: TestSmtp; token: string } {
  const spec = { smtp: new TestSmtp(E2E.smtpPort), token: '' }
  test.describe.configure({ mode: 'serial' })
  test.beforeAll(async ({ request }) => {
    await spec.smtp.start()
    spec.token = await adminToken(request)
  })
  test.afterAll(async () => {
    await spec.smtp.stop()
  })
  return spec
}

/** A lead as Payload's REST API returns it (depth 0). */
export type LeadDoc = Lead

export async function leadsByEmail(request: APIRequestContext, token: string, email: string): Promise<LeadDoc[]> {
  const res = await request.get(cmsApi('/leads'), {
    params: { 'where[email][equals]': email, depth: '0', limit: '50' },
    headers: { authorization: `JWT ${token}` },
  })
  if (!res.ok()) throw new Error(`leads read failed: ${res.status()}`)
  return ((await res.json()) as { docs: LeadDoc[] }).docs
}

/** The lead has been mailed to sales: what `waitForLead` usually waits for. */
export const mailed = (lead: LeadDoc) => lead.delivery_status === 'sent'

export async function waitForLead(
  request: APIRequestContext,
  token: string,
  email: string,
  predicate: (lead: LeadDoc) => boolean,
  timeoutMs = 20_000,
): Promise<LeadDoc> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const lead = (await leadsByEmail(request, token, email)).find(predicate)
    if (lead) return lead
    if (Date.now() > deadline)
      throw new Error(
        `lead for ${email} never matched; now: ${JSON.stringify(await leadsByEmail(request, token, email))}`,
      )
    await new Promise((r) => setTimeout(r, 250))
  }
}
