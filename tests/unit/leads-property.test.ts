/** @jest-environment node */
/**
 * Property-based tests (fast-check) for the shared request schemas of the lead forms and the quote
 * request, and for the pure helpers behind them (body reading, HTML/header encoding, mail building,
 * configurator pricing and share links). Valid bodies are built from valid parts, then broken on purpose.
 */
import fc from 'fast-check'

import { defaultCatalogue } from '@/content-defaults/catalogue'
import { priceConfiguration } from '@/lib/configurator/pricing'
import { configurationQuoteSchema, configurationSelectionSchema } from '@/lib/configurator/quote-schema'
import type { Selection } from '@/lib/configurator/selection'
import { buildShareUrl, decodeSelection, encodeSelection, readShareCode } from '@/lib/configurator/share'
import { escapeHtml, headerSafe, isSafeAddress } from '@/lib/mail/escape'
import { parseTrustProxy } from '@/lib/http/client-address'
import { clientAddress, MAX_BODY_BYTES, readJsonBody } from '@/lib/leads/http'
import { buildConfirmationMail, buildSalesMail, type LeadKind, type LeadRecord } from '@/lib/leads/mail-content'
import {
  brochureRequestSchema,
  contactRequestSchema,
  informationRequestSchema,
  INTERESTS,
  LIMITS,
  metaSchema,
  newsletterRequestSchema,
  UTM_KEYS,
} from '@/lib/leads/schemas'

// ---------------------------------------------------------------------------------------------------
// Shared types and helpers
// ---------------------------------------------------------------------------------------------------

type Body = Record<string, unknown>
interface Issue {
  path: ReadonlyArray<PropertyKey>
  message: string
}
interface Parsed {
  success: boolean
  data?: unknown
  error?: { issues: ReadonlyArray<Issue> }
}
interface Schema {
  safeParse(value: unknown): Parsed
  shape: Record<string, unknown>
}

/** What the lead schemas' single-line rule forbids: C0 controls (CR, LF, …), DEL, U+2028, U+2029. */
const LINE_BREAKERS = /[\u0000-\u001f\u007f\u2028\u2029]/
const LINE_BREAKERS_G = new RegExp(LINE_BREAKERS.source, 'g')
/** What the lead message rule forbids (tab, LF and CR stay). */
const MESSAGE_CONTROLS_G = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g
/** Nothing of this may reach a mail header. */
const HEADER_UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/

/** A lead body's output: the page's language is English unless the body names another. */
const withLocale = (expected: Body): Body => ({ locale: 'en', ...expected })

const loose = <T extends object>(arb: fc.Arbitrary<T>): fc.Arbitrary<Body> => arb.map((v) => ({ ...v }) as Body)

function expectAccepted(r: Parsed): Body {
  // Issues first: a failure then shows zod's messages instead of "expected true, received false".
  expect(r.error?.issues ?? []).toEqual([])
  expect(r.success).toBe(true)
  return r.data as Body
}

function expectRejectedAt(r: Parsed, field: string): void {
  expect(r.success).toBe(false)
  expect((r.error?.issues ?? []).map((i) => i.path[0])).toContain(field)
}

/** The body as the schema should return it: top-level strings trimmed (except `untrimmed`), undefined dropped. */
function expectedOf(body: Body, untrimmed: readonly string[] = ['website']): Body {
  return Object.fromEntries(
    Object.entries(body)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, typeof v === 'string' && !untrimmed.includes(k) ? v.trim() : v]),
  )
}

const ANYTHING: fc.ObjectConstraints = {
  withBoxedValues: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withBigInt: true,
  withDate: true,
  withTypedArray: true,
  withSparseArray: true,
  withObjectString: true,
  withUnicodeString: true,
}

// ---------------------------------------------------------------------------------------------------
// Arbitraries for valid field values
// ---------------------------------------------------------------------------------------------------

/** Leading/trailing whitespace the schemas trim away (including line breaks: they never reach the value). */
const padding = fc.string({
  unit: fc.constantFrom(' ', '\t', '\n', '\r\n', '\u00a0', '\u2028', '\ufeff', '\u3000'),
  maxLength: 3,
})
const padded = (core: fc.Arbitrary<string>) => fc.tuple(padding, core, padding).map(([a, c, b]) => a + c + b)

/** Characters that need no trimming and are allowed in every text field (HTML-significant ones included). */
const TEXT_CHARS = ['a', 'Z', '0', 'é', 'ß', '中', '-', "'", '<', '>', '&', '"', '.', '/']
const textChar = fc.constantFrom(...TEXT_CHARS)

/** A valid single-line value of at most `max` UTF-16 units, already trimmed; often right at the limit. */
function lineText(max: number): fc.Arbitrary<string> {
  return fc
    .oneof(
      { weight: 3, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: Math.min(30, max) }) },
      {
        weight: 1,
        arbitrary: fc
          .integer({ min: Math.max(1, max - 3), max })
          .chain((n) => fc.string({ unit: fc.oneof(textChar, fc.constant(' ')), minLength: n, maxLength: n })),
      },
    )
    .map((s) => s.replace(LINE_BREAKERS_G, '').trim())
    .filter((s) => s.length >= 1 && s.length <= max)
}

const HOSTILE_FRAGMENTS = [
  '<script>alert(1)</script>',
  '<SCRIPT src=//evil.example/x.js>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  "'><a href=javascript:alert(1)>",
  '</td></tr></table>',
  '&amp;&lt;',
  '\n',
  '\r\n',
  '\t',
  '\u2028',
]
const messageUnit = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_FRAGMENTS) },
)

/** A valid multi-line message: printable unicode, HTML-ish fragments and line breaks; sometimes at the limit. */
function messageText(max: number): fc.Arbitrary<string> {
  return fc
    .oneof(
      { weight: 4, arbitrary: fc.string({ unit: messageUnit, minLength: 1, maxLength: 60 }) },
      { weight: 1, arbitrary: fc.integer({ min: max - 3, max }).map((n) => 'x\n'.repeat(max).slice(0, n - 1) + '!') },
    )
    .map((s) => s.replace(MESSAGE_CONTROLS_G, '').trim())
    .filter((s) => s.length >= 1 && s.length <= max)
}

