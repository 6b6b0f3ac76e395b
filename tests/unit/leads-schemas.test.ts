import fc from 'fast-check'

import {
  brochureRequestSchema,
  contactFormSchema,
  contactRequestSchema,
  fieldErrors,
  informationFormSchema,
  informationRequestSchema,
  LIMITS,
  metaSchema,
  newsletterRequestSchema,
} from '@/lib/leads/schemas'
import { wordFieldErrors, wording } from '@/lib/leads/wording'

const contact = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0000',
  interest: 'Catamarans',
  message: 'Hello\nWAMA',
}
const information = { name: 'Ada', email: 'ada@example.com', yachtName: 'WAMA 42', interest: 'WAMA 42', consent: true }
const brochure = { yachtName: 'WAMA 26', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', phone: '' }

const errorsOf = (r: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  r.success ? {} : fieldErrors(r.error!.issues)

describe('contact schema', () => {
  it('accepts the spec body and trims single-line fields', () => {
    const r = contactRequestSchema.parse({ ...contact, name: '  Ada Lovelace ', email: ' ada@example.com ' })
    expect(r.name).toBe('Ada Lovelace')
    expect(r.email).toBe('ada@example.com')
    expect(r.message).toBe('Hello\nWAMA')
  })

  it('requires name, email, interest and message; phone is optional', () => {
    expect(Object.keys(errorsOf(contactFormSchema.safeParse({})))).toEqual(['name', 'email', 'interest', 'message'])
    expect(contactFormSchema.safeParse({ ...contact, phone: undefined }).success).toBe(true)
    expect(contactFormSchema.safeParse({ ...contact, phone: '' }).success).toBe(true)
  })

  it.each(['Monohulls', 'Catamarans', 'Pontoons', 'Configurator'])('accepts the interest %s', (interest) => {
    expect(contactFormSchema.safeParse({ ...contact, interest }).success).toBe(true)
  })

  it.each([
    ['an unknown interest', { interest: 'Submarines' }, 'interest'],
    ['CR/LF in the name (header injection)', { name: 'Ada\r\nBcc: victim@example.com' }, 'name'],
    ['a bare LF in the name', { name: 'Ada\nX' }, 'name'],
    ['a U+2028 line separator in the name', { name: 'Ada\u2028X' }, 'name'],
    ['CR/LF in the email', { email: 'ada@example.com\r\nBcc: x@y.z' }, 'email'],
    ['an email without a domain dot', { email: 'ada@localhost' }, 'email'],
    ['an email with spaces', { email: 'ada lovelace@example.com' }, 'email'],
    ['a number as the name', { name: 42 }, 'name'],
    ['an object as the message', { message: { $gt: '' } }, 'message'],
    ['a letter in the phone', { phone: '555-CALL-NOW' }, 'phone'],
    ['an overlong name', { name: 'x'.repeat(LIMITS.name + 1) }, 'name'],
    ['an overlong message', { message: 'x'.repeat(LIMITS.message + 1) }, 'message'],
    ['a NUL in the message', { message: 'a\u0000b' }, 'message'],
  ])('rejects %s', (_label, patch, field) => {
    const errors = errorsOf(contactRequestSchema.safeParse({ ...contact, ...patch }))
    expect(errors[field]).toEqual(expect.any(String))
  })
})

describe('information schema', () => {
  it('requires consent = true on the wire and a ticked box in the browser', () => {
    expect(informationRequestSchema.safeParse(information).success).toBe(true)
    expect(errorsOf(informationRequestSchema.safeParse({ ...information, consent: false })).consent).toBeDefined()
    expect(errorsOf(informationRequestSchema.safeParse({ ...information, consent: 'yes' })).consent).toBeDefined()
    expect(
      errorsOf(informationFormSchema.safeParse({ name: 'A', email: 'a@b.co', consent: false })).consent,
    ).toBeDefined()
    expect(informationFormSchema.safeParse({ name: 'A', email: 'a@b.co', consent: true }).success).toBe(true)
  })

  it('keeps phone and message optional and needs the yacht', () => {
    const { interest: _i, ...rest } = information
    expect(informationRequestSchema.safeParse(rest).success).toBe(true)
    expect(errorsOf(informationRequestSchema.safeParse({ ...information, yachtName: '' })).yachtName).toBeDefined()
  })

  it('words the consent as the spec does, and in French on a French page', () => {
    expect(wording('en', 'Forms')('consent', { product: 'WAMA 42' })).toBe(
      'I consent to WAMA 42 contacting me regarding this inquiry.',
    )
    expect(wording('fr', 'Forms')('consent', { product: 'WAMA 42' })).toBe(
      'J’accepte que WAMA 42 me contacte au sujet de cette demande.',
    )
  })
})

describe('brochure and newsletter schemas', () => {
  it('requires first name, last name and email; phone optional', () => {
    expect(brochureRequestSchema.safeParse(brochure).success).toBe(true)
    expect(Object.keys(errorsOf(brochureRequestSchema.safeParse({ yachtName: 'WAMA 26' })))).toEqual([
      'firstName',
      'lastName',
      'email',
    ])
    expect(errorsOf(brochureRequestSchema.safeParse({ ...brochure, lastName: 'L\r\nX' })).lastName).toBeDefined()
  })

  it('newsletter needs a valid email and consent', () => {
    expect(newsletterRequestSchema.safeParse({ email: 'a@b.co', consent: true }).success).toBe(true)
    expect(errorsOf(newsletterRequestSchema.safeParse({ email: 'a@b', consent: true })).email).toBeDefined()
    expect(errorsOf(newsletterRequestSchema.safeParse({ email: 'a@b.co' })).consent).toBeDefined()
  })
})

describe('validation messages', () => {
  const worded = (r: Parameters<typeof errorsOf>[0], locale: 'en' | 'fr') => wordFieldErrors(errorsOf(r), locale)

  it("are the spec's English texts on an English page", () => {
    expect(worded(contactFormSchema.safeParse({}), 'en')).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter your email.',
      interest: 'Please choose what you are interested in.',
      message: 'Please enter a message.',
    })
    expect(worded(contactRequestSchema.safeParse({ ...contact, email: 'ada@', name: 'A\nB' }), 'en')).toEqual({
      name: 'Please keep the name on one line.',
      email: 'Please enter a valid email address.',
    })
    expect(
      worded(contactRequestSchema.safeParse({ ...contact, message: 'x'.repeat(LIMITS.message + 1) }), 'en'),
    ).toEqual({ message: 'Please keep your message under 5001 characters.' })
    expect(worded(informationFormSchema.safeParse({ name: 'A', email: 'a@b.co', consent: false }), 'en')).toEqual({
      consent: 'Please tick the box so we may contact you.',
    })
  })

  it('are French on a French page, from the same schema', () => {
    expect(worded(contactFormSchema.safeParse({}), 'fr')).toEqual({
      name: 'Veuillez indiquer votre nom.',
      email: 'Veuillez indiquer votre adresse e-mail.',
      interest: 'Veuillez choisir ce qui vous intéresse.',
      message: 'Veuillez écrire votre message.',
    })
    expect(worded(brochureRequestSchema.safeParse({ ...brochure, firstName: 'x'.repeat(81) }), 'fr')).toEqual({
      firstName: 'Le prénom doit compter moins de 81 caractères.',
    })
  })

  it('leave a message that is not a key as written (a server answer already worded)', () => {
    expect(wordFieldErrors({ email: 'This address bounced.' }, 'fr')).toEqual({ email: 'This address bounced.' })
  })
})

