import { createHash, timingSafeEqual } from 'node:crypto'

import { revalidatePath } from 'next/cache'
import { z } from 'zod'

import { readJsonBody } from '@/lib/http/body'
import { jsonError } from '@/lib/http/json'
import { expireTags } from '@/lib/cache/expire'
import { tagsIn } from '@/lib/cms/tags'
import { LOCALES } from '@/lib/i18n/config'
import { maxLen, minLen } from '@/lib/leads/schemas'
import { env } from '@/lib/env'

/** Webhook for an external CMS: names cache tags and/or paths to refresh now. */
const bodySchema = z
  .object({
    tags: z
      .array(
        z
          .string()
          .check(minLen(1), maxLen(256))
          .regex(/^[\w:.\-/ ]+$/, 'Tags use letters, digits and : . - / only'),
      )
      .check(maxLen(50))
      .optional(),
    paths: z
      .array(
        z
          .string()
          .check(minLen(1), maxLen(256))
          .regex(/^\/(?!\/)[^\s?#]*$/, 'Paths start with / and have no query'),
      )
      .check(maxLen(50))
      .optional(),
  })
  .strict()
  .refine((b) => (b.tags?.length ?? 0) + (b.paths?.length ?? 0) > 0, 'Name at least one tag or path')

const digest = (s: string) => createHash('sha256').update(s).digest()

function authorised(req: Request): boolean {
  const given =
    req.headers.get('x-revalidate-secret') ?? req.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? ''
  // Equal-length digests so the comparison time does not depend on the secret.
  return given.length > 0 && timingSafeEqual(digest(given), digest(env().revalidateSecret))
}

export async function POST(req: Request): Promise<Response> {
  if (!authorised(req)) return jsonError(401, 'Missing or wrong revalidation secret.')
  const body = await readJsonBody(req, 16 * 1024)
  if (!body.ok) return jsonError(body.status, body.error, {}, body.headers)
  const parsed = bodySchema.safeParse(body.value)
  if (!parsed.success) {
    return jsonError(400, 'The body must be JSON like {"tags":["yachts"]} or {"paths":["/blog"]}.', {
      issues: parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`),
    })
  }
  const { tags = [], paths = [] } = parsed.data
  // A tag names content in every language (`about`), or in one (`about@fr`).
  await expireTags([
    ...tags.filter((t) => t.includes('@')),
    ...tagsIn(
      tags.filter((t) => !t.includes('@')),
      LOCALES,
    ),
  ])
  // A path is a page in every language; each is rendered by the `[locale]` segment (`/en/blog`, `/fr/blog`).
  for (const path of paths) for (const locale of LOCALES) revalidatePath(`/${locale}${path === '/' ? '' : path}`)
  return Response.json(
    { revalidated: true, tags, paths, now: Date.now() },
    { headers: { 'cache-control': 'no-store' } },
  )
}

export function GET(): Response {
  return jsonError(405, 'Use POST.', {}, { allow: 'POST' })
}