const ALNUM = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789']
const LETTERS = ALNUM.filter((c) => /[A-Za-z]/.test(c))
const localAtom = fc.string({ unit: fc.constantFrom(...ALNUM, '_', '+', '-'), minLength: 1, maxLength: 12 })
const domainLabel = fc
  .tuple(fc.constantFrom(...ALNUM), fc.string({ unit: fc.constantFrom(...ALNUM, '-'), maxLength: 15 }))
  .map(([a, b]) => a + b)
const topLevel = fc.string({ unit: fc.constantFrom(...LETTERS), minLength: 2, maxLength: 8 })
/** local@domain.tld from alphabets zod's z.email accepts (and isSafeAddress too). */
const emailCore = fc
  .tuple(
    fc.array(localAtom, { minLength: 1, maxLength: 3 }),
    fc.array(domainLabel, { minLength: 1, maxLength: 3 }),
    topLevel,
  )
  .map(([local, domain, tld]) => `${local.join('.')}@${domain.join('.')}.${tld}`)

const phone = padded(fc.stringMatching(/^[0-9+().\- /]{0,40}$/))

const metaFields = {
  website: fc.constant(''),
  locale: fc.constantFrom('en', 'fr'),
  startedAt: fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
  idempotencyKey: fc.stringMatching(/^[A-Za-z0-9_-]{8,100}$/),
  pageUrl: fc.webUrl({ withQueryParameters: true, withFragments: true }).filter((u) => u.length <= LIMITS.pageUrl),
  utm: fc.record(Object.fromEntries(UTM_KEYS.map((k) => [k, fc.stringMatching(/^[A-Za-z0-9_.-]{0,40}$/)])), {
    requiredKeys: [],
  }),
}

const contactBody = loose(
  fc.record(
    {
      name: padded(lineText(LIMITS.name)),
      email: padded(emailCore),
      phone,
      interest: fc.constantFrom(...INTERESTS),
      message: padded(messageText(LIMITS.message)),
      ...metaFields,
    },
    { requiredKeys: ['name', 'email', 'interest', 'message'] },
  ),
)

const informationBody = loose(
  fc.record(
    {
      name: padded(lineText(LIMITS.name)),
      email: padded(emailCore),
      phone,
      message: fc.oneof(fc.constant(''), padded(messageText(LIMITS.message))),
      consent: fc.constant(true as const),
      yachtName: padded(lineText(LIMITS.yachtName)),
      // Not trimmed by the schema (yachtName wins), so it may carry spaces at the ends.
      interest: fc.string({ unit: fc.oneof(textChar, fc.constant(' ')), maxLength: LIMITS.yachtName }),
      ...metaFields,
    },
    { requiredKeys: ['name', 'email', 'consent', 'yachtName'] },
  ),
)

const brochureBody = loose(
  fc.record(
    {
      firstName: padded(lineText(LIMITS.firstName)),
      lastName: padded(lineText(LIMITS.lastName)),
      email: padded(emailCore),
      phone,
      yachtName: padded(lineText(LIMITS.yachtName)),
      yachtSlug: padded(fc.stringMatching(/^[a-z0-9-]{0,120}$/)),
      ...metaFields,
    },
    { requiredKeys: ['firstName', 'lastName', 'email', 'yachtName'] },
  ),
)

const newsletterBody = loose(
  fc.record(
    { email: padded(emailCore), consent: fc.constant(true as const), ...metaFields },
    { requiredKeys: ['email', 'consent'] },
  ),
)

const catalogueIdText = padded(lineText(100))
const quoteBody = loose(
  fc.record(
    {
      name: padded(lineText(120)),
      email: padded(emailCore),
      phone,
      country: padded(lineText(80)),
      message: fc.oneof(fc.constant(''), padded(messageText(5000))),
      consent: fc.constant(true as const),
      selection: fc.record({
        colorId: catalogueIdText,
        flooringId: catalogueIdText,
        engineId: fc.oneof(fc.constant(''), catalogueIdText),
        optionIds: fc.array(catalogueIdText, { maxLength: 100 }),
      }),
      idempotencyKey: metaFields.idempotencyKey,
      website: fc.string({ maxLength: 500 }),
      startedAt: metaFields.startedAt,
    },
    { requiredKeys: ['name', 'email', 'country', 'consent', 'selection'] },
  ),
)

function expectedQuote(body: Body): Body {
  const s = body.selection as Selection
  return {
    ...expectedOf(body),
    selection: {
      colorId: s.colorId.trim(),
      flooringId: s.flooringId.trim(),
      engineId: s.engineId.trim(),
      optionIds: s.optionIds.map((id) => id.trim()),
    },
  }
}

interface Case {
  label: string
  schema: Schema
  body: fc.Arbitrary<Body>
  expected: (body: Body) => Body
  /** Single-line fields and the characters that must not get inside them. */
  singleLine: Record<string, 'all' | 'crlf'>
  /** Required string fields (a non-string is refused). */
  required: string[]
  /** Optional string fields (anything but a string or undefined is refused). */
  optional: string[]
}

const cases: Case[] = [
  {
    label: 'contact',
    schema: contactRequestSchema,
    body: contactBody,
    expected: (b) => withLocale(expectedOf(b)),
    singleLine: { name: 'all', email: 'all' },
    required: ['name', 'email', 'interest', 'message'],
    optional: ['phone'],
  },
  {
    label: 'information',
    schema: informationRequestSchema,
    body: informationBody,
    expected: (b) => withLocale(expectedOf(b, ['website', 'interest'])),
    singleLine: { name: 'all', email: 'all', yachtName: 'all' },
    required: ['name', 'email', 'yachtName'],
    optional: ['phone', 'message', 'interest'],
  },
  {
    label: 'brochure',
    schema: brochureRequestSchema,
    body: brochureBody,
    expected: (b) => withLocale(expectedOf(b)),
    singleLine: { firstName: 'all', lastName: 'all', email: 'all', yachtName: 'all' },
    required: ['firstName', 'lastName', 'email', 'yachtName'],
    optional: ['phone', 'yachtSlug'],
  },
  {
    label: 'newsletter',
    schema: newsletterRequestSchema,
    body: newsletterBody,
    expected: (b) => withLocale(expectedOf(b)),
    singleLine: { email: 'all' },
    required: ['email'],
    optional: [],
  },
  {
    label: 'configuration quote',
    schema: configurationQuoteSchema,
    body: quoteBody,
    expected: expectedQuote,
    // quote-schema.ts's own single-line rule (/^[^\r\n]*$/) only covers CR and LF, narrower than the lead schemas'.
    singleLine: { name: 'crlf', country: 'crlf', email: 'all' },
    required: ['name', 'email', 'country'],
    optional: ['phone', 'message', 'idempotencyKey', 'website'],
  },
]

