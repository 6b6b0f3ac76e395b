import { LOCALE_FACTS, type Locale } from '@/lib/i18n/config'

import { escapeHtml } from './escape'

/** A mail's call to action, in the brand's gold. */
export const MAIL_BUTTON =
  'display:inline-block;padding:12px 24px;background:#c9a96e;color:#0b0b0c;text-decoration:none;letter-spacing:2px;text-transform:uppercase;font-size:12px'

/** A visitor's or the sales team's mail: the brand's line, a title and the body. */
export const mailFrame = (title: string, inner: string, locale: Locale) =>
  `<!doctype html><html lang="${LOCALE_FACTS[locale].tag}"><body style="margin:0;background:#f4f1ea;font-family:Helvetica,Arial,sans-serif;color:#1c1d1f">` +
  `<div style="max-width:640px;margin:0 auto;padding:32px 24px">` +
  `<p style="margin:0 0 8px;font-size:11px;letter-spacing:3px;text-transform:uppercase;color:#8a7346">WAMA Yachts</p>` +
  `<h1 style="margin:0 0 24px;font-family:Georgia,serif;font-weight:normal;font-size:26px">${escapeHtml(title)}</h1>` +
  `${inner}</div></body></html>`
