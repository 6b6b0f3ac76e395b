import { buildReplyMail } from '@/lib/leads/mail-content'

describe('a reply from the lead view', () => {
  const mail = buildReplyMail(
    {
      subject: 'Your enquiry\r\nBcc: all@evil.test',
      body: 'Dear customer,\n\nA <b>sea trial</b> in May?\n\n— Yasmine',
    },
    'buyer@example.com',
    { email: 'yasmine@wama.test' },
    'fr',
  )

  it('goes to the visitor and is answered to its author', () => {
    expect(mail.to).toBe('buyer@example.com')
    expect(mail.replyTo).toBe('yasmine@wama.test')
  })

  it('keeps the subject on one line and the text as written, escaped in its HTML part', () => {
    expect(mail.subject).toBe('Your enquiry Bcc: all@evil.test')
    expect(mail.text).toBe('Dear customer,\n\nA <b>sea trial</b> in May?\n\n— Yasmine')
    expect(mail.html).toContain('<p>A &lt;b&gt;sea trial&lt;/b&gt; in May?</p>')
    expect(mail.html).toContain('lang="fr')
  })
})
