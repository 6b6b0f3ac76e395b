import type { Lead } from '@/lib/cms/payload-types'
import { z } from 'zod'

import { formatEuro, linePrice, priceLineLabel } from '../configurator/pricing'

import { escapeHtml, escapeMultiline, headerSafe, isSafeAddress } from './escape'
import { INTEREST_LABELS, type Interest } from './schemas'

/**
 * The two mails of a lead, built from the stored record (pure, unit-tested). From and To are fixed by
 * the server; the only visitor values that reach a header are the validated Reply-To address and the
 * sanitised subject.
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
  | 'consent'
  | 'consent_text'
  | 'reference'
  | 'configuration'
  | 'total_price'
  | 'brochure_url'
  | 'page_url'
  | 'utm'
  | 'createdAt'
>

export interface MailSettings {
  salesEmail: string
  publicSiteUrl: string
}

interface MailAttachment {
  filename: string
  content: Uint8Array
  contentType: string
}

export interface MailContent {
  to: string
  replyTo?: string
  subject: string
  text: string
  html: string
  attachments?: MailAttachment[]
}

const KIND_LABELS: Record<LeadKind, string> = {
  inquiry: 'Inquiry',
  information: 'Yacht information request',
  brochure: 'Brochure request',
  contact: 'Contact (CMS API)',
  configuration: 'WAMA 26 quote request',
}

function leadDisplayName(lead: LeadRecord): string {
  const full = [lead.first_name, lead.last_name].filter(Boolean).join(' ')
  return (lead.name || full || lead.email).trim()
}

function interestLabel(interest: string | null | undefined): string {
  if (!interest) return ''
  return interest in INTEREST_LABELS ? INTEREST_LABELS[interest as Interest] : interest
}

interface PricedLine {
  label: string
  name: string
  /** "€3,000", or "Included in Wake-Surf Package" */
  price: string
}

/** The pricing a configuration lead stores (lib/leads/routes.ts), as the server computed it at submit time. */
export const storedPricingSchema = z.object({
  model: z.string(),
  basePrice: z.number(),
  lines: z.array(
    z.object({
      kind: z.enum(['color', 'flooring', 'engine', 'option']),
      id: z.string(),
      name: z.string(),
      price: z.number(),
      category: z.optional(z.string()),
      includedIn: z.optional(z.string()),
    }),
  ),
})

function configurationLines(configuration: unknown): { model: string; basePrice: number; lines: PricedLine[] } | null {
  const parsed = storedPricingSchema.safeParse(configuration)
  if (!parsed.success) return null
  const { model, basePrice, lines } = parsed.data
  return {
    model,
    basePrice,
    lines: lines.map((l) => ({ label: priceLineLabel(l), name: l.name, price: linePrice(l) })),
  }
}

function salesSubject(lead: LeadRecord): string {
  const who = leadDisplayName(lead)
  switch (lead.kind) {
    case 'inquiry':
      return `New inquiry: ${interestLabel(lead.interest) || 'General'} — ${who}`
    case 'information':
      return `Information request: ${lead.yacht ?? ''} — ${who}`
    case 'brochure':
      return `Brochure request: ${lead.yacht ?? ''} — ${who}`
    case 'configuration':
      return `Quote request: ${configurationLines(lead.configuration)?.model ?? 'WAMA 26'} ${formatEuro(lead.total_price ?? 0)} — ${who}`
    case 'contact':
      return `New contact: ${who}`
  }
}

function utmText(utm: unknown): string {
  if (!utm || typeof utm !== 'object') return ''
  return Object.entries(utm as Record<string, unknown>)
    .filter(([, v]) => typeof v === 'string' && v)
    .map(([k, v]) => `${k}=${String(v)}`)
    .join(', ')
}

function adminUrl(settings: MailSettings, id: LeadRecord['id']): string {
  return `${settings.publicSiteUrl}/admin/collections/leads/${encodeURIComponent(String(id))}`
}

const wrap = (title: string, inner: string) =>
  `<!doctype html><html><body style="margin:0;background:#f4f1ea;font-family:Helvetica,Arial,sans-serif;color:#1c1d1f">` +
  `<div style="max-width:640px;margin:0 auto;padding:32px 24px">` +
  `<p style="margin:0 0 8px;font-size:11px;letter-spacing:3px;text-transform:uppercase;color:#8a7346">WAMA Yachts</p>` +
  `<h1 style="margin:0 0 24px;font-family:Georgia,serif;font-weight:normal;font-size:26px">${escapeHtml(title)}</h1>` +
  `${inner}</div></body></html>`

