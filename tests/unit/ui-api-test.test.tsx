import { screen, waitFor } from '@testing-library/react'

import { ApiTest } from '@/app/(site)/[locale]/api-test/ApiTest.client'
import { fetchYachtSummaries, toSummary } from '@/app/(site)/[locale]/api-test/summary'

import { renderIn } from './intl'

const render = renderIn

function respond(body: unknown, init: { ok?: boolean; statusText?: string } = {}) {
  return jest.fn().mockResolvedValue({
    ok: init.ok ?? true,
    status: init.ok === false ? 503 : 200,
    statusText: init.statusText ?? 'OK',
    json: async () => body,
  })
}

const record = {
  slug: 'wama-42',
  name: 'WAMA 42',
  tagline: 'Aluminium power catamaran',
  price: 950000,
  featured_on_homepage: true,
  hero_image: '/art/x.webp',
}

afterEach(() => jest.restoreAllMocks())

describe('api-test data', () => {
  it('maps contract records to the API test view', () => {
    expect(toSummary(record)).toEqual({
      id: 'wama-42',
      name: 'WAMA 42',
      tagline: 'Aluminium power catamaran',
      price: 950000,
      slug: 'wama-42',
      featured: true,
      heroImage: '/art/x.webp',
    })
    expect(toSummary({})).toBeNull()
  })

  it('raises "API Error: " plus the status text on a non-OK answer', async () => {
    await expect(
      fetchYachtSummaries(respond({}, { ok: false, statusText: 'Service Unavailable' }) as unknown as typeof fetch),
    ).rejects.toThrow('API Error: Service Unavailable')
  })
})

describe('ApiTest', () => {
  it('goes from checking to "Connected to Backend" with the yachts', async () => {
    global.fetch = respond([record]) as unknown as typeof fetch
    render(<ApiTest />)
    expect(screen.getByTestId('api-status')).toHaveTextContent('checking')
    expect(await screen.findByRole('heading', { name: 'Connected to Backend' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'WAMA 42' })).toBeInTheDocument()
    expect(screen.getByText('Aluminium power catamaran')).toBeInTheDocument()
    expect(screen.getByText('€950,000')).toBeInTheDocument()
    expect(screen.getByText('Featured')).toBeInTheDocument()
    expect(screen.getByText('1 yacht received.')).toBeInTheDocument()
  })

  it('speaks French on a French page: status, heading, price and count', async () => {
    global.fetch = respond([
      record,
      { ...record, slug: 'wama-26', name: 'WAMA 26', price: null },
    ]) as unknown as typeof fetch
    render(<ApiTest />, 'fr')
    expect(screen.getByTestId('api-status')).toHaveTextContent('vérification')
    expect(await screen.findByRole('heading', { name: 'Connecté au serveur' })).toBeInTheDocument()
    expect(screen.getByText('950 000 €')).toBeInTheDocument()
    expect(screen.getByText('N.C.')).toBeInTheDocument()
    expect(screen.getByText('2 yachts reçus.')).toBeInTheDocument()
  })

  it('shows "Connection Failed" with the error text and the local backend hint', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {})
    global.fetch = respond({}, { ok: false, statusText: 'Internal Server Error' }) as unknown as typeof fetch
    render(<ApiTest />)
    expect(await screen.findByRole('heading', { name: 'Connection Failed' })).toBeInTheDocument()
    expect(screen.getByText('API Error: Internal Server Error')).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent(/running locally/)
  })

  it('shows a placeholder for a yacht without an image', async () => {
    global.fetch = respond([{ ...record, hero_image: '' }]) as unknown as typeof fetch
    render(<ApiTest />)
    const img = await screen.findByRole('img', { name: /placeholder shown/ })
    await waitFor(() => expect(img).toHaveAttribute('data-placeholder', 'true'))
  })
})
