import type { Event, Lead } from '@/lib/cms/payload-types'
import { localizedPath, type Locale } from '@/lib/i18n/config'
import { escapeHtml, headerSafe } from '@/lib/mail/escape'
import { MAIL_BUTTON, mailFrame } from '@/lib/mail/frame'
import { type MailContent } from '@/lib/mail/mailer'
import { wording } from '@/lib/leads/wording'

import { slotTime, zoneName } from './format'
import { invitationIcs } from './ics'

/**
 * A booking's mails to its visitor: booked, moved, cancelled and the reminder, each with the calendar entry.
 * They go to an address anyone can type, so they hold only our words and what sales entered for the event,
 * never what the visitor wrote.
 */

export const BOOKING_CHANGES = ['booked', 'moved', 'cancelled', 'reminder'] as const
export type BookingChange = (typeof BOOKING_CHANGES)[number]

export interface BookedSlot {
  startsAt: string
  minutes: number
  timeZone: string
}

export interface BookingMailSettings {
  publicSiteUrl: string
  salesEmail: string
  /** Who answers the visitor: the lead's owner, or the sales address. */
  replyTo: string
  /** The booking's own page (move or cancel). */
  manageUrl: string
}

/** "Vieux Port, Cannes — Stand QL 112" */
export function placeLine(event: Pick<Event, 'place' | 'stand'>, locale: Locale): string {
  const t = wording(locale, 'Events')
  return [event.place, event.stand ? t('stand', { stand: event.stand }) : ''].filter(Boolean).join(' — ')
}

export function buildBookingMail(
  change: BookingChange,
  lead: Pick<Lead, 'id' | 'email' | 'booking_version'>,
  event: Pick<Event, 'title' | 'place' | 'stand'>,
  slot: BookedSlot,
  locale: Locale,
  settings: BookingMailSettings,
): MailContent {
  const t = wording(locale, 'Events')
  const m = wording(locale, 'Mail')
  const time = `${slotTime(slot.startsAt, slot.timeZone, locale)} (${zoneName(slot.startsAt, slot.timeZone, locale)})`
  const where = placeLine(event, locale)
  const subject = t(`mail.${change}Subject`, { time })
  const title = t(`mail.${change}Title`)
  const body = t(`mail.${change}Body`)
  const cancelled = change === 'cancelled'
  const home = `${settings.publicSiteUrl}${localizedPath(locale, '/')}`
  const details: Array<[string, string]> = [
    [t('when'), time],
    [t('where'), where],
  ]
  const ics = invitationIcs({
    uid: `booking-${lead.id}@${new URL(settings.publicSiteUrl).hostname}`,
    sequence: Number(lead.booking_version ?? 0),
    start: new Date(slot.startsAt),
    minutes: slot.minutes,
    title: `${event.title} — WAMA Yachts`,
    location: where,
    description: cancelled ? body : t('mail.manageText', { url: settings.manageUrl }),
    url: cancelled ? home : settings.manageUrl,
    organizer: { name: 'WAMA Yachts', email: settings.salesEmail },
    attendee: lead.email,
    cancelled,
  })
  const manage = cancelled
    ? ''
    : `<p style="margin:24px 0"><a href="${escapeHtml(settings.manageUrl)}" style="${MAIL_BUTTON}">${escapeHtml(t('mail.manage'))}</a></p>`
  const rows = details
    .map(
      ([k, v]) =>
        `<tr><th align="left" style="padding:6px 16px 6px 0;font-weight:normal;color:#6b6d72">${escapeHtml(k)}</th><td style="padding:6px 0">${escapeHtml(v)}</td></tr>`,
    )
    .join('')
  return {
    to: lead.email,
    replyTo: settings.replyTo,
    subject: headerSafe(subject),
    text: [
      m('greeting'),
      '',
      `${event.title}`,
      ...details.map(([k, v]) => `${k}: ${v}`),
      '',
      body,
      ...(cancelled ? [] : [t('mail.manageText', { url: settings.manageUrl })]),
      '',
      m('signature'),
      home,
    ].join('\n'),
    html: mailFrame(
      title,
      `<p>${escapeHtml(m('greeting'))}</p>` +
        `<p style="font-family:Georgia,serif;font-size:20px;margin:16px 0 8px">${escapeHtml(event.title)}</p>` +
        `<table role="presentation" style="border-collapse:collapse;font-size:14px">${rows}</table>` +
        `<p>${escapeHtml(body)}</p>${manage}` +
        `<p>${escapeHtml(m('signature'))}<br><a style="color:#8a7346" href="${escapeHtml(home)}">${escapeHtml(home)}</a></p>`,
      locale,
    ),
    attachments: [
      {
        filename: cancelled ? 'cancelled.ics' : 'invitation.ics',
        content: new TextEncoder().encode(ics),
        contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'REQUEST'}`,
      },
    ],
  }
}
