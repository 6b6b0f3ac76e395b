import 'server-only'

import { after } from 'next/server'

import { canonicalYachtSlug, getCatalogue, getYachts } from '@/lib/cms'
import { env } from '@/lib/env'
import { faultOf } from '@/lib/fault'
import { jsonError } from '@/lib/http/json'
import type { Locale } from '@/lib/i18n/config'
import { newBuildCode } from '@/lib/configurator/build-code'
import { buildUrl } from '@/lib/configurator/priced-build'
import { priceConfiguration } from '@/lib/configurator/pricing'
import { violations } from '@/lib/configurator/rules'
import { keepBuild } from '@/lib/configurator/builds'
import { configurationQuoteSchema, keepBuildSchema } from '@/lib/configurator/quote-schema'
import type { Selection } from '@/lib/configurator/selection'

import { consentRecord } from './consent'
import { kickMailQueue } from '@/lib/mail/queue'
import { joinAsksAgain } from './newsletter'
import type { LeadKind } from './mail-content'
import { formEndpoint, json, LeadNotKept, type LeadContext } from './pipeline'
import {
  brochureRequestSchema,
  contactRequestSchema,
  informationRequestSchema,
  metaSchema,
  newsletterRequestSchema,
  type ContactRequest,
  type InformationRequest,
} from './schemas'
import type { Qualification } from './qualification'
import { alertSales, spoolLead } from './spool'
import { contentHash, storeLead, type NewLead, type StoredLead } from './store'
import { wording } from './wording'

/** The form endpoints (and the quote, newsletter and CMS contact POSTs), each on the shared pipeline. */

export function visit(ctx: LeadContext) {
  return {
    page_url: ctx.pageUrl,
    locale: ctx.locale,
    utm: ctx.utm,
    user_agent: ctx.userAgent || undefined,
    ip_hash: ctx.ipHash,
    idempotency_key: ctx.idempotencyKey,
    spam: false,
  }
}

const blank = (value: string | undefined) => (value ? value : undefined)

/** What the visitor chose to tell of their plans; nothing for what they left unsaid. */
const qualification = (input: Qualification) => ({
  budget: input.budget ?? undefined,
  timeframe: input.timeframe ?? undefined,
  intended_use: input.intended_use ?? undefined,
  home_port: blank(input.home_port ?? undefined),
})

/** The consent as the visitor read it next to the box, in their language; never a text sent by the browser. */
const consentText = (locale: Locale, product: string) => wording(locale, 'Forms')('consent', { product })

/** A lead the database refused but the spool kept: acknowledged (202), stored and mailed when the database is back. */
interface Spooled {
  id: null
  createdAt: string
  duplicate: false
}
const acknowledged = (kept: StoredLead | Spooled, status: number) => (kept.id === null ? 202 : status)

/**
 * Stores the lead, then (after the response is sent) runs the mail queue so mail leaves within seconds. When the
 * database refuses it, the lead goes to the spool; when the spool cannot keep it either, sales get it by mail and
 * the visitor is asked to write or call (LeadNotKept).
 */
async function store(ctx: LeadContext, lead: NewLead): Promise<StoredLead | Spooled> {
  let stored: StoredLead
  try {
    stored = await storeLead(ctx.payload, lead)
  } catch (error) {
    const fault = faultOf(error)
    try {
      await spoolLead(lead)
    } catch (spoolError) {
      console.error(`[leads] a ${lead.kind} lead was neither stored (${fault}) nor spooled (${faultOf(spoolError)})`)
      after(() => alertSales(lead, fault))
      throw new LeadNotKept()
    }
    console.error(`[leads] the database refused a ${lead.kind} lead (${fault}); it is kept in the spool`)
    return { id: null, createdAt: new Date().toISOString(), duplicate: false }
  }
  if (!stored.duplicate && !lead.spam) after(() => kickMailQueue(ctx.payload))
  return stored
}

// --- POST /api/send-email: the contact form (home, contact page) and the yacht information form ---

type SendEmailInput = ({ form: 'contact' } & ContactRequest) | ({ form: 'information' } & InformationRequest)

