import type { CollectionAfterChangeHook, Payload, PayloadRequest } from 'payload'

import type { Lead } from '@/lib/cms/payload-types'
import type { Locale } from '@/lib/i18n/config'

import { isBuildCode, readBuildCode } from './build-code'
import { buildUrl, quotedBuild, type QuotedBuild } from './priced-build'

/** A build kept under its code, with the prices of the day it was priced. */
export interface KeptBuild {
  code: string
  locale: Locale
  pricedAt: string
  build: QuotedBuild
}

/** Keeps a priced build under its code. */
export async function keepBuild(
  payload: Payload,
  code: string,
  build: QuotedBuild,
  locale: Locale,
  req?: PayloadRequest,
): Promise<void> {
  await payload.create({
    collection: 'builds',
    data: { code, model: build.model, total: build.total, build, locale },
    overrideAccess: true,
    depth: 0,
    ...(req ? { req } : {}),
  })
}

/**
 * A quote keeps its build under the lead's reference, in the write that stores the lead: a lead the database took
 * later from the spool gets its build the same way, and neither is kept without the other.
 */
export const keepQuotedBuild: CollectionAfterChangeHook<Lead> = async ({ doc, operation, req }) => {
  if (operation !== 'create' || doc.kind !== 'configuration' || !isBuildCode(doc.reference)) return doc
  const build = quotedBuild(doc.configuration)
  if (build) await keepBuild(req.payload, doc.reference, build, doc.locale, req)
  return doc
}

/** The build a code names, however it was typed; null when there is none. */
export async function findBuild(payload: Payload, text: string): Promise<KeptBuild | null> {
  const code = readBuildCode(text)
  if (!code) return null
  const found = await payload.find({
    collection: 'builds',
    where: { code: { equals: code } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const doc = found.docs[0]
  const build = doc ? quotedBuild(doc.build) : null
  if (!doc || !build) return null
  return { code: doc.code, locale: doc.locale, pricedAt: doc.createdAt, build }
}

/** What `GET /api/builds/{code}` answers: the frozen build, never who asked for it. */
export function buildDocument({ code, pricedAt, build }: KeptBuild, publicSiteUrl: string, locale: Locale) {
  return {
    code,
    url: buildUrl(publicSiteUrl, code, locale),
    yacht: build.model,
    priced_at: pricedAt,
    currency: 'EUR',
    vat: 'excluded',
    selection: build.selection,
    base_price: build.basePrice,
    lines: build.lines.map(({ kind, id, name, price, category, includedIn }) => ({
      kind,
      id,
      name,
      price,
      ...(category ? { category } : {}),
      ...(includedIn ? { included_in: includedIn } : {}),
    })),
    total: build.total,
  }
}
