/**
 * The lead forms' fixed values and wording, free of zod so that a form can render them without loading
 * its schema (the schema is fetched on first validation, see components/forms/lazyResolver.ts).
 */

/** Anything that could end a mail header line or hide text: CR, LF, other C0 and C1 controls, DEL, U+2028/9, bidi overrides. */
export const SINGLE_LINE = /^[^\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]*$/
/** Multi-line text keeps tabs and line breaks only. */
export const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]*$/

export const LIMITS = {
  name: 120,
  firstName: 80,
  lastName: 80,
  email: 254,
  phone: 40,
  yachtName: 120,
  yachtSlug: 120,
  message: 5000,
  honeypot: 500,
  idempotencyKey: 100,
  pageUrl: 2000,
  utmValue: 200,
} as const

export const INTERESTS = ['Monohulls', 'Catamarans', 'Pontoons', 'Configurator'] as const
export type Interest = (typeof INTERESTS)[number]
/** What the contact form shows for each interest value (Configurator is shown as 'Custom Build'). */
export const INTEREST_LABELS: Record<Interest, string> = {
  Monohulls: 'Monohulls',
  Catamarans: 'Catamarans',
  Pontoons: 'Pontoons',
  Configurator: 'Custom Build',
}

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const

/** Wording; the server stores the text it built itself, never a text sent by the browser. */
export function informationConsentText(product: string): string {
  return `I consent to ${product} contacting me regarding this inquiry.`
}
/** Shown under the footer's Join button; clicking Join is the consent. */
export const NEWSLETTER_CONSENT_TEXT =
  'By joining, I agree to receive the WAMA newsletter. I can unsubscribe at any time.'
