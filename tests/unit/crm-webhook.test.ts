/** @jest-environment node */
import type { Lead } from '@/lib/cms/payload-types'
import { crmBody, signatureMatches, signBody } from '@/lib/crm/webhook'

const lead: Lead = {
  id: 42,
  kind: 'configuration',
  status: 'new',
  email: 'nadia@example.com',
  name: 'Nadia Ben Salem',
  phone: '+216 20 123 456',
  locale: 'fr',
  delivery_status: 'sent',
  reference: 'W26-20261207-QG24',
  total_price: 163_507,
  configuration: {
    model: 'WAMA 26',
    basePrice: 125_000,
    lines: [{ kind: 'engine', id: 'twin-200', name: 'Twin 200 hp', price: 38_507 }],
  },
  utm: { utm_source: 'salon', utm_medium: 7 },
  createdAt: '2026-12-07T09:00:00.000Z',
  updatedAt: '2026-12-07T09:00:00.000Z',
}
const envelope = { event: 'lead.created' as const, deliveryId: 'd-1', occurredAt: '2026-12-07T09:00:01.000Z' }

test('the signature is the HMAC-SHA256 a receiver computes over the same bytes, and one changed byte breaks it', async () => {
  const raw = JSON.stringify(crmBody(envelope, lead, null))
  // As a receiver on another stack would: the Web Crypto API, not the module that signs.
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode('shared-secret'),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  const mac = Buffer.from(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(raw))).toString('hex')
  expect(signBody(raw, 'shared-secret')).toBe(`sha256=${mac}`)
  expect(signatureMatches(raw, 'shared-secret', signBody(raw, 'shared-secret'))).toBe(true)
  expect(signatureMatches(raw.replace('Nadia', 'Nadja'), 'shared-secret', signBody(raw, 'shared-secret'))).toBe(false)
  expect(signatureMatches(raw, 'another-secret', signBody(raw, 'shared-secret'))).toBe(false)
  expect(signatureMatches(raw, 'shared-secret', undefined)).toBe(false)
})

test('a quote carries its reference, options and total; the UTM keeps only its words', () => {
  const body = crmBody(envelope, lead, { id: 3, email: 'amira@wama.test', name: 'Amira' })
  expect(body.lead).toMatchObject({
    id: '42',
    configuration: {
      reference: 'W26-20261207-QG24',
      options: [{ id: 'twin-200', name: 'Twin 200 hp', price_eur: 38_507 }],
      total_price_eur: 163_507,
    },
    source: { utm: { utm_source: 'salon' } },
    owner: { id: '3', name: 'Amira', email: 'amira@wama.test' },
  })
})

test('an erasure names the lead and nothing about the person', () => {
  const raw = JSON.stringify(
    crmBody({ ...envelope, event: 'lead.erased' }, { ...lead, erased_at: '2026-12-08T00:00:00.000Z' }, null),
  )
  expect(JSON.parse(raw)).toEqual({
    event: 'lead.erased',
    delivery_id: 'd-1',
    occurred_at: envelope.occurredAt,
    lead: { id: '42', erased_at: '2026-12-08T00:00:00.000Z' },
  })
})
