import type { Lead } from '@/lib/cms/payload-types'
import { DEFAULT_LOCALE, TUNIS_TIME_ZONE, formatEuros, isLocale, localizedPath, type Locale } from '@/lib/i18n/config'
import { messagesFor } from '@/lib/i18n/messages'
import { forms } from '@/lib/i18n/messages/forms'

import { isBuildCode } from '@/lib/configurator/build-code'
import { buildLink, quotedBuild, storedPricingSchema, type StoredLine } from '@/lib/configurator/priced-build'

import { isMessageKey } from './constants'
import { escapeHtml, escapeMultiline, headerSafe, isSafeAddress } from '@/lib/mail/escape'
import { MAIL_BUTTON, mailFrame } from '@/lib/mail/frame'
import type { MailContent } from '@/lib/mail/mailer'
import { msUntil, spanText } from './response-clock'
import { wording } from './wording'

/**
 * The two mails of a lead, built from the stored record (pure, unit-tested). From and To are fixed by
 * the server; the only visitor values that reach a header are the validated Reply-To address and the
 * sanitised subject. The visitor's mail is written in the lead's language, the sales team's in English.
 */

export type LeadKind = Lead['kind']
export type MailKind = 'sales' | 'confirmation'

/** The lead fields the mails read, as the database stores them. */
export type LeadRecord = Pick<
  Lead,
  | 'id'
  | 'kind'
  | 'name'
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'phone'
  | 'country'
  | 'interest'
  | 'yacht'
  | 'message'
  | 'budget'
  | 'timeframe'
  | 'intended_use'
  | 'home_port'
  | 'score'
  | 'consent'
  | 'consent_text'
  | 'consent_version'
  | 'reference'
  | 'respond_by'
  | 'configuration'
  | 'total_price'
  | 'brochure_url'
  | 'page_url'
  | 'utm'
  | 'createdAt'
> &
  Partial<Pick<Lead, 'slot_starts_at' | 'booking_status'>> &
  // Optional: a record stored before leads had a language is English.
  Partial<Pick<Lead, 'locale'>>

export interface MailSettings {
  salesEmail: string
  publicSiteUrl: string
  /** The lead's owner: the sales mail goes to them (the shared sales address in copy when `copySales`). */
  owner?: { email: string; name: string }
  copySales?: boolean
  /** The same mail for someone else, and why: a lead handed to its new owner, or overdue to a sales manager. */
  notice?: { kind: 'handedOver' | 'overdue'; to: string }
}

const NOTICE_SUBJECTS = { handedOver: 'Now yours: ', overdue: 'Overdue: ' } as const

const KIND_LABELS: Record<LeadKind, string> = {
  inquiry: 'Inquiry',
  information: 'Yacht information request',
  brochure: 'Brochure request',
  contact: 'Contact (CMS API)',
  configuration: 'WAMA 26 quote request',
  appointment: 'Sea trial or show booking',
}

export function leadLocale(lead: Pick<LeadRecord, 'locale'>): Locale {
  return isLocale(lead.locale) ? lead.locale : DEFAULT_LOCALE
}

/** The interest as the English contact form names it (Configurator is 'Custom Build'). */
function interestLabel(interest: string | null | undefined): string {
  if (!interest) return ''
  const labels = messagesFor('en').Forms.interests
  return isMessageKey(labels, interest) ? labels[interest] : interest
}

/** "French": the lead's language named in English, for the sales team. */
export function languageName(locale: Locale): string {
  return new Intl.DisplayNames(['en'], { type: 'language' }).of(locale) ?? locale
}

interface PricedLine {
  label: string
  name: string
  /** "€3,000", or "Included in Wake-Surf Package" */
  price: string
}

/** A priced line as a mail or the spec sheet lists it: its label, the choice, its price, in `locale`. */
export function pricedLine(line: StoredLine, locale: Locale): PricedLine {
  const t = wording(locale, 'Mail')
  return {
    label: line.kind === 'option' && line.category ? line.category : t(`lines.${line.kind}`),
    name: line.name,
    price: line.includedIn ? t('lines.includedIn', { name: line.includedIn }) : formatEuros(line.price, locale),
  }
}

function configurationLines(
  configuration: unknown,
  locale: Locale,
): { model: string; basePrice: number; lines: PricedLine[] } | null {
  const parsed = storedPricingSchema.safeParse(configuration)
  if (!parsed.success) return null
  const { model, basePrice, lines } = parsed.data
  return { model, basePrice, lines: lines.map((l) => pricedLine(l, locale)) }
}