// ---------------------------------------------------------------------------------------------------
// 1. Valid by construction
// ---------------------------------------------------------------------------------------------------

describe('1. valid-by-construction bodies', () => {
  it.each(cases)('$label: accepted, and the output is the trimmed input', ({ schema, body, expected }) => {
    fc.assert(
      fc.property(body, (b) => {
        const data = expectAccepted(schema.safeParse(b))
        expect(data).toEqual(expected(b))
      }),
      { numRuns: 125 },
    )
  })

  it('every generated email is one that the mailer would also use as Reply-To', () => {
    fc.assert(
      fc.property(emailCore, (e) => isSafeAddress(e) && e.length <= LIMITS.email),
      { numRuns: 150 },
    )
  })
})

// ---------------------------------------------------------------------------------------------------
// 2. Nothing that could end a header line gets into a single-line field
// ---------------------------------------------------------------------------------------------------

const anyBreaker = fc.oneof(
  fc.constantFrom('\r', '\n', '\r\n', '\u2028', '\u2029', '\u007f', '\r\nBcc: victim@example.com\r\n'),
  fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)),
)
const crlfBreaker = fc.constantFrom('\r', '\n', '\r\n', '\r\nBcc: victim@example.com\r\n')

const LIMIT_OF: Record<string, number> = {
  name: LIMITS.name,
  firstName: LIMITS.firstName,
  lastName: LIMITS.lastName,
  yachtName: LIMITS.yachtName,
  email: LIMITS.email,
  country: 80,
}

describe('2. single-line fields refuse line breaks and control characters', () => {
  it.each(cases)('$label: a breaker inserted anywhere is refused or trimmed away', ({ schema, body, singleLine }) => {
    const fields = Object.keys(singleLine)
    fc.assert(
      fc.property(body, fc.constantFrom(...fields), anyBreaker, crlfBreaker, fc.nat(), (b, field, any, crlf, at) => {
        const breaker = singleLine[field] === 'all' ? any : crlf
        const value = String(b[field]).trim()
        fc.pre(value.length + breaker.length <= (LIMIT_OF[field] ?? Infinity))
        const i = at % (value.length + 1)
        const r = schema.safeParse({ ...b, [field]: value.slice(0, i) + breaker + value.slice(i) })
        if (i > 0 && i < value.length) {
          expectRejectedAt(r, field)
        } else if (r.success) {
          // At an end, only trimmable whitespace may vanish; the stored value is the clean one.
          expect((r.data as Body)[field]).toBe(value)
        }
        if (r.success) {
          const data = r.data as Body
          for (const [f, rule] of Object.entries(singleLine)) {
            expect(String(data[f])).not.toMatch(rule === 'all' ? LINE_BREAKERS : /[\r\n]/)
          }
        }
      }),
      { numRuns: 150 },
    )
  })

  const smuggledEmail = fc.oneof(
    fc
      .tuple(
        emailCore,
        fc.constantFrom(
          ',',
          ', ',
          ' ,',
          ';',
          '; ',
          ' ',
          '\t',
          '\r\n',
          '\n',
          '\r\nBcc: ',
          '\nBcc: ',
          '\r\nCc:',
          ' <',
          '>, <',
          '\u2028',
        ),
        emailCore,
      )
      .map(([a, sep, b]) => a + sep + b),
    fc.tuple(lineText(20), emailCore).map(([n, a]) => `${n} <${a}>`),
    fc.tuple(lineText(20), emailCore).map(([n, a]) => `"${n}" <${a}>`),
    emailCore.map((a) => `<${a}>`),
    emailCore.map((a) => `${a}\r\nBcc: x@y.z`),
  )

  it.each(cases)('$label: an email with a second address or a header is refused', ({ schema, body }) => {
    fc.assert(
      fc.property(body, smuggledEmail, (b, email) => {
        expectRejectedAt(schema.safeParse({ ...b, email }), 'email')
        expect(isSafeAddress(email)).toBe(false)
        expect(isSafeAddress(email.trim())).toBe(false)
      }),
      { numRuns: 100 },
    )
  })
})

// ---------------------------------------------------------------------------------------------------
// 3. Length limits, types, and never throwing
// ---------------------------------------------------------------------------------------------------

interface Limited {
  field: string
  max: number
  /** A value that is valid for the field apart from its length, exactly `n` units long. */
  make: (n: number, filler: string) => string
}

const text: Limited['make'] = (n, filler) => filler.slice(0, n)
const digits: Limited['make'] = (n) => '0123456789'.repeat(Math.ceil(n / 10) + 1).slice(0, n)
const slug: Limited['make'] = (n) => 'wama-26'.repeat(Math.ceil(n / 7) + 1).slice(0, n)
const longEmail: Limited['make'] = (n, filler) => {
  const domain = '@example.com'
  const local = filler.replace(/[^A-Za-z0-9]/g, '') + 'a'.repeat(n)
  return local.slice(0, n - domain.length) + domain
}

