import type { Locale } from '@/lib/i18n/config'
import { escapeHtml } from '@/lib/mail/escape'
import { MAIL_BUTTON, mailFrame } from '@/lib/mail/frame'
import { type MailContent } from '@/lib/mail/mailer'
import { wording } from '@/lib/leads/wording'

/** The mail that carries a visitor's link to their data: only our words and the link, in their language. */
export function buildMyDataMail(email: string, locale: Locale, url: string): MailContent {
  const t = wording(locale, 'Mail')
  return {
    to: email,
    subject: t('myData.subject'),
    text: [t('greeting'), '', t('myData.asked'), url, '', t('myData.ignore'), '', t('signature')].join('\n'),
    html: mailFrame(
      t('myData.title'),
      `<p>${escapeHtml(t('greeting'))}</p><p>${escapeHtml(t('myData.asked'))}</p>` +
        `<p><a href="${escapeHtml(url)}" style="${MAIL_BUTTON}">${escapeHtml(t('myData.open'))}</a></p>` +
        `<p>${escapeHtml(t('myData.ignore'))}</p><p>${escapeHtml(t('signature'))}</p>`,
      locale,
    ),
  }
}
