import { expect, test, type APIRequestContext } from '@playwright/test'

import type { CrmDelivery } from '../../lib/cms/payload-types'

import { BASE, cmsApi } from './env'
import { signInBrowser, within } from './helpers/admin'
import { CrmReceiver } from './helpers/crm-receiver'
import { fakeClient, humanMeta, type LeadDoc, leadSpec, mailed, uniqueEmail, waitForLead } from './helpers/smtp'

/**
 * The CRM fed exactly once: the server under test posts each lead event to a real HTTP receiver on loopback
 * (CRM_WEBHOOK_URL, set by playwright.config.ts), which checks the signature as a CRM would. The receiver goes
 * down and comes back; what was acknowledged to the visitor arrives, once per delivery id.
 */

const spec = leadSpec()
const crm = new CrmReceiver()
const auth = () => ({ authorization: `JWT ${spec.token}` })

test.afterEach(async () => {
  crm.answer = () => 204
  await crm.stop()
})

async function inquiry(request: APIRequestContext, tag: string, extra: Record<string, unknown> = {}) {
  const email = uniqueEmail(tag)
  const res = await request.post(`${BASE}/api/send-email`, {
    headers: fakeClient(),
    data: {
      name: 'Nadia Ben Salem',
      email,
      phone: '+216 20 123 456',
      interest: 'Catamarans',
      message: 'Is the WAMA 42 ready for Dubai?',
      locale: 'fr',
      pageUrl: `${BASE}/fr/contact`,
      utm: { utm_source: 'salon', utm_campaign: 'dubai' },
      ...humanMeta(),
      ...extra,
    },
  })
  expect(res.status(), await res.text()).toBe(200)
  return { email, lead: await waitForLead(request, spec.token, email, mailed) }
}

async function deliveriesOf(request: APIRequestContext, leadId: number): Promise<CrmDelivery[]> {
  const res = await request.get(cmsApi('/crm-deliveries'), {
    params: { 'where[lead][equals]': String(leadId), depth: '0', sort: 'createdAt' },
    headers: auth(),
  })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { docs: CrmDelivery[] }).docs
}

test('a new lead and each change of its status or owner reach the CRM once, signed, with a delivery id the CRM can deduplicate on', async ({
  request,
}) => {
  test.setTimeout(90_000)
  await crm.start()
  const { email, lead } = await inquiry(request, 'crm-new')

  await within(20_000, async () => crm.acceptedFor(lead.id).length === 1)
  const [created] = crm.acceptedFor(lead.id)
  expect(created?.signed).toBe(true)
  expect(created?.event).toBe('lead.created')
  expect(created?.deliveryId).toBe(created?.body.delivery_id)
  expect(created?.body).toMatchObject({
    event: 'lead.created',
    lead: {
      id: String(lead.id),
      kind: 'inquiry',
      status: 'new',
      language: 'fr',
      contact: { name: 'Nadia Ben Salem', email, phone: '+216 20 123 456' },
      yacht: 'Catamarans',
      message: 'Is the WAMA 42 ready for Dubai?',
      consent: { purpose: 'reply', wording_version: lead.consent_version },
      source: { utm: { utm_source: 'salon', utm_campaign: 'dubai' } },
    },
  })

  const changed = await request.patch(cmsApi(`/leads/${lead.id}`), { headers: auth(), data: { status: 'contacted' } })
  expect(changed.status(), await changed.text()).toBe(200)
  await within(20_000, async () => crm.acceptedFor(lead.id).length === 2)
  const updated = crm.acceptedFor(lead.id)[1]
  expect(updated?.body).toMatchObject({ event: 'lead.updated', lead: { id: String(lead.id), status: 'contacted' } })
  expect(updated?.deliveryId).not.toBe(created?.deliveryId)

  // A save that changes neither status nor owner is no news: the outbox row would be written with the save.
  const same = await request.patch(cmsApi(`/leads/${lead.id}`), { headers: auth(), data: { status: 'contacted' } })
  expect(same.status()).toBe(200)
  const rows = await deliveriesOf(request, lead.id)
  expect(rows.map((r) => [r.event, r.status, r.attempts])).toEqual([
    ['lead.created', 'delivered', 1],
    ['lead.updated', 'delivered', 1],
  ])
  expect(crm.received.every((r) => r.signed)).toBe(true)
})

test('a CRM that is down, then answers 503, loses nothing and receives nothing twice; the admin shows the failures', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000)
  const leads: LeadDoc[] = []
  for (const n of [1, 2, 3]) leads.push((await inquiry(request, `crm-down-${n}`)).lead)

  // Nobody listens: each delivery fails, is kept and waits its turn to be tried again.
  await within(30_000, async () => {
    const rows = await Promise.all(leads.map((l) => deliveriesOf(request, l.id)))
    return rows.every((r) => r[0]?.status === 'retrying' && /ECONNREFUSED/.test(r[0].last_error ?? ''))
  })
  await signInBrowser(page.context(), spec.token)
  await page.goto(`/admin/collections/leads/${leads[0]!.id}`)
  await expect(page.getByText('Sent to the CRM', { exact: true })).toBeVisible()
  await expect(page.getByRole('cell', { name: 'Retrying' })).toBeVisible()
  await expect(page.getByRole('cell', { name: 'ECONNREFUSED' })).toBeVisible()

  // Back up, but the first answer to the second lead is a 503: that delivery is tried again under the same id.
  let refused = false
  crm.answer = (body) => {
    if (!refused && body.lead.id === String(leads[1]!.id)) {
      refused = true
      return 503
    }
    return 204
  }
  await crm.start()
  await within(90_000, async () => leads.every((l) => crm.acceptedFor(l.id).length === 1))

  for (const l of leads) {
    const all = crm.received.filter((r) => r.body.lead.id === String(l.id))
    const accepted = crm.acceptedFor(l.id)
    expect(accepted.map((r) => r.event)).toEqual(['lead.created'])
    // Every request for the lead carried the one delivery id its outbox row holds.
    const [row] = await deliveriesOf(request, l.id)
    expect(new Set(all.map((r) => r.deliveryId))).toEqual(new Set([row!.delivery_id]))
    expect(row?.status).toBe('delivered')
  }
  expect(crm.received.filter((r) => r.body.lead.id === String(leads[1]!.id)).map((r) => r.answered)).toEqual([503, 204])
})

test('an erased lead tells the CRM to erase it too, with no personal data in that message, and its unsent news is never sent', async ({
  request,
}) => {
  test.setTimeout(90_000)
  const { email, lead } = await inquiry(request, 'crm-erased')
  // The CRM is down while the lead arrives and is erased: its arrival must not leave after the erasure.
  await within(20_000, async () => (await deliveriesOf(request, lead.id))[0]?.status === 'retrying')
  const erased = await request.post(cmsApi('/globals/privacy/erase'), { headers: auth(), data: { email } })
  expect(erased.status(), await erased.text()).toBe(200)

  await crm.start()
  await within(60_000, async () => crm.acceptedFor(lead.id).some((r) => r.event === 'lead.erased'))
  const got = crm.received.filter((r) => r.body.lead.id === String(lead.id))
  expect(got.map((r) => r.event)).toEqual(['lead.erased'])
  expect(got[0]?.raw).not.toContain(email)
  expect(got[0]?.raw).not.toContain('Nadia')
  const rows = await deliveriesOf(request, lead.id)
  expect(rows.map((r) => [r.event, r.status])).toEqual([
    ['lead.created', 'cancelled'],
    ['lead.erased', 'delivered'],
  ])
})