const LIMITED: Record<string, Limited[]> = {
  contact: [
    { field: 'name', max: LIMITS.name, make: text },
    { field: 'email', max: LIMITS.email, make: longEmail },
    { field: 'phone', max: LIMITS.phone, make: digits },
    { field: 'message', max: LIMITS.message, make: text },
  ],
  information: [
    { field: 'name', max: LIMITS.name, make: text },
    { field: 'email', max: LIMITS.email, make: longEmail },
    { field: 'yachtName', max: LIMITS.yachtName, make: text },
    { field: 'message', max: LIMITS.message, make: text },
  ],
  brochure: [
    { field: 'firstName', max: LIMITS.firstName, make: text },
    { field: 'lastName', max: LIMITS.lastName, make: text },
    { field: 'email', max: LIMITS.email, make: longEmail },
    { field: 'phone', max: LIMITS.phone, make: digits },
    { field: 'yachtName', max: LIMITS.yachtName, make: text },
    { field: 'yachtSlug', max: LIMITS.yachtSlug, make: slug },
  ],
  newsletter: [{ field: 'email', max: LIMITS.email, make: longEmail }],
  'configuration quote': [
    { field: 'name', max: 120, make: text },
    { field: 'email', max: 254, make: longEmail },
    { field: 'phone', max: 40, make: digits },
    { field: 'country', max: 80, make: text },
    { field: 'message', max: 5000, make: text },
  ],
}

describe('3. limits, types and robustness', () => {
  it.each(cases)(
    '$label: a value is accepted exactly when its trimmed length is within the limit',
    ({ label, schema, body }) => {
      const limited = LIMITED[label] ?? []
      fc.assert(
        fc.property(
          body,
          fc.constantFrom(...limited),
          fc.integer({ min: -3, max: 40 }),
          padding,
          padding,
          fc.string({ unit: textChar, minLength: 5100, maxLength: 5100 }),
          (b, { field, max, make }, delta, before, after, filler) => {
            const value = make(max + delta, filler)
            expect(value).toHaveLength(max + delta)
            const r = schema.safeParse({ ...b, [field]: before + value + after })
            if (delta <= 0) expect((expectAccepted(r) as Body)[field]).toBe(value)
            else expectRejectedAt(r, field)
          },
        ),
        { numRuns: 100 },
      )
    },
  )

  it('quote: selection ids are limited to 100 characters and 100 options', () => {
    fc.assert(
      fc.property(
        quoteBody,
        fc.integer({ min: -3, max: 10 }),
        fc.constantFrom('colorId', 'flooringId', 'engineId', 'optionIds'),
        (b, delta, key) => {
          const selection = { ...(b.selection as Selection) }
          if (key === 'optionIds') selection.optionIds = Array.from({ length: 100 + delta }, (_, i) => `option-${i}`)
          else selection[key] = 'x'.repeat(100 + delta)
          const r = configurationQuoteSchema.safeParse({ ...b, selection })
          if (delta <= 0) expectAccepted(r)
          else {
            expect(r.success).toBe(false)
            expect(r.error?.issues.map((i) => i.path.slice(0, 2).join('.'))).toContain(`selection.${key}`)
          }
        },
      ),
      { numRuns: 100 },
    )
  })

  // Objects with a `length` of any kind stand beside the rest: zod's length limits read it even on a value
  // the string check has refused, so they are where a parse could throw instead of answering.
  const unreadableLength = { length: { valueOf: 1, toString: 1 } }
  const nonString = fc.oneof(
    fc.anything(ANYTHING).filter((v) => typeof v !== 'string'),
    fc.anything(ANYTHING).map((length) => ({ length })),
  )

  it.each(cases)('$label: any non-string in a string field is refused', ({ schema, body, required, optional }) => {
    const check = (b: Record<string, unknown>, field: string, value: unknown) => {
      fc.pre(value !== undefined || required.includes(field))
      expectRejectedAt(schema.safeParse({ ...b, [field]: value }), field)
    }
    fc.assert(fc.property(body, fc.constantFrom(...required, ...optional), nonString, check), { numRuns: 125 })
    // Once found at random: a `length` that cannot be compared with a limit made the parse throw.
    for (const field of [...required, ...optional])
      fc.assert(fc.property(body, (b) => check(b, field, unreadableLength)))
  })

  it('quote: a selection of the wrong type is refused where it is wrong', () => {
    const keys = ['colorId', 'flooringId', 'engineId', 'optionIds'] as const
    const refusedAt = (b: Body, key: (typeof keys)[number], value: unknown) => {
      const r = configurationQuoteSchema.safeParse({ ...b, selection: { ...(b.selection as Selection), [key]: value } })
      expect(r.success).toBe(false)
      expect(r.error?.issues.map((i) => i.path.slice(0, 2).join('.'))).toContain(`selection.${key}`)
    }
    const check = (b: Body, key: (typeof keys)[number], value: unknown) => {
      fc.pre(!(key === 'optionIds' ? Array.isArray(value) : typeof value === 'string'))
      refusedAt(b, key, value)
    }
    fc.assert(fc.property(quoteBody, fc.constantFrom(...keys), nonString, check), { numRuns: 125 })
    for (const key of keys) fc.assert(fc.property(quoteBody, (b) => check(b, key, unreadableLength)))
    fc.assert(
      fc.property(quoteBody, nonString, (b, id) =>
        refusedAt(b, 'optionIds', [...(b.selection as Selection).optionIds, id]),
      ),
    )
  })

  it.each(cases.filter((c) => c.label !== 'contact' && c.label !== 'brochure'))(
    '$label: consent is accepted only as the boolean true',
    ({ schema, body }) => {
      fc.assert(
        fc.property(
          body,
          fc.anything(ANYTHING).filter((v) => v !== true),
          (b, consent) => {
            expectRejectedAt(schema.safeParse({ ...b, consent }), 'consent')
          },
        ),
        { numRuns: 100 },
      )
    },
  )

  it('contact: any interest outside the list is refused', () => {
    fc.assert(
      fc.property(contactBody, fc.string({ unit: 'grapheme', maxLength: 20 }), (b, interest) => {
        fc.pre(!(INTERESTS as readonly string[]).includes(interest))
        expectRejectedAt(contactRequestSchema.safeParse({ ...b, interest }), 'interest')
      }),
      { numRuns: 100 },
    )
  })

  const allSchemas: Array<[string, Schema]> = [
    ...cases.map((c): [string, Schema] => [c.label, c.schema]),
    ['meta', metaSchema],
    ['selection', configurationSelectionSchema],
  ]
  const anyBody = fc.oneof(
    fc.anything(ANYTHING),
    fc.object(ANYTHING),
    fc.jsonValue(),
    // A valid body with some of its fields replaced by anything at all.
    fc
      .tuple(
        fc.oneof(...cases.map((c) => c.body)),
        fc.dictionary(
          fc.constantFrom(
            'name',
            'email',
            'phone',
            'message',
            'consent',
            'selection',
            'utm',
            'website',
            'startedAt',
            'pageUrl',
            'idempotencyKey',
            'yachtName',
            'firstName',
          ),
          fc.anything(ANYTHING),
        ),
      )
      .map(([b, d]) => ({ ...b, ...d })),
  )

  it('safeParse never throws and always answers with a boolean and, on failure, issues', () => {
    fc.assert(
      fc.property(anyBody, (value) => {
        for (const [, schema] of allSchemas) {
          let r: Parsed | undefined
          expect(() => {
            r = schema.safeParse(value)
          }).not.toThrow()
          expect(typeof r?.success).toBe('boolean')
          if (!r?.success) expect(r?.error?.issues.length).toBeGreaterThan(0)
        }
      }),
      { numRuns: 150 },
    )
  })
})

