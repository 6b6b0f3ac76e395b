/** @jest-environment node */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const outbox = mkdtempSync(path.join(tmpdir(), 'wama-outbox-'))
// Set before lib/env is read, so the test never generates secrets into the project's data/ folder.
Object.assign(process.env, {
  SMTP_URL: '',
  MAIL_OUTBOX_DIR: outbox,
  MAIL_FROM: 'no-reply@wama.test',
  MAIL_FROM_NAME: 'WAMA Yachts',
  SALES_EMAIL: 'sales@wama.test',
  PAYLOAD_SECRET: 'test',
  REVALIDATE_SECRET: 'test',
  IP_HASH_SALT: 'test',
})

import { deliver, isPermanentMailError, mailErrorSummary, PermanentMailError } from '@/lib/mail/mailer'

const headerBlock = (eml: string) => eml.split(/\r?\n\r?\n/)[0]!

describe('deliver without SMTP_URL', () => {
  it('writes the message as an .eml file in the outbox', async () => {
    const sent = await deliver(
      {
        to: 'sales@wama.test',
        replyTo: 'ada@example.com',
        subject: 'New inquiry — Ada',
        text: 'Hello',
        html: '<p>Hello</p>',
      },
      'lead-1-sales',
    )
    expect(sent.file).toMatch(/lead-1-sales\.eml$/)
    expect(readdirSync(outbox).filter((f) => f.endsWith('.tmp'))).toHaveLength(0)
    const eml = readFileSync(sent.file!, 'utf8')
    const head = headerBlock(eml)
    expect(head).toMatch(/^From: WAMA Yachts <no-reply@wama\.test>$/m)
    expect(head).toMatch(/^To: sales@wama\.test$/m)
    expect(head).toMatch(/^Reply-To: ada@example\.com$/m)
    expect(head).toMatch(/^X-WAMA-Lead: lead-1-sales$/im)
    expect(eml).toContain('multipart/alternative')
  })

  it('never lets a visitor value add a header', async () => {
    const sent = await deliver(
      {
        to: 'sales@wama.test',
        replyTo: 'ada@example.com\r\nBcc: victim@example.com',
        subject: 'Hi\r\nBcc: victim@example.com\nX-Evil: 1',
        text: 'x',
        html: 'x',
        unsubscribe: 'https://wama.test/u\r\nX-Injected: 1',
      },
      'lead-2\r\nBcc: v@e.com',
    )
    const head = headerBlock(readFileSync(sent.file!, 'utf8'))
    expect(head).not.toMatch(/^Bcc:/im)
    expect(head).not.toMatch(/^X-Evil:/im)
    expect(head).not.toMatch(/^Reply-To:/im)
    expect(head).toMatch(/^Subject: Hi Bcc: victim@example\.com X-Evil: 1$/m)
    expect(head).not.toMatch(/^X-Injected:/im)
    expect(head).not.toMatch(/^List-Unsubscribe/im)
  })

  it('offers mail clients a one-click Unsubscribe when the mail names its address', async () => {
    const sent = await deliver(
      { to: 'ada@example.com', subject: 's', text: 't', html: 'h', unsubscribe: 'https://wama.test/api/u?s=1&t=x' },
      'subscriber-1',
    )
    const head = headerBlock(readFileSync(sent.file!, 'utf8')).replace(/\r?\n[ \t]+/g, ' ')
    expect(head).toMatch(/^List-Unsubscribe: <https:\/\/wama\.test\/api\/u\?s=1&t=x>$/m)
    expect(head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m)
  })

  it('refuses a recipient that is not one plain address', async () => {
    await expect(deliver({ to: 'a@b.co, c@d.co', subject: 's', text: 't', html: 'h' }, 'x')).rejects.toBeInstanceOf(
      PermanentMailError,
    )
  })
})

describe('mail errors', () => {
  it('tells permanent from transient failures', () => {
    expect(isPermanentMailError({ responseCode: 550 })).toBe(true)
    expect(isPermanentMailError({ responseCode: 451 })).toBe(false)
    expect(isPermanentMailError({ code: 'ECONNECTION' })).toBe(false)
    expect(isPermanentMailError({ code: 'EENVELOPE' })).toBe(true)
    expect(isPermanentMailError(new PermanentMailError('x'))).toBe(true)
  })

  it('summarises without credentials', () => {
    expect(mailErrorSummary({ code: 'EAUTH', message: 'Invalid login for smtp://user:secret@mail.example.com' })).toBe(
      '[EAUTH] Invalid login for smtp://***@mail.example.com',
    )
  })
})
