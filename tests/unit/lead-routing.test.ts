import type { LeadRouting, Yacht } from '@/lib/cms/payload-types'
import { buildDigestMail, buildSalesMail, type LeadRecord } from '@/lib/leads/mail-content'
import { nextInTurn, ruleMatches, type RoutedLead } from '@/lib/leads/routing'

type Rule = NonNullable<LeadRouting['rules']>[number]
const rule = (fields: Partial<Rule>): Rule => ({ name: 'test', owners: [1], ...fields })
const wama42: Yacht = { id: 2, name: 'WAMA 42', slug: 'wama-42', updatedAt: '', createdAt: '' }

describe('routing rules', () => {
  const french: RoutedLead = { kind: 'configuration', locale: 'fr', country: 'fr', yacht: 'WAMA 26' }

  it('match when every criterion they fill holds, an empty criterion holding for all', () => {
    expect(ruleMatches(rule({}), french)).toBe(true)
    expect(ruleMatches(rule({ locales: { fr: true }, kinds: { configuration: true, inquiry: true } }), french)).toBe(
      true,
    )
    expect(ruleMatches(rule({ locales: { fr: true, en: false }, kinds: { brochure: true } }), french)).toBe(false)
    expect(ruleMatches(rule({ countries: ['FR', 'MC'] }), french)).toBe(true)
    expect(ruleMatches(rule({ countries: ['AE'] }), french)).toBe(false)
    // A lead without the fact a rule asks for does not match it.
    expect(ruleMatches(rule({ countries: ['FR'] }), { kind: 'inquiry', locale: 'fr' })).toBe(false)
  })

  it('match a yacht by the name or the address the lead carries', () => {
    const catamarans = rule({ yachts: [wama42] })
    expect(ruleMatches(catamarans, { kind: 'information', yacht: 'wama 42' })).toBe(true)
    expect(ruleMatches(catamarans, { kind: 'inquiry', interest: 'wama-42' })).toBe(true)
    expect(ruleMatches(catamarans, french)).toBe(false)
  })
})

describe('turns', () => {
  it('go to someone who never had a lead, then to whoever waited longest, ties in the rule’s order', () => {
    expect(nextInTurn([4, 5, 6], new Map([[4, '2026-12-07T10:00:00.000Z']]))).toBe(5)
    const all = new Map([
      [4, '2026-12-07T10:00:00.000Z'],
      [5, '2026-12-07T09:00:00.000Z'],
      [6, '2026-12-07T11:00:00.000Z'],
    ])
    expect(nextInTurn([4, 5, 6], all)).toBe(5)
    expect(nextInTurn([], all)).toBeNull()
  })

  it('share a run of leads out evenly', () => {
    const last = new Map<number, string>()
    const given: number[] = []
    for (let i = 0; i < 6; i += 1) {
      const next = nextInTurn([7, 8, 9], last)
      if (next === null) throw new Error('nobody')
      given.push(next)
      last.set(next, new Date(Date.UTC(2026, 11, 7, 10, i)).toISOString())
    }
    expect(given).toEqual([7, 8, 9, 7, 8, 9])
  })
})

describe('an owned lead’s mail', () => {
  const lead: LeadRecord = {
    id: 3,
    kind: 'inquiry',
    email: 'buyer@example.com',
    name: 'Buyer',
    createdAt: '2026-12-07T10:00:00.000Z',
  }
  const settings = { salesEmail: 'sales@wama.test', publicSiteUrl: 'https://wama.test' }
  const owner = { email: 'amira@wama.test', name: 'Amira' }

  it('goes to its owner, the shared address in copy when routing asks for it', () => {
    const mail = buildSalesMail(lead, { ...settings, owner, copySales: true })
    expect(mail).toMatchObject({ to: 'amira@wama.test', cc: 'sales@wama.test', replyTo: 'buyer@example.com' })
    expect(mail.text).toContain('Owner: Amira <amira@wama.test>')
    expect(buildSalesMail(lead, { ...settings, owner, copySales: false }).cc).toBeUndefined()
  })

  it('tells a new owner it is now theirs, without copying the shared address again', () => {
    const notice = { kind: 'handedOver', to: owner.email } as const
    const mail = buildSalesMail(lead, { ...settings, owner, copySales: true, notice })
    expect(mail.subject).toBe('Now yours: Inquiry #3 — WAMA Yachts')
    expect(mail.to).toBe('amira@wama.test')
    expect(mail.cc).toBeUndefined()
  })

  it('tells a sales manager its first answer is overdue, with when it was due and who owns it', () => {
    const overdue = { ...lead, respond_by: '2026-12-07T12:00:00.000Z' }
    const notice = { kind: 'overdue', to: 'manager@wama.test' } as const
    const mail = buildSalesMail(overdue, { ...settings, owner, copySales: true, notice })
    expect(mail).toMatchObject({ to: 'manager@wama.test', subject: 'Overdue: Inquiry #3 — WAMA Yachts' })
    expect(mail.cc).toBeUndefined()
    expect(mail.text).toContain('First answer due: 2026-12-07T12:00:00.000Z')
    expect(mail.text).toContain('Owner: Amira <amira@wama.test>')
  })

  it('without an owner goes to the shared address as before', () => {
    expect(buildSalesMail(lead, settings)).toMatchObject({ to: 'sales@wama.test' })
    expect(buildSalesMail(lead, settings).cc).toBeUndefined()
  })
})

describe('the morning digest mail', () => {
  const settings = { salesEmail: 'sales@wama.test', publicSiteUrl: 'https://wama.test' }
  const base = { kind: 'inquiry', email: 'a@example.com', createdAt: '2026-12-07T06:00:00.000Z' } as const
  const now = new Date('2026-12-07T07:05:00.000Z')

  it('lists the owner’s open leads, the overdue and soonest due first, each with its link', () => {
    const mail = buildDigestMail(
      { email: 'amira@wama.test', name: 'Amira' },
      [
        { ...base, id: 1, name: 'Qualified Buyer', status: 'qualified' },
        { ...base, id: 2, name: 'Soon Due', status: 'new', respond_by: '2026-12-07T08:05:00.000Z' },
        { ...base, id: 3, name: 'Late Buyer', status: 'new', respond_by: '2026-12-07T06:35:00.000Z' },
      ],
      '2026-12-07',
      settings,
      now,
    )
    expect(mail.to).toBe('amira@wama.test')
    expect(mail.subject).toBe('Your leads on 2026-12-07: 3 open, 1 overdue — WAMA Yachts')
    const listed = mail.text.split('\n').filter((line) => line.startsWith('#'))
    expect(listed).toEqual([
      '#3 Inquiry — Late Buyer <a@example.com> — New, first answer overdue by 30 min',
      '#2 Inquiry — Soon Due <a@example.com> — New, first answer due in 1 h 00 min',
      '#1 Inquiry — Qualified Buyer <a@example.com> — Qualified',
    ])
    expect(mail.text).toContain('https://wama.test/admin/collections/leads/3')
    expect(mail.html).not.toContain('<script')
  })
})