// ---------------------------------------------------------------------------------------------------
// 4. Prototype pollution and unknown keys
// ---------------------------------------------------------------------------------------------------

const POISON: Array<[string, unknown]> = [
  ['__proto__', { polluted: 1, isAdmin: true, name: 'Mallory', email: 'mallory@evil.example' }],
  ['constructor', { prototype: { polluted: 1 } }],
  ['prototype', { polluted: 1 }],
  ['isAdmin', true],
  ['hasOwnProperty', 'not a function'],
  ['toString', { polluted: 1 }],
]
const POISON_KEYS = POISON.map(([k]) => k)

/** JSON text of `entries` in order, so a "__proto__" key stays an own key as in a real request body. */
const jsonText = (entries: Array<[string, string]>) =>
  `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`

function poisonedJson(body: Body, poison: Array<[string, unknown]>, at: number[], nested: boolean): string {
  const entries: Array<[string, string]> = Object.entries(body)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => {
      if (nested && v && typeof v === 'object' && !Array.isArray(v)) {
        const inner = Object.entries(v).map(([ik, iv]): [string, string] => [ik, JSON.stringify(iv)])
        return [
          k,
          jsonText([['__proto__', '{"polluted":1}'], ...inner, ['constructor', '{"prototype":{"polluted":1}}']]),
        ]
      }
      return [k, JSON.stringify(v)]
    })
  poison.forEach(([k, v], n) => entries.splice((at[n] ?? 0) % (entries.length + 1), 0, [k, JSON.stringify(v)]))
  return jsonText(entries)
}

function expectNoPollution(): void {
  expect(({} as Body).polluted).toBeUndefined()
  expect(({} as Body).isAdmin).toBeUndefined()
  expect(Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted')).toBe(false)
  expect(typeof Object.prototype.hasOwnProperty).toBe('function')
}

function expectOnlySchemaKeys(value: unknown, schema: Schema): void {
  expect(Object.getPrototypeOf(value)).toBe(Object.prototype)
  const allowed = Object.keys(schema.shape)
  for (const key of Reflect.ownKeys(value as object)) expect(allowed).toContain(key)
}

describe('4. prototype pollution', () => {
  afterEach(() => {
    // Leave nothing behind for the other tests, whatever happened.
    delete (Object.prototype as Body).polluted
    delete (Object.prototype as Body).isAdmin
  })

  it.each(cases)(
    '$label: __proto__/constructor/prototype keys pollute nothing and are stripped',
    ({ schema, body, expected }) => {
      fc.assert(
        fc.property(
          body,
          fc.subarray(POISON, { minLength: 1 }),
          fc.array(fc.nat(), { minLength: POISON.length, maxLength: POISON.length }),
          fc.boolean(),
          (b, poison, at, nested) => {
            const text = poisonedJson(b, poison, at, nested)
            const data = expectAccepted(schema.safeParse(JSON.parse(text)))
            expectNoPollution()
            expectOnlySchemaKeys(data, schema)
            for (const key of POISON_KEYS) expect(Object.prototype.hasOwnProperty.call(data, key)).toBe(false)
            expect(data).toEqual(expected(b))
            for (const nestedKey of ['utm', 'selection']) {
              const inner = data[nestedKey]
              if (inner === undefined) continue
              expect(Object.getPrototypeOf(inner)).toBe(Object.prototype)
              expect(Object.keys(inner as object).every((k) => !POISON_KEYS.includes(k))).toBe(true)
              expect((inner as Body).polluted).toBeUndefined()
            }
            if (data.selection) expectOnlySchemaKeys(data.selection, configurationSelectionSchema)
          },
        ),
        { numRuns: 100 },
      )
    },
  )

  it.each(cases)(
    '$label: fields hidden under __proto__ or constructor.prototype are not inherited',
    ({ schema, body }) => {
      fc.assert(
        fc.property(body, fc.constantFrom('__proto__', 'constructor', 'prototype'), (b, key) => {
          const inner = JSON.stringify(expectedOf(b))
          const text =
            key === 'constructor' ? `{"constructor":{"prototype":${inner}}}` : `{${JSON.stringify(key)}:${inner}}`
          expect(schema.safeParse(JSON.parse(text)).success).toBe(false)
          expectNoPollution()
        }),
        { numRuns: 100 },
      )
    },
  )

  it('end to end: a poisoned request body read by readJsonBody parses cleanly', async () => {
    await fc.assert(
      fc.asyncProperty(
        contactBody,
        fc.subarray(POISON, { minLength: 1 }),
        fc.array(fc.nat(), { minLength: 6, maxLength: 6 }),
        async (b, poison, at) => {
          const request = new Request('http://x/api/send-email', {
            method: 'POST',
            body: poisonedJson(b, poison, at, true),
            headers: { 'content-type': 'application/json' },
          })
          const read = await readJsonBody(request)
          expect(read.ok).toBe(true)
          const data = expectAccepted(contactRequestSchema.safeParse(read.ok ? read.value : undefined))
          expectNoPollution()
          expectOnlySchemaKeys(data, contactRequestSchema)
          expect(data).toEqual(withLocale(expectedOf(b)))
        },
      ),
      { numRuns: 100 },
    )
  })
})

// ---------------------------------------------------------------------------------------------------
// 5. Mail safety
// ---------------------------------------------------------------------------------------------------

const REFERENCE_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
/** Written independently of lib/mail/escape.ts, character by character. */
const referenceEscape = (s: string) => Array.from(s, (c) => REFERENCE_ENTITIES[c] ?? c).join('')
const unescapeHtml = (s: string) =>
  s.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e] ?? '',
  )

