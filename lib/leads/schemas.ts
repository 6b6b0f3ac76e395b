import * as z from 'zod/mini'

/**
 * One schema per form, shared by the browser (react-hook-form + zodResolver) and the route
 * handlers (safeParse). zod/mini keeps the forms' client bundle small; it is zod v4 like `zod`.
 *
 * `*FormSchema` = the fields a visitor types; `*RequestSchema` = the JSON body the endpoint accepts
 * (form fields + the meta fields every form adds on submit).
 */

import { INTERESTS, LIMITS, MULTI_LINE, SINGLE_LINE, UTM_KEYS } from './constants'

export * from './constants'

const PHONE = /^[0-9+().\- /]*$/

const str = (required: string) => z.string(required)

function singleLine(label: string, max: number, requiredMessage: string) {
  return str(requiredMessage).check(
    z.trim(),
    z.minLength(1, requiredMessage),
    z.maxLength(max, `Please keep the ${label} under ${max + 1} characters.`),
    z.regex(SINGLE_LINE, `Please keep the ${label} on one line.`),
  )
}

const name = singleLine('name', LIMITS.name, 'Please enter your name.')
const firstName = singleLine('first name', LIMITS.firstName, 'Please enter your first name.')
const lastName = singleLine('last name', LIMITS.lastName, 'Please enter your last name.')
const yachtName = singleLine('yacht name', LIMITS.yachtName, 'Please choose a yacht.')

const email = z.pipe(
  str('Please enter your email.').check(
    z.trim(),
    z.minLength(1, 'Please enter your email.'),
    z.maxLength(LIMITS.email, 'Please enter a shorter email address.'),
  ),
  z.email('Please enter a valid email address.'),
)

const phone = z.optional(
  z
    .string('Please enter a valid phone number.')
    .check(
      z.trim(),
      z.maxLength(LIMITS.phone, 'Please enter a shorter phone number.'),
      z.regex(PHONE, 'Please enter a valid phone number.'),
    ),
)

const messageTooLong = `Please keep your message under ${LIMITS.message + 1} characters.`
const messageControls = 'Please remove control characters from your message.'
const requiredMessage = str('Please enter a message.').check(
  z.trim(),
  z.minLength(1, 'Please enter a message.'),
  z.maxLength(LIMITS.message, messageTooLong),
  z.regex(MULTI_LINE, messageControls),
)
const optionalMessage = z.optional(
  z
    .string('Please enter a valid message.')
    .check(z.trim(), z.maxLength(LIMITS.message, messageTooLong), z.regex(MULTI_LINE, messageControls)),
)

const CONSENT_REQUIRED = 'Please tick the box so we may contact you.'
/** The checkbox in the browser (boolean in, must be ticked) … */
const consentBox = z.boolean(CONSENT_REQUIRED).check(z.refine((v) => v, CONSENT_REQUIRED))
/** … and on the wire, where only `true` is accepted. */
const consent = z.literal(true, CONSENT_REQUIRED)

// --- meta fields: added by every form on submit; lenient, because they describe the visit, not the lead ---

const utmValue = z.string().check(z.trim(), z.maxLength(LIMITS.utmValue), z.regex(SINGLE_LINE))
const utm = z.partial(
  z.object(
    Object.fromEntries(UTM_KEYS.map((k) => [k, utmValue])) as Record<(typeof UTM_KEYS)[number], typeof utmValue>,
  ),
)

export const metaSchema = z.object({
  /** Honeypot: hidden from people; anything in it marks the submission as spam. A non-string counts as filled. */
  website: z.catch(z.optional(z.string().check(z.maxLength(LIMITS.honeypot))), 'invalid'),
  /** When the form was shown (ms since epoch, browser clock), for the minimum fill time. */
  startedAt: z.catch(z.optional(z.int().check(z.nonnegative())), undefined),
  /** One per intended submission; a retried submit reuses it so one lead is stored. */
  idempotencyKey: z.catch(
    z.optional(
      z.string().check(z.trim(), z.minLength(8), z.maxLength(LIMITS.idempotencyKey), z.regex(/^[A-Za-z0-9_-]+$/)),
    ),
    undefined,
  ),
  pageUrl: z.catch(
    z.optional(z.string().check(z.trim(), z.maxLength(LIMITS.pageUrl), z.regex(/^https?:\/\/[^\s]+$/))),
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
  interest: z.enum(INTERESTS, 'Please choose what you are interested in.'),
  message: requiredMessage,
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
  consent: consentBox,
})
export const informationRequestSchema = z.extend(informationFormSchema, {
  ...metaSchema.shape,
  consent,
  yachtName,
  /** Sent for compatibility with the spec's body (interest = yacht name); yachtName wins. */
  interest: z.optional(z.string().check(z.maxLength(LIMITS.yachtName))),
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
  yachtSlug: z.optional(z.string().check(z.trim(), z.maxLength(LIMITS.yachtSlug), z.regex(/^[a-z0-9-]*$/))),
})
export type BrochureFormInput = z.input<typeof brochureFormSchema>
export type BrochureFormValues = z.output<typeof brochureFormSchema>
export type BrochureRequest = z.output<typeof brochureRequestSchema>

// --- newsletter ---

export const newsletterFormSchema = z.object({ email })
export const newsletterRequestSchema = z.extend(newsletterFormSchema, {
  ...metaSchema.shape,
  consent: z.literal(true, 'Please agree to receive the newsletter.'),
})
export type NewsletterFormInput = z.input<typeof newsletterFormSchema>
export type NewsletterFormValues = z.output<typeof newsletterFormSchema>
export type NewsletterRequest = z.output<typeof newsletterRequestSchema>

/** `{ field: "first message" }` from a failed parse, the shape the forms show next to their fields. */
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
