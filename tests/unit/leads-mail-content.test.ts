import { buildConfirmationMail, buildSalesMail, type LeadRecord } from '@/lib/leads/mail-content'

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
    expect(mail.subject).toBe('New inquiry: Custom Build — Ada <b>Lovelace</b>')
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
    expect(quote.subject).toBe('Quote request: WAMA 26 €140,500 — Ada <b>Lovelace</b>')
    expect(quote.text).toContain('Base price: €125,000')
    expect(quote.text).toContain('Exterior colour: Ocean Blue — €2,500')
    expect(quote.text).toContain('Engine: Mercury F300XL — €13,000')
    expect(quote.text).toContain('Finishing: Logo — €0')
    expect(quote.text).toContain('Total: €140,500')
    expect(quote.html).toContain('Ocean Blue')
    expect(quote.html).toContain('€140,500')
  })
})

describe('confirmation mail', () => {
  it('greets the visitor and repeats nothing else they wrote', () => {
    const mail = buildConfirmationMail(inquiry, settings)
    expect(mail.to).toBe('ada@example.com')
    expect(mail.text).toContain('Dear Ada,')
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

  it('never mails a javascript: link', () => {
    const mail = buildConfirmationMail(
      { ...inquiry, kind: 'brochure', yacht: 'WAMA 42', brochure_url: 'javascript:alert(1)' },
      settings,
    )
    expect(mail.html).not.toContain('javascript:')
    expect(mail.text).toContain('Our team will send you the brochure shortly.')
  })
})