/** Every tag in a mail is one of the template's; anything else means visitor text became markup. */
const FOREIGN_TAG = /<(?!\/?(?:!doctype|html|body|div|p|h1|h2|table|tr|th|td|a|br)[\s>])/i
const settings = { salesEmail: 'sales@wama.test', publicSiteUrl: 'https://wama.test' }
const MARKER = 'Zq7-private-marker'

function expectSafeMail(mail: { subject: string; html: string; replyTo?: string }): void {
  expect(mail.subject).not.toMatch(HEADER_UNSAFE)
  expect(mail.subject.length).toBeLessThanOrEqual(150)
  expect(mail.html).not.toMatch(/<script/i)
  expect(mail.html).not.toMatch(FOREIGN_TAG)
  if (mail.replyTo !== undefined) {
    expect(isSafeAddress(mail.replyTo)).toBe(true)
    expect(mail.replyTo).not.toMatch(/[\s,;<>]/)
  }
}

describe('5. mail safety', () => {
  it('a parsed contact submission becomes a sales mail with every value escaped and safe headers', () => {
    fc.assert(
      fc.property(contactBody, fc.nat(), (b, id) => {
        const input = expectAccepted(
          contactRequestSchema.safeParse({
            ...b,
            message: `${String(b.message)
              .trim()
              .slice(0, LIMITS.message - MARKER.length - 1)} ${MARKER}`,
          }),
        ) as {
          name: string
          email: string
          phone?: string
          interest: string
          message: string
        }
        // As routes.ts stores a contact-form submission.
        const lead: LeadRecord = {
          id,
          kind: 'inquiry',
          name: input.name,
          email: input.email,
          phone: input.phone || null,
          interest: input.interest,
          message: input.message,
          createdAt: '2026-11-21T10:00:00.000Z',
        }
        const sales = buildSalesMail(lead, settings)
        expectSafeMail(sales)
        expect(sales.to).toBe(settings.salesEmail)
        expect(sales.replyTo).toBe(input.email)
        expect(sales.html).toContain(referenceEscape(input.name))
        expect(sales.html).toContain(referenceEscape(input.message).replace(/\r\n?|\n/g, '<br>'))

        const confirmation = buildConfirmationMail(lead, settings)
        expectSafeMail(confirmation)
        expect(confirmation.to).toBe(input.email)
        // The visitor's copy repeats nothing they wrote but their name.
        expect(confirmation.html).not.toContain(MARKER)
        expect(confirmation.text).not.toContain(MARKER)
      }),
      { numRuns: 150 },
    )
  })

  it('even a hostile stored record cannot put a line break in a header or markup in the HTML', () => {
    const hostile = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 200 }),
      fc.string({
        unit: fc.oneof(
          fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
          fc.constantFrom(...HOSTILE_FRAGMENTS, '\r\nBcc: v@e.com', '\u0085', '\u000b'),
        ),
        maxLength: 40,
      }),
    )
    const lead = fc.record({
      id: fc.oneof(fc.nat(), hostile),
      kind: fc.constantFrom<LeadKind>('inquiry', 'information', 'brochure', 'contact', 'configuration'),
      name: hostile,
      first_name: hostile,
      last_name: hostile,
      email: fc.oneof(
        emailCore,
        hostile,
        emailCore.map((e) => `${e}\r\nBcc: victim@example.com`),
      ),
      phone: hostile,
      country: hostile,
      interest: hostile,
      yacht: hostile,
      message: hostile,
      consent: fc.boolean(),
      consent_text: hostile,
      brochure_url: hostile,
      page_url: hostile,
      utm: fc.dictionary(hostile, hostile, { maxKeys: 3 }),
      createdAt: hostile,
      total_price: fc.double(),
      configuration: fc.record({
        model: hostile,
        basePrice: fc.double(),
        lines: fc.array(
          fc.record({
            kind: fc.constantFrom('color', 'flooring', 'engine', 'option', 'x'),
            name: hostile,
            category: hostile,
            price: fc.double(),
          }),
          { maxLength: 4 },
        ),
      }),
    })
    fc.assert(
      fc.property(lead, (l) => {
        const sales = buildSalesMail(l as LeadRecord, settings)
        expectSafeMail(sales)
        expect(sales.to).toBe(settings.salesEmail)
        expect(sales.replyTo === undefined || sales.replyTo === l.email).toBe(true)
        expectSafeMail(buildConfirmationMail(l as LeadRecord, settings))
      }),
      { numRuns: 150 },
    )
  })

  it('escapeHtml leaves no markup character and is undone exactly by unescaping', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary' }),
          fc.string({ unit: fc.constantFrom(...HOSTILE_FRAGMENTS, '&', '<', '>', '"', "'", '&#39;', 'a') }),
        ),
        (s) => {
          const out = escapeHtml(s)
          expect(out).not.toMatch(/[<>"']/)
          expect(out).toBe(referenceEscape(s))
          expect(unescapeHtml(out)).toBe(s)
        },
      ),
      { numRuns: 250 },
    )
  })

  it('headerSafe gives one capped line, idempotently', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.oneof(
            fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
            fc.constantFrom('\r\n', '\n', '\u0085', '\u2028', ' '),
          ),
          maxLength: 300,
        }),
        fc.integer({ min: 2, max: 200 }),
        (s, max) => {
          const out = headerSafe(s, max)
          expect(out).not.toMatch(HEADER_UNSAFE)
          expect(out.length).toBeLessThanOrEqual(max)
          expect(out).toBe(out.trim())
          expect(headerSafe(out, max)).toBe(out)
        },
      ),
      { numRuns: 250 },
    )
  })
})

