/** @jest-environment node */
import { buildMyDataMail } from '@/lib/privacy/mail'
import { MY_DATA_LINK_MS, myDataUrl, openMyDataToken, sealMyDataToken } from '@/lib/privacy/link'
import { monthsBefore } from '@/lib/privacy/retention'

const SECRET = 'a-server-secret'
const NOW = Date.parse('2026-12-07T10:00:00Z')

describe('the link to a visitor’s data', () => {
  it('opens for the address it was sealed for, whatever its case, until a day has passed', () => {
    const token = sealMyDataToken(' Ada@Example.COM ', SECRET, NOW)
    expect(openMyDataToken(token, SECRET, NOW + 1000)).toEqual({
      ok: true,
      email: 'ada@example.com',
      expiresAt: NOW + MY_DATA_LINK_MS,
    })
    expect(openMyDataToken(token, SECRET, NOW + MY_DATA_LINK_MS - 1).ok).toBe(true)
    expect(openMyDataToken(token, SECRET, NOW + MY_DATA_LINK_MS + 1)).toEqual({ ok: false, reason: 'expired' })
  })

  it('does not show the address, and differs for every request', () => {
    const a = sealMyDataToken('ada@example.com', SECRET, NOW)
    const b = sealMyDataToken('ada@example.com', SECRET, NOW)
    expect(a).not.toBe(b)
    expect(Buffer.from(a, 'base64url').toString('latin1')).not.toMatch(/ada|example/i)
  })

  it('refuses a token changed by one character, sealed under another secret, or not a token at all', () => {
    const token = sealMyDataToken('ada@example.com', SECRET, NOW)
    // A character inside the sealed bytes (the last one may only carry padding bits).
    const changed = `${token.slice(0, 20)}${token[20] === 'A' ? 'B' : 'A'}${token.slice(21)}`
    expect(openMyDataToken(changed, SECRET, NOW)).toEqual({ ok: false, reason: 'invalid' })
    expect(openMyDataToken(token, 'another-secret', NOW)).toEqual({ ok: false, reason: 'invalid' })
    for (const junk of [undefined, '', 'short', ['a', 'b'], 'x'.repeat(601), `${token}!`]) {
      expect(openMyDataToken(junk, SECRET, NOW)).toEqual({ ok: false, reason: 'invalid' })
    }
  })

  it('is mailed in the visitor’s language, to their page, with nothing else they typed', () => {
    const url = myDataUrl('ada@example.com', 'fr', { publicSiteUrl: 'https://wama.test', secret: SECRET })
    const link = new URL(url)
    expect(link.pathname).toBe('/fr/my-data')
    expect(openMyDataToken(link.searchParams.get('t'), SECRET).ok).toBe(true)
    const mail = buildMyDataMail('ada@example.com', 'fr', url)
    expect(mail.to).toBe('ada@example.com')
    expect(mail.subject).toBe('Vos données chez WAMA Yachts')
    expect(mail.text).toContain(url)
    expect(mail.html).toContain('Voir mes données')
    expect(buildMyDataMail('ada@example.com', 'en', url).subject).toBe('Your data at WAMA Yachts')
  })
})

describe('the retention period', () => {
  it('counts back calendar months, to the last day of a shorter one', () => {
    expect(monthsBefore(new Date('2026-12-07T03:15:00Z'), 36).toISOString()).toBe('2023-12-07T03:15:00.000Z')
    expect(monthsBefore(new Date('2026-03-31T00:00:00Z'), 1).toISOString()).toBe('2026-02-28T00:00:00.000Z')
  })
})
