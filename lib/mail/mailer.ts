import { mkdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'

import nodemailer from 'nodemailer'

import { env } from '../env'

import { headerSafe, isSafeAddress } from './escape'

/**
 * Nodemailer behind one function. SMTP_URL set: SMTP with short timeouts (the job retries, the visitor
 * never waits). Not set: the message is written to the outbox folder as an .eml file, so nothing is
 * lost on a fresh machine.
 */

interface MailAttachment {
  filename: string
  content: Uint8Array
  contentType: string
}

export interface MailContent {
  to: string
  cc?: string
  replyTo?: string
  subject: string
  text: string
  html: string
  attachments?: MailAttachment[]
  /** Where a mail client's own Unsubscribe button posts (RFC 8058 one-click): the newsletter's mails. */
  unsubscribe?: string
}

export interface Delivered {
  messageId: string
  /** The .eml file when there is no SMTP server. */
  file?: string
}

export class PermanentMailError extends Error {
  readonly permanent = true
}

type SmtpTransport = ReturnType<typeof smtpTransport>
let smtp: { url: string; transport: SmtpTransport } | undefined

function smtpTransport(url: string) {
  // Together under the mail claim's lease, whatever the operator sets it to: a stalled send gives up
  // before another server may take the mail over.
  const lease = env().mailLeaseMs
  return nodemailer.createTransport({
    url,
    connectionTimeout: Math.min(10_000, lease / 4),
    greetingTimeout: Math.min(10_000, lease / 4),
    socketTimeout: Math.min(20_000, lease / 3),
    disableFileAccess: true,
    disableUrlAccess: true,
  })
}

function transportFor(url: string): SmtpTransport {
  if (smtp?.url !== url) {
    smtp?.transport.close()
    smtp = { url, transport: smtpTransport(url) }
  }
  return smtp.transport
}

const outboxTransport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })

export async function deliver(content: MailContent, tag: string): Promise<Delivered> {
  const e = env()
  if (!isSafeAddress(content.to)) throw new PermanentMailError('The recipient address is not valid.')
  const unsubscribe =
    content.unsubscribe && /^https?:\/\/[^\s<>]+$/.test(content.unsubscribe) ? content.unsubscribe : undefined
  const message = {
    from: { name: headerSafe(e.mailFromName, 80), address: e.mailFrom },
    to: content.to,
    cc: content.cc && isSafeAddress(content.cc) ? content.cc : undefined,
    replyTo: content.replyTo && isSafeAddress(content.replyTo) ? content.replyTo : undefined,
    subject: headerSafe(content.subject),
    text: content.text,
    html: content.html,
    // Our own id, so a retried send of the same lead mail is recognisable in the sales inbox.
    headers: {
      'X-WAMA-Lead': headerSafe(tag, 80),
      ...(unsubscribe ? { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {}),
    },
    // The Unsubscribe mail clients offer: Nodemailer writes List-Unsubscribe; the header above makes it one click.
    list: unsubscribe ? { unsubscribe } : undefined,
    // One Message-ID per lead mail: a server killed after the SMTP server took a mail but before the lead
    // recorded it sends it again once its claim lapses, and mailboxes keep one message per Message-ID.
    messageId: `<${headerSafe(tag, 80)}@${new URL(e.publicSiteUrl).hostname}>`,
    attachments: content.attachments?.map((a) => ({
      filename: headerSafe(a.filename, 100),
      content: Buffer.from(a.content),
      contentType: a.contentType,
    })),
    disableFileAccess: true,
    disableUrlAccess: true,
  }
  if (e.smtpUrl) {
    const info = await transportFor(e.smtpUrl).sendMail(message)
    return { messageId: String(info.messageId ?? '') }
  }
  const info = await outboxTransport.sendMail(message)
  await mkdir(e.outboxDir, { recursive: true })
  const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${tag.replace(/[^A-Za-z0-9_-]/g, '_')}.eml`
  const file = path.join(e.outboxDir, name)
  // Written under a temporary name and renamed, so a reader never sees half a message.
  await writeFile(`${file}.tmp`, info.message)
  await rename(`${file}.tmp`, file)
  return { messageId: String(info.messageId ?? ''), file }
}

/** What Nodemailer (and our own permanent refusals) put on an error, read without trusting its shape. */
function mailErrorFields(error: object) {
  const read = (key: string): unknown => (key in error ? Reflect.get(error, key) : undefined)
  return {
    permanent: read('permanent'),
    responseCode: read('responseCode'),
    code: read('code'),
    message: read('message'),
  }
}

/** 5xx replies and rejected envelopes will not get better by retrying; network trouble will. */
export function isPermanentMailError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const e = mailErrorFields(error)
  if (e.permanent === true) return true
  if (typeof e.responseCode === 'number') return e.responseCode >= 500 && e.responseCode < 600
  return e.code === 'EENVELOPE' || e.code === 'EMESSAGE'
}

/** A one-line reason for the admin, without stack or credentials. */
export function mailErrorSummary(error: unknown): string {
  if (!error || typeof error !== 'object') return headerSafe(String(error), 300)
  const e = mailErrorFields(error)
  const parts = [e.code, e.responseCode].filter((p) => p !== undefined && p !== null && p !== '').map(String)
  const message = typeof e.message === 'string' ? e.message.replace(/\/\/[^@\s/]*@/g, '//***@') : ''
  return headerSafe(`${parts.length ? `[${parts.join(' ')}] ` : ''}${message}`, 300)
}

/** Whether mail can go out right now (the outbox always can). */
export async function verifySmtp(): Promise<boolean> {
  const { smtpUrl } = env()
  if (!smtpUrl) return true
  try {
    return await transportFor(smtpUrl).verify()
  } catch {
    return false
  }
}
