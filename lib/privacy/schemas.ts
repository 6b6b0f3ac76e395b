import * as z from 'zod/mini'

import { email, metaSchema } from '@/lib/leads/schemas'

/** The "My data" request: the address to send the link to, as the page's form and its endpoint read it. */
export const myDataFormSchema = z.object({ email })
export const myDataRequestSchema = z.extend(myDataFormSchema, metaSchema.shape)