/** A booked time as the yard reads it. */
const tunisTime = (iso: string) =>
  `${new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone: TUNIS_TIME_ZONE }).format(new Date(iso))} (Tunis time)`

/** Sales mail amounts: English, whatever the lead's language. */
const euros = (value: number) => formatEuros(value, 'en')

/** Our words and the lead's number only: a subject is read before anyone opens the mail, and filters judge it. */
function salesSubject(lead: LeadRecord): string {
  return `${KIND_LABELS[lead.kind]} #${lead.id} — WAMA Yachts`
}

function utmText(utm: unknown): string {
  if (!utm || typeof utm !== 'object') return ''
  return Object.entries(utm)
    .filter(([, v]) => typeof v === 'string' && v)
    .map(([k, v]) => `${k}=${String(v)}`)
    .join(', ')
}

function adminUrl(settings: MailSettings, id: LeadRecord['id']): string {
  return `${settings.publicSiteUrl}/admin/collections/leads/${encodeURIComponent(String(id))}`
}

/** The qualification answers as the English form words them. */
const ASKED = forms.en.qualification

const salesBuildLink = (lead: LeadRecord, publicSiteUrl: string): string => {
  const build = quotedBuild(lead.configuration)
  return build && isBuildCode(lead.reference) ? buildLink(lead, build, publicSiteUrl, DEFAULT_LOCALE) : ''
}

export function buildSalesMail(lead: LeadRecord, settings: MailSettings): MailContent {
  const rows: Array<[string, string, boolean?]> = [
    ['Kind', KIND_LABELS[lead.kind]],
    ['Language', languageName(leadLocale(lead))],
    ['Reference', lead.reference ?? ''],
    ['Build', salesBuildLink(lead, settings.publicSiteUrl)],
    ['Name', lead.name ?? ''],
    ['First name', lead.first_name ?? ''],
    ['Last name', lead.last_name ?? ''],
    ['Email', lead.email],
    ['Phone', lead.phone ?? ''],
    ['Country', lead.country ?? ''],
    ['Interest', interestLabel(lead.interest)],
    ['Yacht', lead.yacht ?? ''],
    ['Booked for', lead.slot_starts_at ? tunisTime(lead.slot_starts_at) : ''],
    ['Message', lead.message ?? '', true],
    ['Budget', lead.budget ? ASKED.budgets[lead.budget] : ''],
    ['Buying', lead.timeframe ? ASKED.timeframes[lead.timeframe] : ''],
    ['Use', lead.intended_use ? ASKED.uses[lead.intended_use] : ''],
    ['Home port', lead.home_port ?? ''],
    ['Score', lead.score ? `${lead.score} / 100` : ''],
    [
      'Consent',
      lead.consent
        ? `Yes: “${lead.consent_text ?? ''}”${lead.consent_version ? ` (version ${lead.consent_version})` : ''}`
        : '',
    ],
    ['Brochure', lead.brochure_url ?? ''],
    ['Page', lead.page_url ?? ''],
    ['Campaign', utmText(lead.utm)],
    ['Received', lead.createdAt ?? ''],
    ['Owner', settings.owner ? `${settings.owner.name} <${settings.owner.email}>` : ''],
    ['First answer due', lead.respond_by ?? ''],
  ]
  const shown = rows.filter(([, v]) => v !== '')
  const config = lead.kind === 'configuration' ? configurationLines(lead.configuration, 'en') : null

  const textParts = shown.map(([k, v]) => (k === 'Message' ? `${k}:\n${v}` : `${k}: ${v}`))
  if (config) {
    textParts.push(
      '',
      `Configuration (${config.model}, priced by the server):`,
      `Base price: ${euros(config.basePrice)}`,
      ...config.lines.map((l) => `${l.label}: ${l.name} — ${l.price}`),
      `Total: ${euros(lead.total_price ?? 0)}`,
    )
  }
  textParts.push('', `Open in the admin: ${adminUrl(settings, lead.id)}`, 'Reply to this mail to answer the visitor.')

  const cell = 'padding:8px 12px;border-bottom:1px solid #e3dccb;vertical-align:top;font-size:14px'
  const table =
    `<table role="presentation" style="width:100%;border-collapse:collapse;background:#fff">` +
    shown
      .map(
        ([k, v, multi]) =>
          `<tr><th align="left" style="${cell};width:130px;color:#6b6d72;font-weight:normal">${escapeHtml(k)}</th>` +
          `<td style="${cell}">${multi ? escapeMultiline(v) : escapeHtml(v)}</td></tr>`,
      )
      .join('') +
    `</table>`
  const configTable = config
    ? `<h2 style="margin:32px 0 12px;font-family:Georgia,serif;font-weight:normal;font-size:20px">Configuration: ${escapeHtml(config.model)}</h2>` +
      `<table role="presentation" style="width:100%;border-collapse:collapse;background:#fff">` +
      `<tr><td style="${cell}">Base price</td><td style="${cell}"></td><td align="right" style="${cell}">${escapeHtml(euros(config.basePrice))}</td></tr>` +
      config.lines
        .map(
          (l) =>
            `<tr><td style="${cell};color:#6b6d72">${escapeHtml(l.label)}</td><td style="${cell}">${escapeHtml(l.name)}</td>` +
            `<td align="right" style="${cell}">${escapeHtml(l.price)}</td></tr>`,
        )
        .join('') +
      `<tr><th align="left" style="${cell}">Total</th><td style="${cell}"></td><th align="right" style="${cell}">${escapeHtml(euros(lead.total_price ?? 0))}</th></tr>` +
      `</table>`
    : ''
  const html = mailFrame(
    KIND_LABELS[lead.kind],
    table +
      configTable +
      `<p style="margin:24px 0 0;font-size:14px"><a style="color:#8a7346" href="${escapeHtml(adminUrl(settings, lead.id))}">Open the lead in the admin</a> · reply to this mail to answer the visitor.</p>`,
    'en',
  )

  const { owner, notice } = settings
  const copy = owner && settings.copySales && !notice && owner.email !== settings.salesEmail
  return {
    to: notice?.to ?? owner?.email ?? settings.salesEmail,
    ...(copy ? { cc: settings.salesEmail } : {}),
    replyTo: isSafeAddress(lead.email) ? lead.email : undefined,
    subject: headerSafe(`${notice ? NOTICE_SUBJECTS[notice.kind] : ''}${salesSubject(lead)}`),
    text: textParts.join('\n'),
    html,
  }
}