export const sendEmail = formEndpoint<SendEmailInput>({
  family: 'contact',
  parse: (body) => {
    // The information form is the one with a consent box; its interest is the yacht name.
    if ('consent' in body || 'yachtName' in body) {
      const r = informationRequestSchema.safeParse(body)
      return r.success ? { success: true, data: { form: 'information', ...r.data } } : r
    }
    const r = contactRequestSchema.safeParse(body)
    return r.success ? { success: true, data: { form: 'contact', ...r.data } } : r
  },
  handle: async (input, ctx) => {
    const kind: LeadKind = input.form === 'information' ? 'information' : 'inquiry'
    const yacht = input.form === 'information' ? await findYacht(ctx.locale, input.yachtName, undefined) : null
    const lead: NewLead =
      input.form === 'information'
        ? {
            kind,
            name: input.name,
            email: input.email,
            phone: blank(input.phone),
            // What the request named, for sales; `yacht` only when the CMS knows it.
            interest: input.yachtName,
            yacht: yacht?.name,
            message: blank(input.message),
            ...qualification(input),
            ...consentRecord('reply', consentText(ctx.locale, yacht?.name ?? 'WAMA')),
            content_hash: contentHash(kind, input.email, input.yachtName, input.message),
            ...visit(ctx),
          }
        : contactLead('inquiry', input, ctx)
    const stored = await store(ctx, lead)
    return json({ ok: true, id: stored.id }, acknowledged(stored, 200))
  },
})

/** A contact form's lead (the site's inquiry form or the CMS contract's contact): no box, given to be answered. */
function contactLead(kind: 'inquiry' | 'contact', input: ContactRequest, ctx: LeadContext): NewLead {
  return {
    kind,
    name: input.name,
    email: input.email,
    phone: blank(input.phone),
    interest: input.interest,
    message: input.message,
    ...qualification(input),
    ...consentRecord('reply'),
    content_hash: contentHash(kind, input.email, input.message),
    ...visit(ctx),
  }
}

// --- POST /api/cms/contact/: the CMS contract's contact submission (201 { id, created_at }) ---

export const cmsContact = formEndpoint<ContactRequest>({
  family: 'contact',
  parse: (body) => contactRequestSchema.safeParse(body),
  handle: async (input, ctx) => {
    const stored = await store(ctx, contactLead('contact', input, ctx))
    return json({ id: stored.id, created_at: stored.createdAt }, acknowledged(stored, 201))
  },
})

// --- POST /api/send-brochure ---

/**
 * The yacht a form names, as the visitor's page shows it (by slug, else by name), or null when the CMS has no
 * such yacht. Only a yacht found here is stored as the lead's `yacht`: the visitor's mail names that and
 * nothing the request wrote.
 */
export async function findYacht(
  locale: Locale,
  yachtName: string,
  yachtSlug: string | undefined,
): Promise<{ name: string; booklet?: string } | null> {
  const yachts = await getYachts(locale)
  const slug = yachtSlug ? canonicalYachtSlug(yachtSlug) : undefined
  const wanted = yachtName.trim().toLowerCase()
  const yacht = yachts.find((y) => (slug && y.slug === slug) || y.name.trim().toLowerCase() === wanted)
  return yacht ? { name: yacht.name, booklet: yacht.booklet || undefined } : null
}

export const sendBrochure = formEndpoint({
  family: 'brochure',
  parse: (body) => brochureRequestSchema.safeParse(body),
  handle: async (input, ctx) => {
    // Only the CMS decides which link is mailed; an unknown yacht still becomes a lead, without a link or a name.
    const yacht = await findYacht(ctx.locale, input.yachtName, input.yachtSlug)
    const stored = await store(ctx, {
      kind: 'brochure',
      name: `${input.firstName} ${input.lastName}`,
      first_name: input.firstName,
      last_name: input.lastName,
      email: input.email,
      phone: blank(input.phone),
      interest: yacht ? undefined : input.yachtName,
      yacht: yacht?.name,
      brochure_url: yacht?.booklet,
      ...consentRecord('reply'),
      content_hash: contentHash('brochure', input.email, yacht?.name ?? input.yachtName),
      ...visit(ctx),
    })
    return json({ ok: true, id: stored.id }, acknowledged(stored, 200))
  },
})

/**
 * A build priced again from today's catalogue, or the 400 that says why it cannot be: the browser holds back a
 * build that breaks a rule, so a request that bypasses it (or a page older than an editor's new rule, or one that
 * names a choice the catalogue does not hold) is told what is wrong rather than kept for a boat the yard cannot build.
 */
async function checkedBuild(selection: Selection, locale: Locale, refusal: 'unquotable' | 'unkeepable') {
  const catalogue = await getCatalogue(locale)
  const api = wording(locale, 'Api')
  const rules = wording(locale, 'Configurator')
  const broken = violations(catalogue, selection, { locale, t: (key, values) => rules(`rules.${key}`, values) })
  if (broken.length) {
    const problems = broken.map((v) => v.problem).join(' ')
    return jsonError(400, api(refusal, { problems }), {
      conflicts: broken.map(({ problem, explanation }) => ({ problem, explanation })),
    })
  }
  const priced = priceConfiguration(catalogue, selection)
  if (priced.unknownIds.length) {
    const problems = api('unknownChoices', { choices: priced.unknownIds.join(', ') })
    return jsonError(400, api(refusal, { problems }), { unknown: priced.unknownIds })
  }
  const hullHex = catalogue.colors.find((c) => c.id === selection.colorId)?.hex
  return { catalogue, priced: { ...priced, selection, hullHex } }
}

