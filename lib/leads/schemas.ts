import * as z from 'zod/mini'

import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/config'
import type { validation } from '@/lib/i18n/messages/validation'

/**
 * One schema per form, shared by the browser (react-hook-form + zodResolver) and the route
 * handlers (safeParse). zod/mini keeps the forms' client bundle small; it is zod v4 like `zod`.
 *
 * `*FormSchema` = the fields a visitor types; `*RequestSchema` = the JSON body the endpoint accepts
 * (form fields + the meta fields every form adds on submit).
 */

import { INTERESTS, LIMITS, MULTI_LINE, SINGLE_LINE, UTM_KEYS } from './constants'
import { BUDGETS, INTENDED_USES, TIMEFRAMES } from './qualification'

export * from './constants'

const PHONE = /^[0-9+().\- /]*$/

/** A schema message: a key of the Validation namespace, worded in the page's language where it is shown. */
export type ValidationKey = keyof (typeof validation)['en']

/** Checks a message is a Validation key. */
const msg = (key: ValidationKey) => key
const str = (required: ValidationKey) => z.string(required)

// zod runs length checks on any value that has a `length`, even after the type check refused it, and one
// whose `length` cannot be compared made the parse throw: the limits only look at text and lists.
const onTextOrList = {
  when: (payload: z.core.ParsePayload) => typeof payload.value === 'string' || Array.isArray(payload.value),
}
/** A length floor that never throws on a value of the wrong type (the type check has refused it already). */
export const minLen = (min: number, error?: ValidationKey) => z.minLength(min, { error, ...onTextOrList })
/** A length cap that never throws on a value of the wrong type (the type check has refused it already). */
export const maxLen = (max: number, error?: ValidationKey) => z.maxLength(max, { error, ...onTextOrList })

/** A required one-line text of at most `max` characters, with its three messages. */
export function singleLine(
  max: number,
  messages: { required: ValidationKey; tooLong: ValidationKey; oneLine: ValidationKey },
) {
  return str(messages.required).check(
    z.trim(),
    minLen(1, messages.required),
    maxLen(max, messages.tooLong),
    z.regex(SINGLE_LINE, messages.oneLine),
  )
}

const name = singleLine(LIMITS.name, { required: 'nameRequired', tooLong: 'nameTooLong', oneLine: 'nameOneLine' })
const firstName = singleLine(LIMITS.firstName, {
  required: 'firstNameRequired',
  tooLong: 'firstNameTooLong',
  oneLine: 'firstNameOneLine',
})
const lastName = singleLine(LIMITS.lastName, {
  required: 'lastNameRequired',
  tooLong: 'lastNameTooLong',
  oneLine: 'lastNameOneLine',
})
const yachtName = singleLine(LIMITS.yachtName, {
  required: 'yachtRequired',
  tooLong: 'yachtNameTooLong',
  oneLine: 'yachtNameOneLine',
})

export const email = z.pipe(
  str('emailRequired').check(z.trim(), minLen(1, msg('emailRequired')), maxLen(LIMITS.email, msg('emailTooLong'))),
  z.email(msg('emailInvalid')),
)

export const phone = z.optional(
  z
    .string(msg('phoneInvalid'))
    .check(z.trim(), maxLen(LIMITS.phone, msg('phoneTooLong')), z.regex(PHONE, msg('phoneInvalid'))),
)

const messageTooLong = msg('messageTooLong')
const messageControls = msg('messageControls')
const requiredMessage = str('messageRequired').check(
  z.trim(),
  minLen(1, msg('messageRequired')),
  maxLen(LIMITS.message, messageTooLong),
  z.regex(MULTI_LINE, messageControls),
)
const optionalMessage = z.optional(
  z
    .string(msg('messageInvalid'))
    .check(z.trim(), maxLen(LIMITS.message, messageTooLong), z.regex(MULTI_LINE, messageControls)),
)

/** A list's choice, or "" for "not said", which the parsed value leaves out. */
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.optional(
    z.pipe(
      z.enum(['', ...values], msg('choiceInvalid')),
      z.transform((v): T[number] | undefined => v || undefined),
    ),
  )

/** The optional qualification of an inquiry or a quote (lib/leads/qualification.ts). */
export const qualificationShape = {
  budget: choice(BUDGETS),
  timeframe: choice(TIMEFRAMES),
  intended_use: choice(INTENDED_USES),
  home_port: z.optional(
    z
      .string(msg('homePortInvalid'))
      .check(z.trim(), maxLen(LIMITS.homePort, msg('homePortTooLong')), z.regex(SINGLE_LINE, msg('homePortInvalid'))),
  ),
}

