import { randomUUID } from 'node:crypto'

import type { EmailAdapter } from 'payload'

import { env } from '../env'
import { htmlToText } from '../html/sanitize'
import { escapeHtml } from '@/lib/mail/escape'
import { deliver, PermanentMailError, type Delivered } from '@/lib/mail/mailer'

/** The plain-text part of a mail Payload hands over as HTML: one paragraph per line. */
const textOf = (html: string) =>
  html
    .split(/<\/p>|<br\s*\/?>/i)
    .map(htmlToText)
    .filter(Boolean)
    .join('\n')

/**
 * Payload's own mails (a team member's password reset) go out as the lead mails do: through SMTP_URL, or
 * into the outbox folder on a machine without one.
 */
export const cmsEmail: EmailAdapter<Delivered> = () => {
  const e = env()
  return {
    name: 'wama-mailer',
    defaultFromAddress: e.mailFrom,
    defaultFromName: e.mailFromName,
    sendEmail: async ({ to, subject, html }) => {
      if (typeof to !== 'string') throw new PermanentMailError('A CMS mail goes to one address.')
      const body = typeof html === 'string' ? html : ''
      return deliver({ to, subject: subject ?? '', html: body, text: textOf(body) }, `cms-${randomUUID()}`)
    },
  }
}

/**
 * The reset link points at the public address, never at the Host header of the request that asked for it,
 * so a forged request cannot send a team member a link to another site.
 */
export function passwordResetHtml(token: string): string {
  const link = escapeHtml(`${env().publicSiteUrl}/admin/reset/${encodeURIComponent(token)}`)
  return [
    '<p>Someone asked to reset the password of your WAMA admin account.</p>',
    `<p>Choose a new password within an hour: <a href="${link}">${link}</a></p>`,
    '<p>If it was not you, ignore this mail: your password stays as it is.</p>',
  ].join('\n')
}
