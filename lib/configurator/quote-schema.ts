import * as z from 'zod/mini'

import { MULTI_LINE, SINGLE_LINE } from '@/lib/leads/constants'

/**
 * The "Request a quote" body of POST /api/send-configuration. The browser validates the visible fields
 * with `quoteFormSchema` (zodResolver); the route handler parses the whole body with
 * `configurationQuoteSchema.safeParse` and re-prices `selection` from the catalogue, ignoring any client total.
 *
 * Written with zod/mini because it ships in the configurator's client bundle: the same schemas in
 * classic `zod` cost ~90 kB gzipped there, mini ~5 kB. Both are zod v4 ($ZodType, safeParse, z.output).
 */

export const quoteFormSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Please enter your name.'),
      z.maxLength(120, 'Please use at most 120 characters.'),
      z.regex(SINGLE_LINE, 'Please keep your name on one line.'),
    ),
  email: z.pipe(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'Please enter your email.'),
        z.maxLength(254, 'Please enter a shorter email address.'),
      ),
    z.email('Please enter a valid email address.'),
  ),
  phone: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(40, 'Please enter a shorter phone number.'),
        z.regex(/^[0-9+().\- /]*$/, 'Please enter a valid phone number.'),
      ),
  ),
  country: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Please enter your country.'),
      z.maxLength(80, 'Please use at most 80 characters.'),
      z.regex(SINGLE_LINE, 'Please keep the country on one line.'),
    ),
  message: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(5000, 'Please use at most 5000 characters.'),
        z.regex(MULTI_LINE, 'Please remove control characters from your message.'),
      ),
  ),
  consent: z.boolean().check(z.refine((value) => value, 'Please confirm that we may contact you.')),
})

const catalogueId = z.string().check(z.trim(), z.minLength(1), z.maxLength(100), z.regex(SINGLE_LINE))

export const configurationSelectionSchema = z.object({
  colorId: catalogueId,
  flooringId: catalogueId,
  /** "" when no engine is chosen */
  engineId: z.string().check(z.trim(), z.maxLength(100), z.regex(SINGLE_LINE)),
  optionIds: z.array(catalogueId).check(z.maxLength(100)),
})

export const configurationQuoteSchema = z.extend(quoteFormSchema, {
  consent: z.literal(true, 'Please confirm that we may contact you.'),
  selection: configurationSelectionSchema,
  /** Same key on a retried submit, so the pipeline stores one lead. */
  idempotencyKey: z.optional(z.string().check(z.trim(), z.minLength(8), z.maxLength(100), z.regex(/^[A-Za-z0-9_-]+$/))),
  /** Honeypot: people leave it empty. */
  website: z.optional(z.string().check(z.maxLength(500))),
  /** When the visitor opened the form (ms since epoch), to spot instant bot submits. */
  startedAt: z.optional(z.int().check(z.nonnegative())),
})

export type QuoteFormInput = z.input<typeof quoteFormSchema>
export type QuoteFormValues = z.output<typeof quoteFormSchema>
