/** @jest-environment node */
import {
  buildSubscriberMail,
  joinAsksAgain,
  statusAfter,
  subscriberLinkSchema,
  subscriberSignature,
} from '@/lib/leads/newsletter'

const settings = { salesEmail: 'sales@wama.test', publicSiteUrl: 'https://wama.test', secret: 'test-secret' }
const french = { id: 41, email: 'ada@example.com', locale: 'fr' as const }

/** Every link of the mail's HTML part, as a mail client follows it. */
const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, '&')))

describe('the confirmation mail of a new subscriber', () => {
  const mail = buildSubscriberMail(french, settings)

  it('is written in the language of the page they joined on, to their address', () => {
    expect(mail.to).toBe('ada@example.com')
    expect(mail.subject).toBe('Merci de confirmer votre inscription — WAMA Yachts')
    expect(mail.text).toContain('Vous avez demandé à recevoir la newsletter WAMA à cette adresse.')
    expect(mail.text).not.toContain('ada@example.com')
    expect(mail.html).toContain('lang="fr-FR"')
    expect(buildSubscriberMail({ ...french, locale: 'en' }, settings).subject).toBe(
      'Please confirm your subscription — WAMA Yachts',
    )
  })

  it('links to the French confirm and unsubscribe pages with a signature the site accepts', () => {
    const [confirm, unsubscribe] = hrefs(mail.html)
    expect(confirm?.pathname).toBe('/fr/newsletter/confirm')
    expect(unsubscribe?.pathname).toBe('/fr/newsletter/unsubscribe')
    for (const link of [confirm, unsubscribe]) {
      const parsed = subscriberLinkSchema.parse(Object.fromEntries(link!.searchParams))
      expect(parsed).toEqual({ s: 41, t: subscriberSignature(41, 'ada@example.com', 'test-secret') })
      expect(mail.text).toContain(link!.toString())
    }
  })

  it('names the address a mail client posts its one-click Unsubscribe to (RFC 8058)', () => {
    const target = new URL(mail.unsubscribe ?? 'missing:')
    expect(target.origin + target.pathname).toBe('https://wama.test/api/newsletter/unsubscribe')
    expect(subscriberLinkSchema.parse(Object.fromEntries(target.searchParams))).toEqual({
      s: 41,
      t: subscriberSignature(41, 'ada@example.com', 'test-secret'),
    })
  })
})

describe('a link signature', () => {
  const signature = subscriberSignature(41, 'ada@example.com', 'test-secret')

  it('is the same for the address in any case, and another for another address, id or secret', () => {
    expect(subscriberSignature(41, 'Ada@Example.com ', 'test-secret')).toBe(signature)
    expect(subscriberSignature(41, 'eve@example.com', 'test-secret')).not.toBe(signature)
    expect(subscriberSignature(42, 'ada@example.com', 'test-secret')).not.toBe(signature)
    expect(subscriberSignature(41, 'ada@example.com', 'other-secret')).not.toBe(signature)
  })

  it('is refused when cut short, padded or not a number', () => {
    expect(subscriberLinkSchema.safeParse({ s: '41', t: signature.slice(0, -1) }).success).toBe(false)
    expect(subscriberLinkSchema.safeParse({ s: '41', t: `${signature}x` }).success).toBe(false)
    expect(subscriberLinkSchema.safeParse({ s: '41abc', t: signature }).success).toBe(false)
    expect(subscriberLinkSchema.safeParse({ s: '41', t: signature }).success).toBe(true)
  })
})

describe('what a link does', () => {
  it('confirms only an address awaiting it; unsubscribes any address still on the list', () => {
    expect(statusAfter('confirm', 'pending')).toBe('subscribed')
    expect(statusAfter('confirm', 'subscribed')).toBeNull()
    expect(statusAfter('confirm', 'unsubscribed')).toBeNull()
    expect(statusAfter('unsubscribe', 'pending')).toBe('unsubscribed')
    expect(statusAfter('unsubscribe', 'subscribed')).toBe('unsubscribed')
    expect(statusAfter('unsubscribe', 'unsubscribed')).toBeNull()
  })
})

describe('joining again with a known address', () => {
  const at = Date.parse('2026-11-30T10:00:00Z')
  const minutes = (n: number) => new Date(at - n * 60_000).toISOString()
  const known = { createdAt: minutes(60), confirmation_requested_at: minutes(1), mail_status: 'sent' as const }

  it('asks a subscriber who left to confirm again, and never one already subscribed', () => {
    expect(joinAsksAgain({ ...known, status: 'unsubscribed' }, at)).toBe(true)
    expect(joinAsksAgain({ ...known, status: 'subscribed', confirmation_requested_at: minutes(600) }, at)).toBe(false)
  })

  it('sends a waiting address its mail again once ten minutes have passed, or at once if it failed', () => {
    expect(joinAsksAgain({ ...known, status: 'pending' }, at)).toBe(false)
    expect(joinAsksAgain({ ...known, status: 'pending', confirmation_requested_at: minutes(11) }, at)).toBe(true)
    expect(joinAsksAgain({ ...known, status: 'pending', mail_status: 'failed' }, at)).toBe(true)
    expect(joinAsksAgain({ ...known, status: 'pending', confirmation_requested_at: null }, at)).toBe(true)
  })
})
