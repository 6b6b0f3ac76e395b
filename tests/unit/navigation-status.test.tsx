import { act, fireEvent, screen } from '@testing-library/react'

import { loadingMessage, NavigationStatus, SHOW_AFTER_MS } from '@/components/layout/NavigationStatus.client'
import type { Locale } from '@/lib/i18n/config'

import { renderIn } from './intl'

let pathname = '/'
jest.mock('next/navigation', () => ({ usePathname: () => pathname }))

/** A link as Next's <Link> renders it: its click handler prevents the browser's navigation. */
function Page({ href }: { href: string }) {
  return (
    <>
      <NavigationStatus />
      <a href={href} onClick={(e) => e.preventDefault()}>
        go
      </a>
      <a href="/about">plain link</a>
    </>
  )
}

describe('loading state of a client-side navigation', () => {
  beforeEach(() => {
    jest.useFakeTimers()
    pathname = '/'
    window.history.replaceState(null, '', '/')
  })
  afterEach(() => jest.useRealTimers())

  it.each<[string, string, Locale]>([
    ['/yachts/wama-26', 'Loading yacht', 'en'],
    ['/blog', 'Loading articles...', 'en'],
    ['/blog/why-aluminium', 'Loading article...', 'en'],
    ['/about', 'Loading', 'en'],
    ['/fr/yachts/wama-26', 'Chargement du yacht', 'fr'],
    ['/fr/blog', 'Chargement des articles…', 'fr'],
  ])('a slow navigation to %s shows a spinner with "%s" until the page is there', (href, label, locale) => {
    const view = renderIn(<Page href={href} />, locale)
    fireEvent.click(screen.getByText('go'))
    expect(screen.queryByRole('status')).toBeNull()
    act(() => jest.advanceTimersByTime(SHOW_AFTER_MS))
    expect(screen.getByRole('status')).toHaveTextContent(label)
    pathname = href
    view.rerender(<Page href={href} />)
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('a fast navigation shows nothing', () => {
    const view = renderIn(<Page href="/blog" />)
    fireEvent.click(screen.getByText('go'))
    act(() => jest.advanceTimersByTime(SHOW_AFTER_MS - 50))
    pathname = '/blog'
    view.rerender(<Page href="/blog" />)
    act(() => jest.advanceTimersByTime(1000))
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('ignores what is not a client-side navigation to another page', () => {
    window.history.replaceState(null, '', '/blog')
    pathname = '/blog'
    renderIn(<Page href="/blog?category=news" />)
    fireEvent.click(screen.getByText('go'))
    fireEvent.click(screen.getByText('go'), { metaKey: true })
    // A plain link is the browser's own navigation, with its own progress.
    fireEvent.click(screen.getByText('plain link'))
    act(() => jest.advanceTimersByTime(1000))
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('gives up after 15 s if the navigation never completes', () => {
    renderIn(<Page href="/yachts/wama-42" />)
    fireEvent.click(screen.getByText('go'))
    act(() => jest.advanceTimersByTime(SHOW_AFTER_MS))
    expect(screen.getByRole('status')).toBeInTheDocument()
    act(() => jest.advanceTimersByTime(15_000))
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('names the spec wording for each page, in either language', () => {
    expect(loadingMessage('/yachts/wama-42-xl')).toBe('loadingYacht')
    expect(loadingMessage('/fr/yachts/wama-42-xl')).toBe('loadingYacht')
    expect(loadingMessage('/yachts/wama-26/configure')).toBe('loading')
    expect(loadingMessage('/fr/blog/why-aluminium')).toBe('loadingArticle')
  })
})