// --- POST /api/builds: a build kept under a code, without a quote (no personal data) ---

export const keepBuildEndpoint = formEndpoint({
  family: 'build',
  parse: (body) => keepBuildSchema.safeParse(body),
  handle: async (input, ctx) => {
    const checked = await checkedBuild(input.selection, ctx.locale, 'unkeepable')
    if (checked instanceof Response) return checked
    const code = newBuildCode(checked.catalogue.model)
    await keepBuild(ctx.payload, code, checked.priced, ctx.locale)
    const url = buildUrl(env().publicSiteUrl, code, ctx.locale)
    return json({ code, url, total: checked.priced.total }, 201)
  },
})

// --- POST /api/send-configuration: the configurator's quote request, priced again here ---

export const sendConfiguration = formEndpoint({
  family: 'configuration',
  parse: (body) => {
    const r = configurationQuoteSchema.safeParse(body)
    if (!r.success) return r
    const meta = metaSchema.safeParse(body)
    return { success: true, data: { ...r.data, pageUrl: meta.data?.pageUrl, utm: meta.data?.utm } }
  },
  handle: async (input, ctx) => {
    const checked = await checkedBuild(input.selection, ctx.locale, 'unquotable')
    if (checked instanceof Response) return checked
    const { catalogue, priced } = checked
    const reference = newBuildCode(catalogue.model)
    const stored = await store(ctx, {
      kind: 'configuration',
      name: input.name,
      email: input.email,
      phone: blank(input.phone),
      country: input.country,
      interest: 'Configurator',
      yacht: priced.model,
      message: blank(input.message),
      ...qualification(input),
      ...consentRecord('reply', consentText(ctx.locale, 'WAMA')),
      reference,
      configuration: priced,
      total_price: priced.total,
      content_hash: contentHash('configuration', input.email, JSON.stringify(input.selection), input.message),
      ...visit(ctx),
    })
    // A twin of a quote already stored answers with that quote's build.
    const code = 'reference' in stored && stored.reference ? stored.reference : reference
    const url = buildUrl(env().publicSiteUrl, code, ctx.locale)
    return json({ ok: true, id: stored.id, total: priced.total, code, url }, acknowledged(stored, 200))
  },
})

// --- POST /api/newsletter: the footer's Join ---

export const newsletter = formEndpoint({
  family: 'newsletter',
  parse: (body) => newsletterRequestSchema.safeParse(body),
  handle: async (input, ctx) => {
    // A filled honeypot is told plainly, never answered "ok" for nothing. A quick sign-up alone is no reason to
    // refuse: the address is subscribed only once its owner confirms from the mail.
    // Same answer whether new or known: the endpoint does not reveal who is subscribed.
    const done = () => json({ ok: true })
    const email = input.email.toLowerCase()
    const joining = {
      status: 'pending' as const,
      ...consentRecord('newsletter', wording(ctx.locale, 'Forms')('newsletter.consent')),
      page_url: ctx.pageUrl,
      locale: ctx.locale,
      ip_hash: ctx.ipHash,
    }
    const existing = await ctx.payload.find({
      collection: 'subscribers',
      where: { email: { equals: email } },
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    const known = existing.docs[0]
    if (known) {
      if (!joinAsksAgain(known, Date.now())) return done()
      // Back to 'pending' from 'unsubscribed' dates the request itself (the collection's hook); a mail to send
      // again is asked for here. Either way the collection queues the mail.
      const resend = {
        mail_status: 'pending' as const,
        mail_error: null,
        confirmation_requested_at: new Date().toISOString(),
      }
      await ctx.payload.update({
        collection: 'subscribers',
        id: known.id,
        data: known.status === 'pending' ? { ...joining, ...resend } : joining,
        overrideAccess: true,
        depth: 0,
      })
      after(() => kickMailQueue(ctx.payload))
      return done()
    }
    try {
      await ctx.payload.create({
        collection: 'subscribers',
        data: { email, ...joining },
        overrideAccess: true,
        depth: 0,
      })
      after(() => kickMailQueue(ctx.payload))
    } catch (error) {
      // A concurrent twin won the unique index: that is the deduplication working.
      const again = await ctx.payload.count({
        collection: 'subscribers',
        where: { email: { equals: email } },
        overrideAccess: true,
      })
      if (again.totalDocs === 0) throw error
    }
    return done()
  },
})
