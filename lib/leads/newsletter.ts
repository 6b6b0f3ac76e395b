import { createHmac, timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'
import { z } from 'zod'

import type { Subscriber } from '@/lib/cms/payload-types'
import { localizedPath } from '@/lib/i18n/config'

import { escapeHtml } from '@/lib/mail/escape'
import { env } from '@/lib/env'

import { leadLocale } from './mail-content'
import { MAIL_BUTTON, mailFrame } from '@/lib/mail/frame'
import { type MailContent } from '@/lib/mail/mailer'
import { wording } from './wording'

/**
 * The newsletter's double opt-in: a new address is mailed a link that confirms it, and every mail carries
 * a link (and the one-click headers mail clients show as "Unsubscribe") that takes it off the list. The
 * links carry the subscriber's id and a signature of it with its address, so they need no stored token
 * and stop working if the address is changed.
 */

type SubscriberStatus = Subscriber['status']
export type NewsletterAction = 'confirm' | 'unsubscribe'
const NEWSLETTER_ACTIONS: readonly NewsletterAction[] = ['confirm', 'unsubscribe']
export const isNewsletterAction = (value: unknown): value is NewsletterAction =>
  NEWSLETTER_ACTIONS.some((action) => action === value)

const SIGNATURE_LENGTH = 32

/** A link's two parameters, read from its query or from the form the page posts. */
export const subscriberLinkSchema = z.object({
  s: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  t: z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${SIGNATURE_LENGTH}}$`)),
})
export type SubscriberLink = z.output<typeof subscriberLinkSchema>

export function subscriberSignature(id: number, email: string, secret: string): string {
  return createHmac('sha256', secret)
    .update(`newsletter:${id}:${email.trim().toLowerCase()}`)
    .digest('base64url')
    .slice(0, SIGNATURE_LENGTH)
}

/** What a link is built from: the site's address and the secret that signs it (the server's Payload secret). */
export type LinkSettings = { publicSiteUrl: string; secret: string }

/** The running server's link settings. */
export const linkSettings = (): LinkSettings => ({ publicSiteUrl: env().publicSiteUrl, secret: env().payloadSecret })

const linkQuery = (subscriber: Pick<Subscriber, 'id' | 'email'>, secret: string) =>
  new URLSearchParams({ s: String(subscriber.id), t: subscriberSignature(subscriber.id, subscriber.email, secret) })

/** The page of one action for this subscriber, in their language. */
export function subscriberPageUrl(
  action: NewsletterAction,
  subscriber: Pick<Subscriber, 'id' | 'email' | 'locale'>,
  settings: LinkSettings,
): string {
  const locale = leadLocale(subscriber)
  const path = localizedPath(locale, `/newsletter/${action}`)
  return `${settings.publicSiteUrl}${path}?${linkQuery(subscriber, settings.secret)}`
}

/** The address mail clients POST `List-Unsubscribe=One-Click` to (RFC 8058). */
function oneClickUnsubscribeUrl(subscriber: Pick<Subscriber, 'id' | 'email'>, settings: LinkSettings): string {
  return `${settings.publicSiteUrl}/api/newsletter/unsubscribe?${linkQuery(subscriber, settings.secret)}`
}

/** The subscriber a link names, if its signature is right. */
export async function subscriberOf(payload: Payload, link: SubscriberLink, secret: string): Promise<Subscriber | null> {
  const subscriber = await payload.findByID({
    collection: 'subscribers',
    id: link.s,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!subscriber) return null
  const expected = Buffer.from(subscriberSignature(subscriber.id, subscriber.email, secret))
  const given = Buffer.from(link.t)
  return expected.length === given.length && timingSafeEqual(expected, given) ? subscriber : null
}

/** What an action does to a status; `null` where it leaves it as it is. */
export function statusAfter(action: NewsletterAction, status: SubscriberStatus): SubscriberStatus | null {
  if (action === 'confirm') return status === 'pending' ? 'subscribed' : null
  return status === 'unsubscribed' ? null : 'unsubscribed'
}

/** A second Join of an address still awaiting confirmation sends the mail again, at most this often. */
const RESEND_AFTER_MS = 10 * 60_000

/**
 * Whether joining with a known address asks it to confirm again: after it left, or while it awaits
 * confirmation if its mail failed or went out long enough ago (a lost or deleted mail), not more often.
 */
export function joinAsksAgain(
  known: Pick<Subscriber, 'status' | 'mail_status' | 'confirmation_requested_at' | 'createdAt'>,
  now: number,
): boolean {
  if (known.status === 'unsubscribed') return true
  if (known.status !== 'pending') return false
  const requested = Date.parse(known.confirmation_requested_at ?? known.createdAt)
  return known.mail_status === 'failed' || now - requested > RESEND_AFTER_MS
}

/** Applies an action through a link; null when the link is not valid. */
export async function actOnLink(
  payload: Payload,
  action: NewsletterAction,
  link: SubscriberLink,
  secret: string,
): Promise<Subscriber | null> {
  const subscriber = await subscriberOf(payload, link, secret)
  if (!subscriber) return null
  const next = statusAfter(action, subscriber.status)
  if (next === null) return subscriber
  return payload.update({
    collection: 'subscribers',
    id: subscriber.id,
    data: { status: next },
    depth: 0,
    overrideAccess: true,
  })
}

/** The mail that asks a new address to confirm itself, in the subscriber's language. */
export function buildSubscriberMail(
  subscriber: Pick<Subscriber, 'id' | 'email' | 'locale'>,
  settings: LinkSettings,
): MailContent {
  const locale = leadLocale(subscriber)
  const t = wording(locale, 'Mail')
  const confirm = subscriberPageUrl('confirm', subscriber, settings)
  const unsubscribe = subscriberPageUrl('unsubscribe', subscriber, settings)
  const asked = t('newsletter.asked')
  return {
    to: subscriber.email,
    subject: t('newsletter.subject'),
    text: [
      t('greeting'),
      '',
      asked,
      confirm,
      '',
      t('newsletter.ignore'),
      '',
      t('signature'),
      '',
      `${t('newsletter.leave')} ${unsubscribe}`,
    ].join('\n'),
    html: mailFrame(
      t('newsletter.title'),
      `<p>${escapeHtml(t('greeting'))}</p><p>${escapeHtml(asked)}</p>` +
        `<p><a href="${escapeHtml(confirm)}" style="${MAIL_BUTTON}">${escapeHtml(t('newsletter.confirm'))}</a></p>` +
        `<p>${escapeHtml(t('newsletter.ignore'))}</p><p>${escapeHtml(t('signature'))}</p>` +
        `<p style="margin-top:32px;font-size:12px;color:#6b6d72">${escapeHtml(t('newsletter.leave'))} ` +
        `<a style="color:#6b6d72" href="${escapeHtml(unsubscribe)}">${escapeHtml(t('newsletter.unsubscribe'))}</a></p>`,
      locale,
    ),
    unsubscribe: oneClickUnsubscribeUrl(subscriber, settings),
  }
}