const CONSENT_REQUIRED = msg('consentRequired')
/** The checkbox in the browser (boolean in, must be ticked) … */
const consentBox = z.boolean(CONSENT_REQUIRED).check(z.refine((v) => v, CONSENT_REQUIRED))
/** … and on the wire, where only `true` is accepted. */
const consent = z.literal(true, CONSENT_REQUIRED)

// --- meta fields: added by every form on submit; lenient, because they describe the visit, not the lead ---

const utmValue = z.string().check(z.trim(), maxLen(LIMITS.utmValue), z.regex(SINGLE_LINE))
const utm = z.partial(
  z.object({
    utm_source: utmValue,
    utm_medium: utmValue,
    utm_campaign: utmValue,
    utm_term: utmValue,
    utm_content: utmValue,
  } satisfies Record<(typeof UTM_KEYS)[number], typeof utmValue>),
)

export const metaSchema = z.object({
  /** Honeypot: hidden from people; anything in it marks the submission as spam. A non-string counts as filled. */
  website: z.catch(z.optional(z.string().check(maxLen(LIMITS.honeypot))), 'invalid'),
  /** When the form was shown (ms since epoch, browser clock), for the minimum fill time. */
  startedAt: z.catch(z.optional(z.int().check(z.nonnegative())), undefined),
  /** One per intended submission; a retried submit reuses it so one lead is stored. */
  idempotencyKey: z.catch(
    z.optional(z.string().check(z.trim(), minLen(8), maxLen(LIMITS.idempotencyKey), z.regex(/^[A-Za-z0-9_-]+$/))),
    undefined,
  ),
  /** The language of the page the form is on: the lead's mails are written in it. */
  locale: z.catch(z.enum(LOCALES), DEFAULT_LOCALE),
  pageUrl: z.catch(
    z.optional(z.string().check(z.trim(), maxLen(LIMITS.pageUrl), z.regex(/^https?:\/\/[^\s]+$/))),
    undefined,
  ),
  /** The utm_* parameters of the visit's landing URL. */
  utm: z.catch(z.optional(utm), undefined),
})
export type LeadMeta = z.output<typeof metaSchema>

// --- contact / send-email ---

export const contactFormSchema = z.object({
  name,
  email,
  phone,
  interest: z.enum(INTERESTS, msg('interestRequired')),
  message: requiredMessage,
  ...qualificationShape,
})
export const contactRequestSchema = z.extend(contactFormSchema, metaSchema.shape)
export type ContactFormInput = z.input<typeof contactFormSchema>
export type ContactFormValues = z.output<typeof contactFormSchema>
export type ContactRequest = z.output<typeof contactRequestSchema>

// --- yacht "Request Information" (also POST /api/send-email; interest holds the yacht name) ---

export const informationFormSchema = z.object({
  name,
  email,
  phone,
  message: optionalMessage,
  ...qualificationShape,
  consent: consentBox,
})
export const informationRequestSchema = z.extend(informationFormSchema, {
  ...metaSchema.shape,
  consent,
  yachtName,
  /** Sent for compatibility with the spec's body (interest = yacht name); yachtName wins. */
  interest: z.optional(z.string(msg('yachtNameTooLong')).check(maxLen(LIMITS.yachtName, msg('yachtNameTooLong')))),
})
export type InformationFormInput = z.input<typeof informationFormSchema>
export type InformationFormValues = z.output<typeof informationFormSchema>
export type InformationRequest = z.output<typeof informationRequestSchema>

// --- brochure ---

export const brochureFormSchema = z.object({
  firstName,
  lastName,
  email,
  phone,
})
export const brochureRequestSchema = z.extend(brochureFormSchema, {
  ...metaSchema.shape,
  yachtName,
  yachtSlug: z.optional(
    z
      .string(msg('yachtRequired'))
      .check(z.trim(), maxLen(LIMITS.yachtSlug, msg('yachtRequired')), z.regex(/^[a-z0-9-]*$/, msg('yachtRequired'))),
  ),
})
export type BrochureFormInput = z.input<typeof brochureFormSchema>
export type BrochureFormValues = z.output<typeof brochureFormSchema>
export type BrochureRequest = z.output<typeof brochureRequestSchema>

// --- newsletter ---

export const newsletterFormSchema = z.object({ email })
export const newsletterRequestSchema = z.extend(newsletterFormSchema, {
  ...metaSchema.shape,
  consent: z.literal(true, msg('newsletterConsentRequired')),
})
export type NewsletterFormInput = z.input<typeof newsletterFormSchema>
export type NewsletterFormValues = z.output<typeof newsletterFormSchema>
export type NewsletterRequest = z.output<typeof newsletterRequestSchema>

/** `{ field: "first message" }` from a failed parse (messages are Validation keys until worded for a language). */
export function fieldErrors(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_'
    fields[key] ??= issue.message
  }
  return fields
}