/** Absolute link for a stored brochure URL (may be site-relative). Only http(s) links are mailed. */
function absoluteLink(url: string | null | undefined, siteUrl: string): string | null {
  if (!url) return null
  try {
    const u = new URL(url, `${siteUrl}/`)
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.toString() : null
  } catch {
    return null
  }
}

/**
 * The visitor's copy, in their language, answered to the lead's owner. It goes to an address anyone can type, so it repeats nothing the
 * visitor wrote, not even their name: only our wording and what the CMS holds (the routes store `yacht` only
 * when the CMS knows it), so the site cannot be used to mail an attacker's text to a third party.
 */
export function buildConfirmationMail(lead: LeadRecord, settings: MailSettings): MailContent {
  const locale = leadLocale(lead)
  const t = wording(locale, 'Mail')
  const greeting = t('greeting')
  const brochure = lead.kind === 'brochure' ? absoluteLink(lead.brochure_url, settings.publicSiteUrl) : null
  const yacht = lead.yacht ?? ''

  let subject: string
  let title: string
  let bodyText: string[]
  let bodyHtml: string
  if (lead.kind === 'brochure') {
    subject = yacht ? t('brochure.subject', { yacht }) : t('brochure.subjectGeneric')
    title = yacht ? t('brochure.title', { yacht }) : t('brochure.titleGeneric')
    const thanks = yacht ? t('brochure.thanks', { yacht }) : t('brochure.thanksGeneric')
    const later = `${thanks} ${t('brochure.later')}`
    bodyText = brochure ? [`${thanks} ${t('brochure.here')}`, brochure] : [later]
    bodyHtml = brochure
      ? `<p>${escapeHtml(thanks)}</p>` +
        `<p><a href="${escapeHtml(brochure)}" style="${MAIL_BUTTON}">${escapeHtml(t('brochure.download'))}</a></p>`
      : `<p>${escapeHtml(later)}</p>`
  } else {
    subject = t('inquiry.subject')
    title = t('inquiry.title')
    const received =
      lead.kind === 'configuration'
        ? t('inquiry.aboutConfiguration')
        : yacht
          ? t('inquiry.aboutYacht', { yacht })
          : t('inquiry.aboutInquiry')
    bodyText = [received]
    bodyHtml = `<p>${escapeHtml(received)}</p>`
    if (lead.kind === 'configuration' && lead.reference) {
      const sheet = t('inquiry.specAttached', { reference: lead.reference })
      bodyText.push(sheet)
      bodyHtml += `<p>${escapeHtml(sheet)}</p>`
      const build = quotedBuild(lead.configuration)
      if (build && isBuildCode(lead.reference)) {
        const link = buildLink(lead, build, settings.publicSiteUrl, locale)
        const again = t('inquiry.buildKept')
        bodyText.push(`${again} ${link}`)
        bodyHtml += `<p>${escapeHtml(again)} <a style="color:#8a7346" href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`
      }
    }
  }
  const signoff = t('signature')
  const home =
    locale === DEFAULT_LOCALE ? settings.publicSiteUrl : `${settings.publicSiteUrl}${localizedPath(locale, '/')}`
  return {
    to: lead.email,
    // A visitor who answers the mail reaches the person who owns their lead, or the sales team.
    replyTo: settings.owner?.email ?? settings.salesEmail,
    subject: headerSafe(subject),
    text: [greeting, '', ...bodyText, '', signoff, home].join('\n'),
    html: mailFrame(
      title,
      `<p>${escapeHtml(greeting)}</p>${bodyHtml}<p>${escapeHtml(signoff)}<br><a style="color:#8a7346" href="${escapeHtml(home)}">${escapeHtml(home)}</a></p>`,
      locale,
    ),
  }
}

