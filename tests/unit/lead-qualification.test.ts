import { quoteFormSchema } from '@/lib/configurator/quote-schema'
import { buildSalesMail } from '@/lib/leads/mail-content'
import { leadScore } from '@/lib/leads/qualification'
import { contactRequestSchema, fieldErrors, informationFormSchema } from '@/lib/leads/schemas'
import { wordFieldErrors } from '@/lib/leads/wording'

const contact = { name: 'Ada', email: 'ada@example.com', interest: 'Catamarans', message: 'Hello' }

describe('the optional plans of an inquiry or a quote', () => {
  it('are optional: a form sent as before, or with every list left at "Rather not say", stores none of them', () => {
    const before = contactRequestSchema.parse(contact)
    const unsaid = contactRequestSchema.parse({
      ...contact,
      budget: '',
      timeframe: '',
      intended_use: '',
      home_port: '',
    })
    for (const parsed of [before, unsaid]) {
      expect(parsed.budget).toBeUndefined()
      expect(parsed.timeframe).toBeUndefined()
      expect(parsed.intended_use).toBeUndefined()
    }
    expect(unsaid.home_port).toBe('')
  })

  it('keep what the visitor chose, on every form that asks', () => {
    const plans = { budget: 'over-1m', timeframe: 'within-3-months', intended_use: 'charter', home_port: ' Monaco ' }
    expect(contactRequestSchema.parse({ ...contact, ...plans })).toMatchObject({ ...plans, home_port: 'Monaco' })
    const information = { name: 'Ada', email: 'ada@example.com', consent: true }
    expect(informationFormSchema.parse({ ...information, ...plans }).budget).toBe('over-1m')
    const quote = { ...information, country: 'Monaco' }
    expect(quoteFormSchema.parse({ ...quote, ...plans }).timeframe).toBe('within-3-months')
  })

  it('refuse a value off the list or a home port on two lines, in the language of the page', () => {
    const r = contactRequestSchema.safeParse({ ...contact, budget: 'a billion', home_port: 'La Goulette\r\nBcc: x' })
    expect(r.success).toBe(false)
    if (r.success) return
    expect(wordFieldErrors(fieldErrors(r.error.issues), 'en')).toEqual({
      budget: 'Please choose from the list.',
      home_port: 'Please write the home port on one line.',
    })
    expect(wordFieldErrors(fieldErrors(r.error.issues), 'fr')).toMatchObject({
      budget: 'Veuillez choisir dans la liste.',
    })
    const long = contactRequestSchema.safeParse({ ...contact, home_port: 'x'.repeat(81) })
    expect(long.error && wordFieldErrors(fieldErrors(long.error.issues), 'en')).toEqual({
      home_port: 'Please use at most 80 characters.',
    })
  })
})

describe('the score that orders the inbox', () => {
  it('is 0 for a lead that says nothing and 100 for a buyer with a large budget, soon, a priced build and both details', () => {
    expect(leadScore({})).toBe(0)
    expect(
      leadScore({
        budget: 'over-1m',
        timeframe: 'within-3-months',
        intended_use: 'family',
        home_port: 'Sidi Bou Saïd',
        total_price: 260_000,
      }),
    ).toBe(100)
  })

  it('counts the budget, then the timeframe, then a build by its value', () => {
    expect(leadScore({ budget: 'under-150k' })).toBe(10)
    expect(leadScore({ budget: '250k-1m' })).toBe(30)
    expect(leadScore({ timeframe: '6-12-months' })).toBe(10)
    expect(leadScore({ timeframe: 'later' })).toBe(0)
    expect(leadScore({ total_price: 125_000 })).toBe(10)
    expect(leadScore({ total_price: 222_029 })).toBe(18)
    expect(leadScore({ home_port: '   ' })).toBe(0)
  })
})

describe('the sales mail', () => {
  it('lists the plans in words, and the score', () => {
    const mail = buildSalesMail(
      {
        id: 9,
        kind: 'inquiry',
        email: 'ada@example.com',
        budget: '150k-250k',
        timeframe: '3-6-months',
        intended_use: 'watersports',
        home_port: 'Port El Kantaoui',
        score: 50,
        createdAt: '2026-12-07T10:00:00.000Z',
      },
      { salesEmail: 'sales@wama.test', publicSiteUrl: 'https://wama.test' },
    )
    expect(mail.text).toContain('Budget: €150,000 to €250,000')
    expect(mail.text).toContain('Buying: In 3 to 6 months')
    expect(mail.text).toContain('Use: Fishing and water sports')
    expect(mail.text).toContain('Home port: Port El Kantaoui')
    expect(mail.text).toContain('Score: 50 / 100')
  })
})
