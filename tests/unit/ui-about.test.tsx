import { render, screen } from '@testing-library/react'

import { AboutError } from '@/components/about/AboutError'
import { ABOUT_FAILED_FALLBACK, loadAbout, splitHighlights } from '@/components/about/load'
import { MultilineText } from '@/components/ui/MultilineText'
import { defaultAbout } from '@/content-defaults/about'

import { renderIn } from './intl'

jest.mock('next/navigation', () => ({
  usePathname: () => '/about',
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  useParams: () => ({}),
}))

describe('loadAbout', () => {
  it('returns the content when the load succeeds', async () => {
    const log = jest.fn()
    await expect(loadAbout(async () => defaultAbout, log)).resolves.toEqual({ ok: true, about: defaultAbout })
    expect(log).not.toHaveBeenCalled()
  })

  it('fails and logs the error message when the load throws', async () => {
    const log = jest.fn()
    const state = await loadAbout(async () => {
      throw new Error('API Error: Service Unavailable')
    }, log)
    expect(state).toEqual({ ok: false, message: 'API Error: Service Unavailable' })
    expect(log).toHaveBeenCalledWith(expect.stringContaining('API Error: Service Unavailable'))
  })

  it('logs "Failed to load about page data" when the error has no message or nothing is returned', async () => {
    const log = jest.fn()
    expect(await loadAbout(async () => Promise.reject(new Error('')), log)).toEqual({
      ok: false,
      message: ABOUT_FAILED_FALLBACK,
    })
    expect(await loadAbout(async () => null, log)).toEqual({ ok: false, message: ABOUT_FAILED_FALLBACK })
    expect(ABOUT_FAILED_FALLBACK).toBe('Failed to load about page data')
    expect(log).toHaveBeenLastCalledWith(expect.stringContaining('Failed to load about page data'))
  })
})

describe('about helpers', () => {
  it('shows "Failed to load about page" in the failed state, with a way to try again', () => {
    renderIn(<AboutError />)
    expect(screen.getByRole('heading', { name: 'Failed to load about page' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/about')
  })

  it('shows the failed state in French on a French page, its links under /fr', () => {
    renderIn(<AboutError />, 'fr')
    expect(screen.getByRole('heading', { name: 'Impossible de charger la page' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Réessayer' })).toHaveAttribute('href', '/fr/about')
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/fr')
  })

  it('splits comma-separated highlights', () => {
    expect(splitHighlights(' a, b ,, c ')).toEqual(['a', 'b', 'c'])
  })

  it('turns newlines in titles into line breaks', () => {
    const { container } = render(
      <h1>
        <MultilineText text={'Built by Hand,\nProven at Sea'} />
      </h1>,
    )
    expect(container.querySelectorAll('br')).toHaveLength(1)
    expect(container.textContent).toBe('Built by Hand,Proven at Sea')
  })
})