export function buildSalesMail(lead: LeadRecord, settings: MailSettings): MailContent {
  const rows: Array<[string, string, boolean?]> = [
    ['Kind', KIND_LABELS[lead.kind]],
    ['Reference', lead.reference ?? ''],
    ['Name', lead.name ?? ''],
    ['First name', lead.first_name ?? ''],
    ['Last name', lead.last_name ?? ''],
    ['Email', lead.email],
    ['Phone', lead.phone ?? ''],
    ['Country', lead.country ?? ''],
    ['Interest', interestLabel(lead.interest)],
    ['Yacht', lead.yacht ?? ''],
    ['Message', lead.message ?? '', true],
    ['Consent', lead.consent ? `Yes: “${lead.consent_text ?? ''}”` : ''],
    ['Brochure', lead.brochure_url ?? ''],
    ['Page', lead.page_url ?? ''],
    ['Campaign', utmText(lead.utm)],
    ['Received', lead.createdAt ?? ''],
  ]
  const shown = rows.filter(([, v]) => v !== '')
  const config = lead.kind === 'configuration' ? configurationLines(lead.configuration) : null

  const textParts = shown.map(([k, v]) => (k === 'Message' ? `${k}:\n${v}` : `${k}: ${v}`))
  if (config) {
    textParts.push(
      '',
      `Configuration (${config.model}, priced by the server):`,
      `Base price: ${formatEuro(config.basePrice)}`,
      ...config.lines.map((l) => `${l.label}: ${l.name} — ${l.price}`),
      `Total: ${formatEuro(lead.total_price ?? 0)}`,
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
      `<tr><td style="${cell}">Base price</td><td style="${cell}"></td><td align="right" style="${cell}">${escapeHtml(formatEuro(config.basePrice))}</td></tr>` +
      config.lines
        .map(
          (l) =>
            `<tr><td style="${cell};color:#6b6d72">${escapeHtml(l.label)}</td><td style="${cell}">${escapeHtml(l.name)}</td>` +
            `<td align="right" style="${cell}">${escapeHtml(l.price)}</td></tr>`,
        )
        .join('') +
      `<tr><th align="left" style="${cell}">Total</th><td style="${cell}"></td><th align="right" style="${cell}">${escapeHtml(formatEuro(lead.total_price ?? 0))}</th></tr>` +
      `</table>`
    : ''
  const html = wrap(
    KIND_LABELS[lead.kind],
    table +
      configTable +
      `<p style="margin:24px 0 0;font-size:14px"><a style="color:#8a7346" href="${escapeHtml(adminUrl(settings, lead.id))}">Open the lead in the admin</a> · reply to this mail to answer the visitor.</p>`,
  )

  return {
    to: settings.salesEmail,
    replyTo: isSafeAddress(lead.email) ? lead.email : undefined,
    subject: headerSafe(salesSubject(lead)),
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
 * The visitor's copy. It goes to an address anyone can type, so it repeats nothing the visitor wrote
 * except their name: the site cannot be used to mail arbitrary text to a third party.
 */
export function buildConfirmationMail(lead: LeadRecord, settings: MailSettings): MailContent {
  const first = (lead.first_name || lead.name || '').trim().split(/\s+/)[0] ?? ''
  const greeting = first ? `Dear ${first},` : 'Hello,'
  const brochure = lead.kind === 'brochure' ? absoluteLink(lead.brochure_url, settings.publicSiteUrl) : null
  const yacht = lead.yacht ?? ''

  let subject: string
  let title: string
  let bodyText: string[]
  let bodyHtml: string
  if (lead.kind === 'brochure') {
    subject = `Your ${yacht} brochure — WAMA Yachts`
    title = `Your ${yacht} brochure`
    bodyText = brochure
      ? [`Thank you for your interest in the ${yacht}. Your brochure is here:`, brochure]
      : [`Thank you for your interest in the ${yacht}. Our team will send you the brochure shortly.`]
    bodyHtml = brochure
      ? `<p>Thank you for your interest in the ${escapeHtml(yacht)}.</p>` +
        `<p><a href="${escapeHtml(brochure)}" style="display:inline-block;padding:12px 24px;background:#c9a96e;color:#0b0b0c;text-decoration:none;letter-spacing:2px;text-transform:uppercase;font-size:12px">Download the brochure</a></p>`
      : `<p>Thank you for your interest in the ${escapeHtml(yacht)}. Our team will send you the brochure shortly.</p>`
  } else {
    subject = 'Thank you for your inquiry — WAMA Yachts'
    title = 'Thank you for your inquiry'
    const about = lead.kind === 'configuration' ? 'your WAMA 26 configuration' : yacht ? `the ${yacht}` : 'your inquiry'
    bodyText = [`We have received your message about ${about}. Our team will reach out to you shortly.`]
    bodyHtml = `<p>We have received your message about ${escapeHtml(about)}. Our team will reach out to you shortly.</p>`
    if (lead.kind === 'configuration' && lead.reference) {
      const sheet = `The specification of your build is attached (reference ${lead.reference}).`
      bodyText.push(sheet)
      bodyHtml += `<p>${escapeHtml(sheet)}</p>`
    }
  }
  const signoff = 'The WAMA Yachts team'
  return {
    to: lead.email,
    subject: headerSafe(subject),
    text: [greeting, '', ...bodyText, '', signoff, settings.publicSiteUrl].join('\n'),
    html: wrap(
      title,
      `<p>${escapeHtml(greeting)}</p>${bodyHtml}<p>${signoff}<br><a style="color:#8a7346" href="${escapeHtml(settings.publicSiteUrl)}">${escapeHtml(settings.publicSiteUrl)}</a></p>`,
    ),
  }
}

export function buildMail(kind: MailKind, lead: LeadRecord, settings: MailSettings): MailContent {
  return kind === 'sales' ? buildSalesMail(lead, settings) : buildConfirmationMail(lead, settings)
}