export function buildMail(kind: MailKind, lead: LeadRecord, settings: MailSettings): MailContent {
  return kind === 'sales' ? buildSalesMail(lead, settings) : buildConfirmationMail(lead, settings)
}

/** A lead as the morning digest lists it: with its status. */
type DigestLead = LeadRecord & Pick<Lead, 'status'>

const clockText = (lead: DigestLead, now: Date): string => {
  if (lead.status !== 'new' || !lead.respond_by) return capitalised(lead.status ?? 'new')
  const left = msUntil(Date.parse(lead.respond_by), now.getTime())
  return left < 0 ? `New, first answer overdue by ${spanText(left)}` : `New, first answer due in ${spanText(left)}`
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

/** An owner's morning list of the leads still theirs to work, those awaiting a first answer first. */
export function buildDigestMail(
  owner: { email: string; name: string },
  leads: readonly DigestLead[],
  day: string,
  settings: MailSettings,
  now: Date,
): MailContent {
  const waiting = (l: DigestLead) => (l.status === 'new' && l.respond_by ? Date.parse(l.respond_by) : Infinity)
  const ordered = [...leads].sort((a, b) => waiting(a) - waiting(b))
  const overdue = ordered.filter((l) => waiting(l) < now.getTime()).length
  const who = (l: LeadRecord) => [l.name, `<${l.email}>`].filter(Boolean).join(' ')
  const lines = ordered.map(
    (l) => `#${l.id} ${KIND_LABELS[l.kind]} — ${who(l)} — ${clockText(l, now)}\n  ${adminUrl(settings, l.id)}`,
  )
  const rows = ordered
    .map(
      (l) =>
        `<tr><td style="padding:6px 12px 6px 0"><a style="color:#8a7346" href="${escapeHtml(adminUrl(settings, l.id))}">#${escapeHtml(String(l.id))}</a></td>` +
        `<td style="padding:6px 12px 6px 0">${escapeHtml(KIND_LABELS[l.kind])}</td>` +
        `<td style="padding:6px 12px 6px 0">${escapeHtml(who(l))}</td>` +
        `<td style="padding:6px 0">${escapeHtml(clockText(l, now))}</td></tr>`,
    )
    .join('')
  const summary = `${ordered.length} open${overdue ? `, ${overdue} overdue` : ''}`
  return {
    to: owner.email,
    subject: headerSafe(`Your leads on ${day}: ${summary} — WAMA Yachts`),
    text: [`Good morning ${owner.name},`, '', `Your leads still open (${summary}):`, '', ...lines].join('\n'),
    html: mailFrame(
      `Your leads on ${day}`,
      `<p>Good morning ${escapeHtml(owner.name)}, here are your leads still open (${escapeHtml(summary)}).</p>` +
        `<table style="border-collapse:collapse;font-size:14px">${rows}</table>`,
      'en',
    ),
  }
}

/** The mail of a reply: the author's words as they wrote them, in the brand's frame. */
export function buildReplyMail(
  reply: { subject: string; body: string },
  to: string,
  author: { email: string },
  locale: Locale,
): MailContent {
  const subject = headerSafe(reply.subject)
  return {
    to,
    replyTo: author.email,
    subject,
    text: reply.body,
    html: mailFrame(subject, `<p>${escapeMultiline(reply.body).replace(/(<br>){2,}/g, '</p><p>')}</p>`, locale),
  }
}
