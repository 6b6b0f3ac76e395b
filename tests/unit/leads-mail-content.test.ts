import { PDFDocument } from 'pdf-lib'

import { buildConfirmationMail, buildSalesMail, type LeadRecord } from '@/lib/leads/mail-content'
import { specSheetFor } from '@/lib/leads/spec-sheet'

const settings = { salesEmail: 'sales@wama.test', publicSiteUrl: 'https://wama.test' }
const inquiry: LeadRecord = {
  id: 7,
  kind: 'inquiry',
  name: 'Ada <b>Lovelace</b>',
  email: 'ada@example.com',
  phone: '+44 20',
  interest: 'Configurator',
  message: '<script>alert(1)</script>\nSecond line & more',
  page_url: 'https://wama.test/contact?x=<y>',
  utm: { utm_source: 'newsletter', utm_campaign: 'spring' },
  createdAt: '2026-11-21T10:00:00.000Z',
}

describe('sales mail', () => {
  const mail = buildSalesMail(inquiry, settings)

  it('goes to the sales team and replies to the visitor', () => {
    expect(mail.to).toBe('sales@wama.test')
    expect(mail.replyTo).toBe('ada@example.com')
    expect(mail.subject).toBe('Inquiry #7 — WAMA Yachts')
  })

  it('states the language the visitor wrote in, in English', () => {
    expect(mail.text).toContain('Language: English')
    const french = buildSalesMail({ ...inquiry, locale: 'fr' }, settings)
    expect(french.subject).toBe('Inquiry #7 — WAMA Yachts')
    expect(french.text).toContain('Language: French')
    expect(french.text).toContain('Interest: Custom Build')
    expect(french.html).toContain('>French</td>')
  })

  it('escapes every visitor value in the HTML part', () => {
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).not.toContain('<b>Lovelace')
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;<br>Second line &amp; more')
    expect(mail.html).toContain('Ada &lt;b&gt;Lovelace&lt;/b&gt;')
    expect(mail.html).toContain('https://wama.test/contact?x=&lt;y&gt;')
  })

  it('has a plain-text part with every field', () => {
    for (const text of [
      'Name: Ada <b>Lovelace</b>',
      'Email: ada@example.com',
      'Phone: +44 20',
      'Interest: Custom Build',
      '<script>alert(1)</script>\nSecond line & more',
      'utm_source=newsletter, utm_campaign=spring',
      'https://wama.test/admin/collections/leads/7',
    ]) {
      expect(mail.text).toContain(text)
    }
  })

  it('keeps a hostile stored value out of the headers', () => {
    const hostile = buildSalesMail(
      { ...inquiry, name: 'X\r\nBcc: victim@example.com', email: 'x@y.z\r\nBcc: v@e.com' },
      settings,
    )
    expect(hostile.subject).not.toMatch(/[\r\n]/)
    expect(hostile.replyTo).toBeUndefined()
  })

  it('lists a configuration item by item with prices and the total', () => {
    const quote = buildSalesMail(
      {
        ...inquiry,
        kind: 'configuration',
        total_price: 140_500,
        configuration: {
          model: 'WAMA 26',
          basePrice: 125_000,
          lines: [
            { kind: 'color', id: 'blue', name: 'Ocean Blue', price: 2500 },
            { kind: 'engine', id: 'e', name: 'Mercury F300XL', price: 13_000 },
            { kind: 'option', id: 'logo', name: 'Logo', price: 0, category: 'Finishing' },
          ],
        },
      },
      settings,
    )
    expect(quote.subject).toBe('WAMA 26 quote request #7 — WAMA Yachts')
    expect(quote.text).toContain('Base price: €125,000')
    expect(quote.text).toContain('Exterior colour: Ocean Blue — €2,500')
    expect(quote.text).toContain('Engine: Mercury F300XL — €13,000')
    expect(quote.text).toContain('Finishing: Logo — €0')
    expect(quote.text).toContain('Total: €140,500')
    expect(quote.html).toContain('Ocean Blue')
    expect(quote.html).toContain('€140,500')
  })
})

const quote: LeadRecord = {
  ...inquiry,
  kind: 'configuration',
  reference: 'W26-20261121-ABCD',
  total_price: 140_500,
  configuration: {
    model: 'WAMA 26',
    basePrice: 125_000,
    total: 140_500,
    lines: [
      { kind: 'color', id: 'blue', name: 'Ocean Blue', price: 2500 },
      { kind: 'engine', id: 'e', name: 'Mercury F300XL', price: 13_000 },
    ],
    selection: { colorId: 'blue', flooringId: 'standard', engineId: 'e', optionIds: [] },
  },
}