describe('meta fields are lenient', () => {
  it('drops invalid attribution values instead of refusing the lead', () => {
    const r = metaSchema.parse({
      pageUrl: 'javascript:alert(1)',
      utm: { utm_source: 'news', evil: 'x' },
      startedAt: 'soon',
      idempotencyKey: 'short',
    })
    expect(r).toEqual({ website: undefined, locale: 'en', utm: { utm_source: 'news' } })
  })

  it("keeps the page language when it is one of the site's, else English", () => {
    expect(metaSchema.parse({ locale: 'fr' }).locale).toBe('fr')
    expect(metaSchema.parse({ locale: 'de' }).locale).toBe('en')
    expect(metaSchema.parse({ locale: 42 }).locale).toBe('en')
  })

  it('treats a non-string honeypot as filled', () => {
    expect(metaSchema.parse({ website: 12 }).website).toBeTruthy()
    expect(metaSchema.parse({ website: '' }).website).toBe('')
  })
})

describe('properties (fast-check)', () => {
  const lineBreak = fc.constantFrom('\r', '\n', '\r\n', '\u2028', '\u0000', '\u001b')

  it('no single-line field ever accepts a line break or control character', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 40 }),
        lineBreak,
        fc.string({ maxLength: 40 }),
        fc.constantFrom('name', 'phone'),
        (a, br, b, field) => {
          // Inside the value: refused. (At the ends, trimming removes it: the stored value is clean either way.)
          if (contactRequestSchema.safeParse({ ...contact, [field]: `1${a}${br}${b}1` }).success) return false
          const r = contactRequestSchema.safeParse({ ...contact, [field]: `${a}${br}${b}` })
          return !r.success || !/[\u0000-\u001f\u2028\u2029]/.test(String((r.data as Record<string, unknown>)[field]))
        },
      ),
    )
    fc.assert(
      fc.property(
        fc.string({ maxLength: 40 }),
        lineBreak,
        fc.constantFrom('firstName', 'lastName', 'yachtName'),
        (a, br, field) => {
          return !brochureRequestSchema.safeParse({ ...brochure, [field]: `x${a}${br}x` }).success
        },
      ),
    )
  })

  it('every accepted submission respects the length caps and has a header-safe email', () => {
    fc.assert(
      fc.property(
        fc.record({
          name: fc.string({ maxLength: 200 }),
          email: fc.oneof(fc.emailAddress(), fc.string({ maxLength: 300 })),
          phone: fc.option(fc.stringMatching(/^[0-9+ ()-]{0,60}$/), { nil: undefined }),
          interest: fc.constantFrom('Monohulls', 'Catamarans', 'Pontoons', 'Configurator', 'Other'),
          message: fc.string({ maxLength: 6000 }),
        }),
        (body) => {
          const r = contactRequestSchema.safeParse(body)
          if (!r.success) return Object.keys(fieldErrors(r.error.issues)).length > 0
          const d = r.data
          return (
            d.name.length >= 1 &&
            d.name.length <= LIMITS.name &&
            d.email.length <= LIMITS.email &&
            !/[\s<>,;"]/.test(d.email) &&
            (d.phone ?? '').length <= LIMITS.phone &&
            d.message.length <= LIMITS.message
          )
        },
      ),
      { numRuns: 300 },
    )
  })

  it('never throws, whatever JSON arrives', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        for (const schema of [
          contactRequestSchema,
          informationRequestSchema,
          brochureRequestSchema,
          newsletterRequestSchema,
        ]) {
          const r = schema.safeParse(value)
          if (!r.success) fieldErrors(r.error.issues)
        }
        return true
      }),
      { numRuns: 300 },
    )
  })

  it('accepts any well-formed contact submission', () => {
    const word = fc.stringMatching(/^[A-Za-zÀ-ÿ'-]{1,20}$/)
    fc.assert(
      fc.property(
        word,
        word,
        fc.constantFrom('Monohulls', 'Catamarans', 'Pontoons', 'Configurator'),
        fc.string({ minLength: 1, maxLength: 500 }),
        (first, last, interest, msg) => {
          const message = `${msg.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')}.`
          return contactRequestSchema.safeParse({
            name: `${first} ${last}`,
            email: `${first.replace(/[^A-Za-z]/g, '') || 'x'}@example.com`,
            interest,
            message,
          }).success
        },
      ),
    )
  })
})
