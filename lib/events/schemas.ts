import * as z from 'zod/mini'

import { email, maxLen, metaSchema, phone, singleLine, LIMITS } from '@/lib/leads/schemas'

/** The booking form, shared by the browser (react-hook-form) and POST /api/events/book. */

const CONSENT_REQUIRED = 'consentRequired' as const

/** A slot's id as Payload gives array rows: 24 hexadecimal characters. */
export const slotId = z.string('slotRequired').check(z.regex(/^[a-f0-9]{24}$/, 'slotRequired'))

export const bookingFormSchema = z.object({
  name: singleLine(LIMITS.name, { required: 'nameRequired', tooLong: 'nameTooLong', oneLine: 'nameOneLine' }),
  email,
  phone,
  /** A yacht's slug, or "" for no preference. */
  yacht: z.optional(
    z
      .string('choiceInvalid')
      .check(maxLen(LIMITS.yachtSlug, 'choiceInvalid'), z.regex(/^[a-z0-9-]*$/, 'choiceInvalid')),
  ),
  consent: z.boolean(CONSENT_REQUIRED).check(z.refine((v) => v, CONSENT_REQUIRED)),
})
export const bookingRequestSchema = z.extend(bookingFormSchema, {
  ...metaSchema.shape,
  consent: z.literal(true, CONSENT_REQUIRED),
  event: z.int('slotRequired').check(z.positive('slotRequired')),
  slot: slotId,
})
export type BookingFormInput = z.input<typeof bookingFormSchema>
export type BookingFormValues = z.output<typeof bookingFormSchema>
export type BookingRequest = z.output<typeof bookingRequestSchema>

/** The booking's own page: cancel it, or move it to another slot of its event. */
export const bookingChangeSchema = z.extend(
  z.object({
    token: z.string('invalidLink').check(z.regex(/^[0-9]{1,12}\.[A-Za-z0-9_-]{32}$/, 'invalidLink')),
    action: z.enum(['cancel', 'move'], 'invalidLink'),
    slot: z.optional(slotId),
  }),
  metaSchema.shape,
)
export type BookingChange = z.output<typeof bookingChangeSchema>