describe('confirmation mail in French', () => {
  it('thanks for an inquiry in French, subject included', () => {
    const mail = buildConfirmationMail({ ...inquiry, kind: 'information', yacht: 'WAMA 42', locale: 'fr' }, settings)
    expect(mail.subject).toBe('Merci pour votre demande — WAMA Yachts')
    expect(mail.text).toContain('Madame, Monsieur,')
    expect(mail.text).not.toContain('Ada')
    expect(mail.text).toContain('Nous avons bien reçu votre message concernant le WAMA 42.')
    expect(mail.text).toContain('L’équipe WAMA Yachts\nhttps://wama.test/fr')
    expect(mail.html).toContain('<html lang="fr-FR">')
    expect(mail.text).not.toContain('script')
  })

  it('sends the brochure in French', () => {
    const mail = buildConfirmationMail(
      { ...inquiry, kind: 'brochure', first_name: 'Ada', yacht: 'WAMA 42', brochure_url: '/b.pdf', locale: 'fr' },
      settings,
    )
    expect(mail.subject).toBe('Votre brochure WAMA 42 — WAMA Yachts')
    expect(mail.text).toContain('Merci de l’intérêt que vous portez au WAMA 42. Voici votre brochure\u00a0:')
    expect(mail.html).toContain('Télécharger la brochure</a>')
  })

  it('names the attached spec sheet in French; the sales copy stays English with English prices', () => {
    const mail = buildConfirmationMail({ ...quote, locale: 'fr' }, settings)
    expect(mail.text).toContain('concernant votre configuration WAMA 26')
    expect(mail.text).toContain('(référence W26-20261121-ABCD)')
    const sales = buildSalesMail({ ...quote, locale: 'fr' }, settings)
    expect(sales.subject).toBe('WAMA 26 quote request #7 — WAMA Yachts')
    expect(sales.text).toContain('Exterior colour: Ocean Blue — €2,500')
    expect(sales.text).toContain('Language: French')
  })

  it('writes the spec sheet in the language asked for', async () => {
    const read = async (locale: 'en' | 'fr') => {
      const sheet = await specSheetFor(quote, 'https://wama.test', locale)
      return (await PDFDocument.load(sheet!.content)).getTitle()
    }
    await expect(read('en')).resolves.toBe('WAMA 26 — specification W26-20261121-ABCD')
    await expect(read('fr')).resolves.toBe('WAMA 26 — spécification W26-20261121-ABCD')
  })

  it('is the same file whenever it is drawn: the sales mail and the confirmation carry one document', async () => {
    const drawnAt = async (now: string) => {
      jest.useFakeTimers({ now: new Date(now) })
      try {
        return Buffer.from((await specSheetFor(quote, 'https://wama.test', 'en'))!.content)
      } finally {
        jest.useRealTimers()
      }
    }
    const first = await drawnAt('2026-11-21T10:00:01.000Z')
    const later = await drawnAt('2026-11-21T10:05:00.000Z')
    expect(later.equals(first)).toBe(true)
  })
})

describe('confirmation mail', () => {
  it('is answered to the owner of the lead, or to the sales team while nobody owns it', () => {
    expect(buildConfirmationMail(inquiry, settings).replyTo).toBe('sales@wama.test')
    const owned = { ...settings, owner: { email: 'yasmine@wama.test', name: 'Yasmine' } }
    expect(buildConfirmationMail(inquiry, owned).replyTo).toBe('yasmine@wama.test')
  })

  it('greets without a name and repeats nothing the visitor wrote', () => {
    const mail = buildConfirmationMail(inquiry, settings)
    expect(mail.to).toBe('ada@example.com')
    expect(mail.subject).toBe('Thank you for your inquiry — WAMA Yachts')
    expect(mail.text).toContain('Dear customer,')
    expect(`${mail.text}${mail.html}`).not.toContain('Ada')
    expect(mail.text).toContain(
      'We have received your message about your inquiry. Our team will reach out to you shortly.',
    )
    expect(mail.text).toContain('The WAMA Yachts team\nhttps://wama.test')
    expect(mail.text).not.toContain('script')
    expect(mail.html).not.toContain('script')
  })

  it('links the brochure as an absolute URL', () => {
    const mail = buildConfirmationMail(
      {
        ...inquiry,
        kind: 'brochure',
        first_name: 'Ada',
        yacht: 'WAMA 42',
        brochure_url: '/documents/wama-42-brochure.pdf',
      },
      settings,
    )
    expect(mail.subject).toBe('Your WAMA 42 brochure — WAMA Yachts')
    expect(mail.text).toContain('https://wama.test/documents/wama-42-brochure.pdf')
    expect(mail.html).toContain('href="https://wama.test/documents/wama-42-brochure.pdf"')
  })

  it('carries no link or word from a hostile request', () => {
    const hostile: LeadRecord = {
      ...inquiry,
      name: 'http://evil.test/refund now',
      first_name: 'http://evil.test/refund',
      message: 'Visit http://evil.test/pay',
      page_url: 'http://evil.test/page',
      interest: 'Click http://evil.test',
    }
    for (const kind of ['inquiry', 'information', 'brochure', 'configuration', 'contact'] as const) {
      for (const locale of ['en', 'fr'] as const) {
        const mail = buildConfirmationMail({ ...hostile, kind, locale }, settings)
        expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toContain('evil')
      }
    }
    const sales = buildSalesMail(hostile, settings)
    expect(sales.subject).toBe('Inquiry #7 — WAMA Yachts')
    expect(sales.text).toContain('http://evil.test/pay')
  })

  it('names no yacht in a brochure mail when the CMS did not know it', () => {
    const mail = buildConfirmationMail({ ...inquiry, kind: 'brochure', yacht: null }, settings)
    expect(mail.subject).toBe('Your brochure request — WAMA Yachts')
    expect(mail.text).toContain(
      'Thank you for your interest in our yachts. Our team will send you the brochure shortly.',
    )
  })

  it('never mails a javascript: link', () => {
    const mail = buildConfirmationMail(
      { ...inquiry, kind: 'brochure', yacht: 'WAMA 42', brochure_url: 'javascript:alert(1)' },
      settings,
    )
    expect(mail.html).not.toContain('javascript:')
    expect(mail.text).toContain('Our team will send you the brochure shortly.')
  })
})
