import { expect, test } from '@playwright/test'

import { BASE } from './env'
import { signInBrowser } from './helpers/admin'
import { fakeClient, humanMeta, leadSpec, mailed, uniqueEmail, waitForLead } from './helpers/smtp'

/**
 * Sales answer a lead from its view: a template in the lead's language fills the reply, which they change and
 * send; the visitor receives it with its author as Reply-To, the reply stays on the lead, and the lead's clock
 * stops. A real SMTP server on loopback receives what the site sends.
 */

const spec = leadSpec()
const { smtp } = spec
const ADMIN = process.env.ADMIN_EMAIL ?? 'admin@wama.test'

test('@cms a French lead is answered from its view with a French template, and the reply is kept on the lead', async ({
  page,
  context,
  request,
}) => {
  const email = uniqueEmail('reply-fr')
  const sent = await request.post(`${BASE}/api/send-email`, {
    headers: fakeClient(),
    data: { name: 'Claire Martin', email, interest: 'Catamarans', message: 'Un essai ?', locale: 'fr', ...humanMeta() },
  })
  expect(sent.status()).toBe(200)
  const lead = await waitForLead(request, spec.token, email, mailed)
  expect(lead.status).toBe('new')

  await signInBrowser(context, spec.token)
  await page.goto(`/admin/collections/leads/${lead.id}`)
  const answer = page.getByRole('region', { name: 'Answer the visitor' })
  const template = answer.getByLabel('Start from a template')
  // The lead wrote in French: the French templates are offered, not the English ones.
  await expect(template.getByRole('option', { name: 'Invitation à un essai en mer' })).toBeAttached()
  await expect(template.getByRole('option', { name: 'Sea trial invitation' })).toHaveCount(0)
  await template.selectOption({ label: 'Invitation à un essai en mer' })
  await expect(answer.getByLabel('Reply subject')).toHaveValue('Un essai en mer avec WAMA Yachts')
  const text = answer.getByLabel('Reply text')
  await expect(text).toHaveValue(/^Madame, Monsieur,\n\nMerci de l’intérêt/)
  await expect(text).not.toHaveValue(/\{owner\}/)
  await text.fill(`${await text.inputValue()}\n\nP.-S. : le 14 mai vous conviendrait-il ?`)
  await answer.getByRole('button', { name: 'Send reply' }).click()
  await expect(page.getByText(`Reply to ${email} kept on the lead; it leaves within seconds.`)).toBeVisible()

  const reply = await smtp.waitFor(
    (m) => m.subject === 'Un essai en mer avec WAMA Yachts' && m.envelopeTo.includes(email),
  )
  expect(reply.envelopeTo).toEqual([email])
  expect(reply.replyTo).toBe(ADMIN)
  expect(reply.text).toContain('P.-S. : le 14 mai vous conviendrait-il ?')

  // The first answer moves the lead on and stops its clock; the reply is listed on the lead, sent.
  const answered = await waitForLead(request, spec.token, email, (l) => l.status === 'contacted')
  expect(answered.first_response_at).toBeTruthy()
  await expect
    .poll(async () => {
      await page.reload()
      return page.getByRole('row').filter({ hasText: 'Un essai en mer avec WAMA Yachts' }).innerText()
    })
    .toContain('Sent')
})