// ---------------------------------------------------------------------------------------------------
// 6. readJsonBody
// ---------------------------------------------------------------------------------------------------

/** A cheap deterministic byte filler, so 40 KB bodies do not cost 40k generated values each. */
function pseudoRandomBytes(size: number, seed: number, alphabet?: Uint8Array): Uint8Array {
  const out = new Uint8Array(size)
  let x = seed | 1
  for (let i = 0; i < size; i++) {
    x ^= x << 13
    x ^= x >>> 17
    x ^= x << 5
    out[i] = alphabet ? (alphabet[(x >>> 0) % alphabet.length] ?? 0x20) : x & 0xff
  }
  return out
}
const encoder = new TextEncoder()
const JSONISH = encoder.encode('{}[]",:0123456789 \n\tabcnulltruefalse\\u00e9')

/** Bodies up to 40 KB: valid JSON padded to any size, JSON-ish noise, raw bytes, UTF-8 edge cases. */
const bodyBytes: fc.Arbitrary<Uint8Array> = fc.oneof(
  fc.tuple(fc.jsonValue(), fc.integer({ min: 0, max: 40 * 1024 }), fc.boolean()).map(([value, size, front]) => {
    const json = JSON.stringify(value) ?? 'null'
    const pad = ' '.repeat(Math.max(0, size - encoder.encode(json).byteLength))
    return encoder.encode(front ? pad + json : json + pad)
  }),
  fc
    .tuple(
      fc.object(),
      fc.oneof(
        fc.constantFrom(MAX_BODY_BYTES, MAX_BODY_BYTES + 1),
        fc.integer({ min: MAX_BODY_BYTES - 64, max: MAX_BODY_BYTES + 64 }),
      ),
    )
    .map(([value, size]) => {
      const json = JSON.stringify(value)
      return encoder.encode(json + ' '.repeat(Math.max(0, size - encoder.encode(json).byteLength)))
    }),
  fc
    .tuple(fc.integer({ min: 0, max: 40 * 1024 }), fc.integer(), fc.boolean())
    .map(([size, seed, jsonish]) => pseudoRandomBytes(size, seed, jsonish ? JSONISH : undefined)),
  fc.uint8Array({ maxLength: 64 }),
  fc.string({ unit: 'binary', maxLength: 100 }).map((s) => encoder.encode(`{"name":${JSON.stringify(s)}}`)),
)

/** What the body must give, from the bytes alone. */
function oracle(bytes: Uint8Array): { ok: true; value: unknown } | { ok: false; status: number } {
  if (bytes.byteLength > MAX_BODY_BYTES) return { ok: false, status: 413 }
  let value: unknown
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch {
    return { ok: false, status: 400 }
  }
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? { ok: true, value }
    : { ok: false, status: 400 }
}

function chunked(bytes: Uint8Array, sizes: number[]): ReadableStream<Uint8Array> {
  let offset = 0
  let n = 0
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.byteLength) return controller.close()
      const size = Math.max(1, sizes[n++ % Math.max(1, sizes.length)] ?? 1024)
      controller.enqueue(bytes.slice(offset, offset + size))
      offset += size
    },
  })
}

describe('6. readJsonBody', () => {
  it('any body up to 40 KB gives a plain object, 400 or 413 — as the bytes dictate — and never throws', async () => {
    await fc.assert(
      fc.asyncProperty(
        bodyBytes,
        fc.constantFrom('whole', 'stream'),
        fc.array(fc.integer({ min: 1, max: 16 * 1024 }), { minLength: 1, maxLength: 5 }),
        fc.constantFrom('none', 'true', 'understated', 'garbage'),
        fc.constantFrom('application/json', 'application/json; charset=utf-8', 'Application/JSON ;charset=UTF-8'),
        async (bytes, delivery, sizes, declared, contentType) => {
          const headers: Record<string, string> = { 'content-type': contentType }
          if (declared === 'true') headers['content-length'] = String(bytes.byteLength)
          if (declared === 'understated') headers['content-length'] = '2'
          if (declared === 'garbage') headers['content-length'] = 'lots'
          const request = new Request('http://x/api/send-email', {
            method: 'POST',
            body: delivery === 'whole' ? bytes : chunked(bytes, sizes),
            headers,
            duplex: 'half',
          } as RequestInit)
          const result = await readJsonBody(request)
          const expected = oracle(bytes)
          if (result.ok) {
            expect(expected.ok).toBe(true)
            expect(Object.getPrototypeOf(result.value)).toBe(Object.prototype)
            expect(result.value).toEqual(expected.ok ? expected.value : undefined)
          } else {
            expect([400, 413]).toContain(result.status)
            expect(result.status).toBe(expected.ok ? 'ok' : expected.status)
          }
          if (bytes.byteLength > MAX_BODY_BYTES) expect(result).toMatchObject({ ok: false, status: 413 })
        },
      ),
      { numRuns: 100 },
    )
  })
})

describe('6b. clientAddress', () => {
  const headerText = fc.string({
    unit: fc.constantFrom(...'0123456789abcdefABCDEF.:, \t[]-_xyz%'.split('')),
    maxLength: 80,
  })
  const ipv4 = fc.ipV4()

  const behindOneProxy = parseTrustProxy('1')

  it('behind one proxy the right-most X-Forwarded-For entry wins, whatever a client put before it', () => {
    fc.assert(
      fc.property(headerText, ipv4, fc.constantFrom(',', ', ', ' ,  '), fc.boolean(), (forged, ip, sep, mapped) => {
        const proxied = mapped ? `::FFFF:${ip}` : ip
        expect(clientAddress(new Headers({ 'x-forwarded-for': `${forged}${sep}${proxied}` }), behindOneProxy)).toBe(ip)
      }),
      { numRuns: 150 },
    )
  })

  it('always answers one non-empty address of at most 100 characters, without commas', () => {
    fc.assert(
      fc.property(
        fc.option(fc.oneof(headerText, fc.string({ unit: 'grapheme-ascii', maxLength: 300 })), { nil: undefined }),
        (xff) => {
          const address = clientAddress(
            new Headers(xff === undefined ? {} : { 'x-forwarded-for': xff }),
            behindOneProxy,
          )
          expect(address.length).toBeGreaterThan(0)
          expect(address.length).toBeLessThanOrEqual(100)
          expect(address).not.toContain(',')
        },
      ),
      { numRuns: 150 },
    )
  })
})

