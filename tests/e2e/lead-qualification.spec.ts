import { expect, test } from '@playwright/test'

import { BASE, cmsApi } from './env'
import { signInBrowser } from './helpers/admin'
import { firstChoices } from './helpers/catalogue'
import { fakeClient, humanMeta, leadSpec, mailed, uniqueEmail, waitForLead } from './helpers/smtp'

/**
 * A visitor may say more of their plans — budget, when they mean to buy, what the boat is for, its home port —
 * folded under one line so the forms stay short on a phone. Sales read it in the mail and the admin, and the
 * inbox can put the best leads first by a score made from it and the value of a priced build.
 */

const spec = leadSpec()
const { smtp } = spec
test.use({ contextOptions: { reducedMotion: 'reduce' } })

test('a French visitor opens the folded questions with the keyboard, answers them, and sales read the answers and the score @phone-only', async ({
  page,
}) => {
  await page.setExtraHTTPHeaders(fakeClient())
  const email = uniqueEmail('plans-fr')
  await page.goto('/fr/contact')
  const form = page
    .locator('form')
    .filter({ has: page.getByLabel('Centre d’intérêt') })
    .first()
  const folded = form.getByText('Parlez-nous de votre projet (facultatif)')
  await expect(folded).toBeVisible()
  // Folded: the four questions take no room until asked for.
  await expect(form.getByLabel('Budget')).toBeHidden()
  await expect(form.getByLabel('Port d’attache')).toBeHidden()

  await form.getByLabel('Nom complet').fill('Yasmine Ben Salah')
  await form.getByLabel('E-mail').fill(email)
  await form.getByLabel('Centre d’intérêt').selectOption({ label: 'Catamarans' })
  await form.getByLabel('Message').fill('Un WAMA 42 pour la saison prochaine.')
  await folded.focus()
  await page.keyboard.press('Enter')
  await expect(form.getByLabel('Budget')).toBeVisible()
  await form.getByLabel('Budget').selectOption({ label: 'Plus d’1\u00a0million d’euros' })
  await form.getByLabel('Quand souhaitez-vous acheter\u00a0?').selectOption({ label: 'D’ici 3\u00a0mois' })
  await form.getByLabel('À quoi servira le bateau\u00a0?').selectOption({ label: 'Activité de location' })
  await form.getByLabel('Port d’attache').fill('La Goulette')
  await page.waitForTimeout(2_100)
  await form.getByRole('button', { name: 'Envoyer la demande' }).click()
  await expect(page.getByText('Merci pour votre demande\u00a0!')).toBeVisible()

  const lead = await waitForLead(page.request, spec.token, email, mailed)
  expect(lead).toMatchObject({
    budget: 'over-1m',
    timeframe: 'within-3-months',
    intended_use: 'charter',
    home_port: 'La Goulette',
    score: 80,
  })
  const mail = await smtp.waitFor((m) => m.replyTo === email)
  for (const line of [
    'Budget: Over €1 million',
    'Buying: Within 3 months',
    'Use: Charter business',
    'Home port: La Goulette',
    'Score: 80 / 100',
  ])
    expect(mail.text).toContain(line)
  // The visitor's copy is answered to the sales team (nobody owns the lead here), not to a no-reply address.
  const confirmation = await smtp.waitFor((m) => m.envelopeTo.includes(email))
  expect(confirmation.replyTo).toBe(process.env.SALES_EMAIL ?? 'sales@wama.test')
})

test('@cms a quote with its plans scores its build too and heads the inbox, best first; a value off the list is refused in the page’s language', async ({
  page,
  context,
  request,
}) => {
  const selection = await firstChoices(request)
  const plans = { budget: 'over-1m', timeframe: 'within-3-months', intended_use: 'family', home_port: 'Monaco' }
  const buyer = { name: 'Grace Kelly', country: 'Monaco', consent: true, selection }

  const refused = await request.post(`${BASE}/api/send-configuration`, {
    headers: fakeClient(),
    data: { ...buyer, email: uniqueEmail('plans-bad'), ...plans, budget: 'a billion', locale: 'fr', ...humanMeta() },
  })
  expect(refused.status()).toBe(400)
  expect(((await refused.json()) as { fields: Record<string, string> }).fields).toEqual({
    budget: 'Veuillez choisir dans la liste.',
  })

  const email = uniqueEmail('plans-quote')
  const sent = await request.post(`${BASE}/api/send-configuration`, {
    headers: fakeClient(),
    data: {
      ...buyer,
      email,
      ...plans,
      message: 'Moored in Monaco.',
      utm: { utm_source: 'cannes-show' },
      ...humanMeta(),
    },
  })
  expect(sent.status(), await sent.text()).toBe(200)
  const quote = await waitForLead(request, spec.token, email, mailed)
  // 40 + 30 + 5 + 5, and a point per €12,500 of the build (at most 20).
  expect(quote.score).toBe(80 + Math.min(20, Math.round((quote.total_price ?? 0) / 12_500)))

  await signInBrowser(context, spec.token)
  await page.goto('/admin/collections/leads')
  await page.getByRole('link', { name: 'Awaiting a first answer, best first' }).click()
  await expect(page).toHaveURL(/sort=-score/)
  const first = page.getByRole('row').nth(1)
  await expect(first).toContainText(email)
  await expect(first).toContainText(String(quote.score))

  await first.getByRole('link').first().click()
  await expect(page.getByLabel('Home port')).toHaveValue('Monaco')
  await expect(page.getByLabel('Home port')).toBeDisabled()
  await expect(page.getByText('Over €1 million')).toBeVisible()
  // Where the editor clicks: on the "Visit" heading, under which Payload lays its toggle.
  const heading = page.getByText('Visit', { exact: true })
  await heading.scrollIntoViewIfNeeded()
  const visit = await heading.boundingBox()
  await page.mouse.click((visit?.x ?? 0) + 10, (visit?.y ?? 0) + 5)
  await expect(page.getByRole('definition').filter({ hasText: 'cannes-show' })).toBeVisible()

  // The build as a list sales can read, and the very build, as priced then, one click away under its code.
  const build = page.getByRole('table', { name: 'Priced by the server when the visitor sent the quote' })
  await expect(page.getByRole('heading', { name: 'Build: WAMA 26' })).toBeVisible()
  const total = `€${new Intl.NumberFormat('en-US').format(quote.total_price ?? 0)}`
  await expect(build.getByRole('row', { name: /^Total/ })).toContainText(total)
  const open = page.getByRole('link', { name: `Open build ${quote.reference} as priced then` })
  await expect(open).toHaveAttribute('href', new RegExp(`/yachts/wama-26/configure/${quote.reference}$`))
  await page.goto((await open.getAttribute('href')) ?? '')
  await expect(page.getByRole('row', { name: 'Total' })).toContainText(total)

  // Sales work the lead, they do not rewrite what the visitor sent: the status moves, the rest stays as received.
  const rewrite = await request.patch(cmsApi(`/leads/${quote.id}`), {
    headers: { authorization: `JWT ${spec.token}` },
    data: { status: 'qualified', message: 'Rewritten.', budget: 'under-150k', email: 'someone@else.test', score: 1 },
  })
  expect(rewrite.status(), await rewrite.text()).toBe(200)
  const after = await waitForLead(request, spec.token, email, (l) => l.status === 'qualified')
  expect(after).toMatchObject({ message: 'Moored in Monaco.', budget: 'over-1m', email, score: quote.score })
})
