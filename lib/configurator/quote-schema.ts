import * as z from 'zod/mini'

import { LIMIT_VALUES, LIMITS, MULTI_LINE, SINGLE_LINE } from '@/lib/leads/constants'
import { email, maxLen, minLen, phone, qualificationShape, singleLine } from '@/lib/leads/schemas'

/**
 * The "Request a quote" body of POST /api/send-configuration. The browser validates the visible fields
 * with `quoteFormSchema` (zodResolver); the route handler parses the whole body with
 * `configurationQuoteSchema.safeParse` and re-prices `selection` from the catalogue, ignoring any client total.
 *
 * Messages are keys of the `Validation` catalogue, worded in the visitor's language where they are shown.
 *
 * Written with zod/mini because it ships in the configurator's client bundle: the same schemas in
 * classic `zod` cost ~90 kB gzipped there, mini ~5 kB. Both are zod v4 ($ZodType, safeParse, z.output).
 */

export const quoteFormSchema = z.object({
  name: singleLine(LIMITS.name, { required: 'nameRequired', tooLong: 'quoteNameTooLong', oneLine: 'quoteNameOneLine' }),
  email,
  phone,
  country: singleLine(LIMITS.country, {
    required: 'countryRequired',
    tooLong: 'countryTooLong',
    oneLine: 'countryOneLine',
  }),
  message: z.optional(
    z
      .string()
      .check(
        z.trim(),
        maxLen(LIMIT_VALUES.quoteMessageMax, 'quoteMessageTooLong'),
        z.regex(MULTI_LINE, 'messageControls'),
      ),
  ),
  ...qualificationShape,
  consent: z.boolean().check(z.refine((value) => value, 'quoteConsentRequired')),
})

const catalogueId = z.string().check(z.trim(), minLen(1), maxLen(100), z.regex(SINGLE_LINE))

export const configurationSelectionSchema = z.object({
  colorId: catalogueId,
  flooringId: catalogueId,
  /** "" when no engine is chosen */
  engineId: z.string().check(z.trim(), maxLen(100), z.regex(SINGLE_LINE)),
  optionIds: z.array(catalogueId).check(maxLen(100)),
})

export const configurationQuoteSchema = z.extend(quoteFormSchema, {
  consent: z.literal(true, 'quoteConsentRequired'),
  selection: configurationSelectionSchema,
  /** Same key on a retried submit, so the pipeline stores one lead. */
  idempotencyKey: z.optional(z.string().check(z.trim(), minLen(8), maxLen(100), z.regex(/^[A-Za-z0-9_-]+$/))),
  /** Honeypot: people leave it empty. */
  website: z.optional(z.string().check(maxLen(500))),
  /** When the visitor opened the form (ms since epoch), to spot instant bot submits. */
  startedAt: z.optional(z.int().check(z.nonnegative())),
})

/** POST /api/builds: a build to keep under a code, nothing about who keeps it. */
export const keepBuildSchema = z.object({
  selection: configurationSelectionSchema,
  website: z.optional(z.string().check(maxLen(500))),
})

export type QuoteFormInput = z.input<typeof quoteFormSchema>
export type QuoteFormValues = z.output<typeof quoteFormSchema>