// ---------------------------------------------------------------------------------------------------
// 7. Configurator pricing and share links
// ---------------------------------------------------------------------------------------------------

describe('7. configurator', () => {
  const catalogue = defaultCatalogue
  const priceOf = new Map<string, number>()
  for (const list of [catalogue.colors, catalogue.floorings, catalogue.engines, catalogue.options]) {
    for (const item of list) priceOf.set(`${list === catalogue.options ? 'option' : 'item'}:${item.id}`, item.price)
  }
  const optionIds = catalogue.options.map((o) => o.id)
  const knownIds = new Set(
    [...catalogue.colors, ...catalogue.floorings, ...catalogue.engines, ...catalogue.options].map((i) => i.id),
  )

  const catalogueSelection: fc.Arbitrary<Selection> = fc.record({
    colorId: fc.constantFrom(...catalogue.colors.map((c) => c.id)),
    flooringId: fc.constantFrom(...catalogue.floorings.map((f) => f.id)),
    engineId: fc.constantFrom('', ...catalogue.engines.map((e) => e.id)),
    optionIds: fc.shuffledSubarray(optionIds),
  })
  const unknownId = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }).filter((id) => !knownIds.has(id))

  it('total = base + colour + flooring + engine + each chosen option once (a package’s contents in its price); unknown ids add nothing', () => {
    fc.assert(
      fc.property(
        catalogueSelection,
        fc.uniqueArray(unknownId, { maxLength: 3 }),
        fc.array(fc.constantFrom(...optionIds), { maxLength: 5 }),
        (selection, unknown, repeats) => {
          const chosen = new Set(selection.optionIds)
          // What a chosen package includes is paid through the package's own price.
          const packaged = new Set(
            catalogue.rules.filter((r) => r.kind === 'includes' && chosen.has(r.option)).flatMap((r) => r.targets),
          )
          const expectedTotal =
            catalogue.basePrice +
            (priceOf.get(`item:${selection.colorId}`) ?? NaN) +
            (priceOf.get(`item:${selection.flooringId}`) ?? NaN) +
            (selection.engineId ? (priceOf.get(`item:${selection.engineId}`) ?? NaN) : 0) +
            [...chosen].reduce((sum, id) => sum + (packaged.has(id) ? 0 : (priceOf.get(`option:${id}`) ?? NaN)), 0)

          const priced = priceConfiguration(catalogue, selection)
          expect(priced.total).toBe(expectedTotal)
          expect(priced.total).toBe(priced.lines.reduce((sum, l) => sum + l.price, priced.basePrice))
          expect(priced.unknownIds).toEqual([])
          expect(priced.lines.filter((l) => l.kind === 'option').map((l) => l.id)).toEqual(
            optionIds.filter((id) => chosen.has(id)),
          )

          // Duplicates (also of chosen options) and unknown ids change nothing but the unknownIds list.
          const noisy = priceConfiguration(catalogue, {
            ...selection,
            optionIds: [...unknown, ...selection.optionIds, ...repeats.filter((id) => chosen.has(id))],
          })
          expect(noisy.total).toBe(expectedTotal)
          expect(noisy.unknownIds).toEqual(unknown)
        },
      ),
      { numRuns: 150 },
    )
  })

  it('a parsed quote selection (padded ids) prices like the clean selection', () => {
    fc.assert(
      fc.property(quoteBody, catalogueSelection, padding, padding, (b, selection, before, after) => {
        const pad = (id: string) => (id ? before + id + after : id)
        const body = {
          ...b,
          selection: {
            colorId: pad(selection.colorId),
            flooringId: pad(selection.flooringId),
            engineId: pad(selection.engineId),
            optionIds: selection.optionIds.map(pad),
          },
        }
        const data = expectAccepted(configurationQuoteSchema.safeParse(body))
        expect(data.selection).toEqual(selection)
        expect(priceConfiguration(catalogue, data.selection as Selection).total).toBe(
          priceConfiguration(catalogue, selection).total,
        )
      }),
      { numRuns: 100 },
    )
  })

  it('share codes round-trip catalogue selections, directly and through a URL', () => {
    fc.assert(
      fc.property(
        catalogueSelection,
        fc.array(fc.constantFrom(...optionIds), { maxLength: 5 }),
        (selection, repeats) => {
          expect(decodeSelection(encodeSelection(selection))).toEqual(selection)
          const url = buildShareUrl('https://wama.example/yachts/wama-26/configure?utm_source=x#top', selection)
          expect(decodeSelection(readShareCode(new URL(url).search))).toEqual(selection)
          // With duplicated options the decoded selection differs, but not its price.
          const duplicated = { ...selection, optionIds: [...selection.optionIds, ...repeats] }
          const decoded = decodeSelection(encodeSelection(duplicated))
          expect(decoded).not.toBeNull()
          expect(priceConfiguration(catalogue, decoded as Selection).total).toBe(
            priceConfiguration(catalogue, duplicated).total,
          )
        },
      ),
      { numRuns: 150 },
    )
  })

  it('share codes round-trip any well-formed unicode ids, separators included', () => {
    const id = fc.string({
      unit: fc.oneof(
        fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
        fc.constantFrom('.', '_', '%', '%2E', ' ', '&', '=', '#'),
      ),
      minLength: 1,
      maxLength: 12,
    })
    fc.assert(
      fc.property(
        id,
        id,
        fc.option(id, { nil: '' }),
        fc.uniqueArray(id, { maxLength: 8 }),
        (colorId, flooringId, engineId, ids) => {
          const selection: Selection = { colorId, flooringId, engineId, optionIds: ids }
          const url = buildShareUrl('https://wama.example/c', selection)
          expect(decodeSelection(readShareCode(new URL(url).search))).toEqual(selection)
        },
      ),
      { numRuns: 150 },
    )
  })
})
