/**
 * The lead forms' fixed values, free of zod so that a form can render them without loading
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
  country: 80,
  homePort: 80,
  message: 5000,
  honeypot: 500,
  idempotencyKey: 100,
  pageUrl: 2000,
  utmValue: 200,
} as const

export const INTERESTS = ['Monohulls', 'Catamarans', 'Pontoons', 'Configurator'] as const
export type Interest = (typeof INTERESTS)[number]

export { UTM_KEYS } from './landing'

/** The limits the Validation messages quote ("under 121 characters"), as the values of their placeholders. */
export const LIMIT_VALUES = {
  nameMax: LIMITS.name + 1,
  firstNameMax: LIMITS.firstName + 1,
  lastNameMax: LIMITS.lastName + 1,
  yachtNameMax: LIMITS.yachtName + 1,
  messageMax: LIMITS.message + 1,
  quoteNameMax: LIMITS.name,
  countryMax: LIMITS.country,
  homePortMax: LIMITS.homePort,
  quoteMessageMax: LIMITS.message,
} as const

/** Whether a schema's message is a key of `messages` (a catalogue namespace) rather than a worded text. */
export function isMessageKey<T extends object>(messages: T, message: string): message is Extract<keyof T, string> {
  return Object.hasOwn(messages, message)
}
