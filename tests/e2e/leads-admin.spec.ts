import { expect, test } from '@playwright/test'

import { BASE, cmsApi } from './env'
import { signInBrowser } from './helpers/admin'
import { fakeClient, humanMeta, leadSpec, mailed, uniqueEmail, waitForLead } from './helpers/smtp'

/** The leads inbox in the admin: dashboard chart, list with CSV export, resend of failed mail. */

const spec = leadSpec()
const { smtp } = spec

test.beforeEach(async ({ context }) => {
  await signInBrowser(context, spec.token)
})

test('dashboard shows leads per week by kind', async ({ page, request }) => {
  await request.post(`${BASE}/api/send-brochure`, {
    data: {
      yachtName: 'WAMA 26',
      email: uniqueEmail('admin-chart'),
      firstName: 'Chart',
      lastName: 'Lead',
      ...humanMeta(),
    },
    headers: fakeClient(),
  })
  await page.goto('/admin')
  const chart = page.getByRole('region', { name: 'Leads per week' })
  await expect(chart).toBeVisible()
  await expect(chart.getByRole('img', { name: /Leads per week/ })).toBeVisible()
  for (const kind of ['Inquiry', 'Yacht information', 'Brochure', 'WAMA 26 quote', 'CMS contact'])
    await expect(chart.getByText(kind, { exact: true })).toBeVisible()
  await expect(chart.getByText(/\d+ in the last 12 weeks/)).toBeVisible()
})

test('the dashboard tells the median first answer over the answered leads, and where the leads come from', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('admin-answered')
  const sent = await request.post(`${BASE}/api/send-email`, {
    data: { name: 'Answered Buyer', email, interest: 'Catamarans', message: 'Call me.', locale: 'en', ...humanMeta() },
    headers: fakeClient(),
  })
  expect(sent.status()).toBe(200)
  const lead = await waitForLead(request, spec.token, email, mailed)
  const auth = { authorization: `JWT ${spec.token}` }
  const answered = await request.patch(cmsApi(`/leads/${lead.id}`), { headers: auth, data: { status: 'contacted' } })
  expect(answered.status()).toBe(200)

  // What the figures must say, counted from the stored leads of the last twelve weeks.
  const since = new Date(Date.now() - 12 * 7 * 86_400_000).toISOString()
  const count = async (where: Record<string, string>) => {
    const res = await request.get(cmsApi('/leads'), {
      headers: auth,
      params: {
        'where[createdAt][greater_than_equal]': since,
        'where[spam][not_equals]': 'true',
        limit: '0',
        ...where,
      },
    })
    return ((await res.json()) as { totalDocs: number }).totalDocs
  }
  // A sea trial with three places, one of them booked.
  const title = `Dashboard trial ${Date.now().toString(36)}`
  const startsAt = new Date(Date.now() + 6 * 86_400_000).toISOString()
  const event = await request.post(cmsApi('/events'), {
    headers: auth,
    data: {
      title,
      kind: 'sea-trial',
      starts_on: startsAt,
      ends_on: startsAt,
      place: 'WAMA yard',
      slots: [{ starts_at: startsAt, starts_at_tz: 'Africa/Tunis', minutes: 60, capacity: 3 }],
    },
  })
  expect(event.status()).toBe(201)
  const { doc } = (await event.json()) as { doc: { id: number; slots: Array<{ id: string }> } }
  const booked = await request.post(`${BASE}/api/events/book`, {
    headers: fakeClient(),
    data: {
      name: 'Trial Buyer',
      email: uniqueEmail('admin-trial'),
      consent: true,
      event: doc.id,
      slot: doc.slots[0]!.id,
      ...humanMeta(),
    },
  })
  expect(booked.status()).toBe(201)
  const withAnswer = await count({ 'where[first_response_at][exists]': 'true' })
  const catamarans = await count({ 'where[interest][equals]': 'Catamarans' })

  await page.goto('/admin')
  const figures = page.getByRole('region', { name: 'Leads per week' })
  const median = figures.getByRole('definition').filter({ hasText: /^\d+ (min|h \d{2} min|d \d+ h)$/ })
  await expect(median).toBeVisible()
  await expect(figures.getByText(`over ${withAnswer} answered lead${withAnswer === 1 ? '' : 's'}`)).toBeVisible()
  const byYacht = figures.getByRole('table', { name: 'By yacht' })
  await expect(byYacht.getByRole('row', { name: `Catamarans ${catamarans}` })).toBeVisible()
  await expect(figures.getByRole('table', { name: 'By source (utm_source)' }).getByRole('row').first()).toBeVisible()
  await expect(
    figures
      .getByRole('table', { name: 'Bookings per event (places taken)' })
      .getByRole('row', { name: `${title} 1 of 3` }),
  ).toBeVisible()
})

