import { configurationQuoteSchema, quoteFormSchema } from '@/lib/configurator/quote-schema'

const valid = {
  name: ' Ada Lovelace ',
  email: 'ada@example.com',
  phone: '+44 20 7946 0000',
  country: 'United Kingdom',
  message: 'Delivery in Antibes, please.',
  consent: true,
  selection: { colorId: 'gold', flooringId: 'esthec', engineId: 'mercury-f350xxl', optionIds: ['custom-logo'] },
  idempotencyKey: '0b7f4c1e-2d0a-4b8e-9c3f-5a6d7e8f9a0b',
  website: '',
  startedAt: 1_700_000_000_000,
}

describe('configurationQuoteSchema', () => {
  it('accepts a complete request and trims text', () => {
    const parsed = configurationQuoteSchema.parse(valid)
    expect(parsed.name).toBe('Ada Lovelace')
    expect(configurationQuoteSchema.parse({ ...valid, email: '  ada@example.com ' }).email).toBe('ada@example.com')
    expect(parsed.selection.optionIds).toEqual(['custom-logo'])
  })

  it('accepts the optional fields left out, and no engine', () => {
    const { phone: _p, message: _m, idempotencyKey: _i, website: _w, startedAt: _s, ...rest } = valid
    expect(
      configurationQuoteSchema.safeParse({ ...rest, selection: { ...valid.selection, engineId: '' } }).success,
    ).toBe(true)
  })

  it.each([
    ['CR/LF in the name', { name: 'Ada\r\nBcc: spam@example.com' }],
    ['an empty name', { name: '   ' }],
    ['an overlong name', { name: 'x'.repeat(121) }],
    ['a bad email', { email: 'not-an-email' }],
    ['no country', { country: '' }],
    ['no consent', { consent: false }],
    ['a letter in the phone', { phone: '555-CALL' }],
    ['a newline in the country', { country: 'France\nX' }],
    [
      'too many options',
      { selection: { ...valid.selection, optionIds: Array.from({ length: 101 }, (_, i) => `o${i}`) } },
    ],
    ['a missing colour', { selection: { ...valid.selection, colorId: '' } }],
    ['a non-numeric start time', { startedAt: 'yesterday' }],
  ])('rejects %s', (_label, change) => {
    expect(configurationQuoteSchema.safeParse({ ...valid, ...change }).success).toBe(false)
  })

  it('the browser form schema takes the consent box as a boolean', () => {
    const form = { name: 'A', email: 'a@b.co', phone: '', country: 'France', message: '', consent: false }
    const result = quoteFormSchema.safeParse(form)
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['consent'])
    expect(quoteFormSchema.safeParse({ ...form, consent: true }).success).toBe(true)
  })
})
