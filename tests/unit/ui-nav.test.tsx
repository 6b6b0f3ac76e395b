import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { BANNER_DISMISSED_KEY, LanguageBanner, preferredOtherLocale } from '@/components/layout/LanguageBanner.client'
import { Nav } from '@/components/layout/Nav.client'

import { SPEC_NAV } from '../fixtures/nav'
import { renderIn } from './intl'

let mockPath = '/'
jest.mock('next/navigation', () => ({
  usePathname: () => mockPath,
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  useParams: () => ({}),
}))
const render = (ui: React.ReactElement) => renderIn(ui, mockPath === '/fr' || mockPath.startsWith('/fr/') ? 'fr' : 'en')
jest.mock('@/components/dialogs/ConsultationDialog.client', () => jest.requireActual('./consultation-stub'))

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
    window.dispatchEvent(new Event('scroll'))
  })
}

beforeEach(() => {
  mockPath = '/'
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true })
})

describe('Nav', () => {
  it('lists the six links of the spec in order', () => {
    render(<Nav email="info@wama-yachts.com" phone="+216 71 433 800" />)
    const nav = screen.getByRole('navigation', { name: 'Main' })
    // After the wordmark; the language switcher follows them.
    const links = within(nav).getAllByRole('link').slice(1, 7)
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual(SPEC_NAV)
  })

  it('is transparent on the home page until scrolled more than 10 px', () => {
    const { container } = render(<Nav email="e@x.com" phone="1" />)
    const header = container.querySelector('header')!
    expect(header).toHaveAttribute('data-solid', 'false')
    scrollTo(10)
    expect(header).toHaveAttribute('data-solid', 'false')
    scrollTo(11)
    expect(header).toHaveAttribute('data-solid', 'true')
    scrollTo(0)
    expect(header).toHaveAttribute('data-solid', 'false')
  })

  it('is always solid on other pages', () => {
    mockPath = '/about'
    const { container } = render(<Nav email="e@x.com" phone="1" />)
    expect(container.querySelector('header')).toHaveAttribute('data-solid', 'true')
  })

  it('traps focus in the mobile menu, closes on Escape and returns focus to the toggle', async () => {
    const user = userEvent.setup()
    render(<Nav email="info@wama-yachts.com" phone="+216 71 433 800" />)
    const toggle = screen.getByRole('button', { name: /Menu/ })
    await user.click(toggle)
    // The menu's code loads on this first press.
    const menu = await screen.findByRole('dialog', { name: 'Menu' })
    const focusables = within(menu).getAllByRole('link').concat(within(menu).getAllByRole('button'))
    expect(menu.contains(document.activeElement)).toBe(true)
    for (let i = 0; i < focusables.length + 3; i++) {
      await user.tab()
      expect(menu.contains(document.activeElement)).toBe(true)
    }
    await user.tab({ shift: true })
    expect(menu.contains(document.activeElement)).toBe(true)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull()
    await waitFor(() => expect(toggle).toHaveFocus())
  })

  it('closes the mobile menu on route change', async () => {
    const user = userEvent.setup()
    const { rerender } = render(<Nav email="e@x.com" phone="1" />)
    await user.click(screen.getByRole('button', { name: /Menu/ }))
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument()
    mockPath = '/blog'
    rerender(<Nav email="e@x.com" phone="1" />)
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull()
  })

  it('keeps the language in French: French labels, links under /fr, the active page found without its prefix', () => {
    mockPath = '/fr/about'
    render(<Nav email="e@x.com" phone="1" />)
    const nav = screen.getByRole('navigation', { name: 'Principale' })
    const links = within(nav).getAllByRole('link')
    expect(links.slice(1, 7).map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Accueil', '/fr'],
      ['Monocoques', '/fr/yachts/wama-26'],
      ['Catamarans', '/fr/yachts/wama-42-xl'],
      ['Le chantier', '/fr/about'],
      ['Journal', '/fr/blog'],
      ['Contact', '/fr/contact'],
    ])
    expect(within(nav).getByRole('link', { name: 'Le chantier' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('button', { name: 'Réserver un entretien' })).toBeInTheDocument()
  })

  it('offers the same page in the other language, named in that language, in the bar and the menu', async () => {
    mockPath = '/yachts/wama-26'
    const user = userEvent.setup()
    render(<Nav email="e@x.com" phone="1" />)
    const switcher = screen.getByRole('link', { name: 'Lire cette page en français' })
    expect(switcher).toHaveAttribute('href', '/fr/yachts/wama-26')
    expect(switcher).toHaveAttribute('lang', 'fr-FR')
    expect(switcher).toHaveAttribute('hreflang', 'fr-FR')
    expect(switcher).toHaveTextContent('Français')
    await user.click(screen.getByRole('button', { name: /Menu/ }))
    const menu = await screen.findByRole('dialog', { name: 'Menu' })
    expect(within(menu).getByRole('link', { name: 'Lire cette page en français' })).toHaveAttribute(
      'href',
      '/fr/yachts/wama-26',
    )
  })

  it('switches a French page back to English, keeping the query and hash once the link is used', () => {
    mockPath = '/fr/yachts/wama-26/configure'
    window.history.replaceState(null, '', '/fr/yachts/wama-26/configure?c=abc#price')
    render(<Nav email="e@x.com" phone="1" />)
    const switcher = screen.getByRole('link', { name: 'Read this page in English' })
    expect(switcher).toHaveAttribute('href', '/yachts/wama-26/configure')
    expect(switcher).toHaveAttribute('lang', 'en-GB')
    act(() => switcher.focus())
    expect(switcher).toHaveAttribute('href', '/yachts/wama-26/configure?c=abc#price')
    window.history.replaceState(null, '', '/')
  })
})

describe('LanguageBanner', () => {
  const prefer = (...languages: string[]) =>
    Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true })

  beforeEach(() => {
    window.localStorage.clear()
    mockPath = '/about'
  })

  it('offers a page in the language the browser puts first, never the page’s own or a language the site lacks', () => {
    expect(preferredOtherLocale('en', ['fr-FR', 'en'])).toBe('fr')
    expect(preferredOtherLocale('en', ['en-GB', 'fr'])).toBeNull()
    expect(preferredOtherLocale('fr', ['fr'])).toBeNull()
    expect(preferredOtherLocale('fr', ['en-US'])).toBe('en')
    expect(preferredOtherLocale('en', ['de-DE', 'fr'])).toBeNull()
    expect(preferredOtherLocale('en', [])).toBeNull()
  })

  it('offers the French page to a French reader of an English page, in French, until closed', async () => {
    prefer('fr-FR', 'en')
    const user = userEvent.setup()
    const { unmount } = render(<LanguageBanner />)
    const banner = screen.getByRole('region', { name: 'Langue' })
    expect(banner).toHaveAttribute('lang', 'fr-FR')
    expect(banner).toHaveTextContent('Cette page existe en français')
    expect(within(banner).getByRole('link', { name: 'Lire en français' })).toHaveAttribute('href', '/fr/about')
    await user.click(within(banner).getByRole('button', { name: 'Fermer' }))
    expect(screen.queryByRole('region', { name: 'Langue' })).toBeNull()
    expect(window.localStorage.getItem(BANNER_DISMISSED_KEY)).toBe('1')
    unmount()
    render(<LanguageBanner />)
    expect(screen.queryByRole('region', { name: 'Langue' })).toBeNull()
  })

  it('is never shown on a French page to a French reader', () => {
    prefer('fr-FR')
    mockPath = '/fr/about'
    const { container } = render(<LanguageBanner />)
    expect(container).toBeEmptyDOMElement()
  })
})
