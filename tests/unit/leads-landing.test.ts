import { submitMeta } from '@/lib/leads/client'

const meta = () => submitMeta({ startedAt: 1, idempotencyKey: 'k', honeypot: '' })

describe('the campaign a lead came from', () => {
  beforeEach(() => window.sessionStorage.clear())

  it('is the first page of the visit, not the page the form is sent from', () => {
    window.history.replaceState(null, '', '/yachts/wama-42?utm_source=newsletter&utm_campaign=spring&ref=x')
    meta()
    window.history.replaceState(null, '', '/contact')
    expect(meta()).toMatchObject({
      pageUrl: 'http://localhost/contact',
      utm: { utm_source: 'newsletter', utm_campaign: 'spring' },
    })
  })

  it.each(['"a string"', '{"url":5,"utm":{}}', '{"url":"http://localhost/","utm":null}', 'not json'])(
    'comes from the current page when the stored landing is not one (%s)',
    (stored) => {
      window.sessionStorage.setItem('wama:landing', stored)
      window.history.replaceState(null, '', '/fr/contact?utm_medium=cpc')
      expect(meta().utm).toEqual({ utm_medium: 'cpc' })
    },
  )

  it('keeps only the text values of a stored campaign', () => {
    window.sessionStorage.setItem(
      'wama:landing',
      JSON.stringify({ url: 'http://localhost/', utm: { utm_source: 'ads', utm_term: { $gt: '' } } }),
    )
    expect(meta().utm).toEqual({ utm_source: 'ads' })
  })
})