test('leads list: columns, filter by delivery status, CSV export of the current filter', async ({ page }) => {
  await page.goto('/admin/collections/leads')
  for (const column of ['Kind', 'Name', 'Email', 'Yacht', 'Owner', 'Answer due', 'Status', 'Mail to sales', 'Spam']) {
    await expect(page.getByRole('columnheader', { name: new RegExp(`^${column} Sort`) })).toBeVisible()
  }
  const exportLink = page.getByRole('link', { name: /Export CSV/ })
  await expect(exportLink).toHaveAttribute('href', '/cms/api/leads/export')
  await page.goto('/admin/collections/leads?where[delivery_status][equals]=sent')
  await expect(page.getByRole('link', { name: 'Export CSV (current filter)' })).toHaveAttribute(
    'href',
    /where%5Bdelivery_status%5D%5Bequals%5D=sent/,
  )
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Export CSV (current filter)' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^wama-leads-\d{4}-\d{2}-\d{2}\.csv$/)
  const workbook = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Export Excel (current filter)' }).click()
  expect((await workbook).suggestedFilename()).toMatch(/^wama-leads-\d{4}-\d{2}-\d{2}\.xlsx$/)
})

test('a lead whose mail failed shows it and can be resent', async ({ page, request }) => {
  const email = uniqueEmail('admin-resend')
  smtp.reject = (m) => (m.replyTo === email ? { code: 554, message: 'Transaction failed' } : null)
  await request.post(`${BASE}/api/send-email`, {
    data: { name: 'Resend Me', email, interest: 'Pontoons', message: 'Please resend', ...humanMeta() },
    headers: fakeClient(),
  })
  const lead = await waitForLead(request, spec.token, email, (l) => l.delivery_status === 'failed')
  smtp.reject = () => null
  await page.goto(`/admin/collections/leads/${lead.id}`)
  await expect(page.getByText('Mail for this lead could not be delivered.')).toBeVisible()
  await page.getByRole('button', { name: 'Resend mail' }).click()
  await expect(page.getByText(/Mail queued again: sales/)).toBeVisible()
  await smtp.waitFor((m) => m.replyTo === email)
  await waitForLead(request, spec.token, email, mailed)
})

test('a lead opened on a phone keeps the language menu and the account link on screen @phone-only', async ({
  page,
  request,
}) => {
  // The lead's title is its e-mail address, often longer than a phone's header has room for.
  const email = uniqueEmail('sales-team-reading-on-a-phone')
  await request.post(`${BASE}/api/send-email`, {
    data: { name: 'Phone Reader', email, interest: 'Pontoons', message: 'Read on a phone', ...humanMeta() },
    headers: fakeClient(),
  })
  const lead = await waitForLead(request, spec.token, email, () => true)
  await page.goto(`/admin/collections/leads/${lead.id}`)
  await expect(page.getByRole('heading', { name: email })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Account' })).toBeInViewport({ ratio: 1 })
  await expect(page.getByRole('button', { name: 'Locale' })).toBeInViewport({ ratio: 1 })
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0)
})

test('the dashboard chart on a phone keeps its week labels readable @phone-only', async ({ page }) => {
  await page.goto('/admin')
  const chart = page.getByRole('region', { name: 'Leads per week' }).getByRole('img', { name: /Leads per week/ })
  await expect(chart).toBeInViewport()
  const lastWeek = chart.locator('text').last()
  const box = await lastWeek.boundingBox()
  // A drawing scaled down to the phone's width drew these 11-unit labels about 4 px tall.
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(9)
})
