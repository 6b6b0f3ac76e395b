import { act, fireEvent, screen } from '@testing-library/react'
import { createTranslator } from 'next-intl'

import { SwapHero } from '@/components/home/SwapHero.client'
import { TabsHero } from '@/components/home/TabsHero.client'
import { heroActions, heroModels, scrollProgress, type HeroSlide } from '@/components/home/hero'
import { defaultHomeContent, defaultHomepageHero } from '@/content-defaults/home'
import type { Locale } from '@/lib/i18n/config'
import { home } from '@/lib/i18n/messages/home'
import { intlMessages } from '@/lib/i18n/messages'

import { renderIn } from './intl'

jest.mock('next/navigation', () => ({
  usePathname: () => '/',
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  useParams: () => ({}),
}))
const render = (ui: React.ReactElement) => renderIn(ui, 'en')

jest.mock('@/components/dialogs/ConsultationDialog.client', () => jest.requireActual('./consultation-stub'))

// The server renders the optimised pictures and labels (HomeHero); here plain images stand in for them.
function slides(locale: Locale): [HeroSlide, HeroSlide] {
  const t = createTranslator({ locale, messages: intlMessages(locale), namespace: 'Home.hero' })
  const [a, b] = heroModels(defaultHomepageHero, home[locale].hero).map((m) => ({
    ...m,
    switchLabel: t('switchTo', { name: m.name }),
    showLabel: t('show', { name: m.name, title: m.title }),
    picture: <img src={m.image} alt={m.alt} />,
    thumb: <img src={m.image} alt="" />,
  }))
  if (!a || !b) throw new Error('two hero models')
  return [a, b]
}
const models = slides('en')
const actions = heroActions(defaultHomeContent, home.en.hero)

describe('scrollProgress', () => {
  it('is the scroll position as a fraction of the window height, capped at 1', () => {
    expect(scrollProgress(0, 800)).toBe(0)
    expect(scrollProgress(200, 800)).toBe(0.25)
    expect(scrollProgress(800, 800)).toBe(1)
    expect(scrollProgress(5000, 800)).toBe(1)
    expect(scrollProgress(-10, 800)).toBe(0)
    expect(scrollProgress(100, 0)).toBe(0)
  })
})

describe('hero data', () => {
  it('falls back to the spec headings and the default primary link', () => {
    const empty = { ...defaultHomepageHero, hero_wama42_title: '', hero_wama26_title: '' }
    const [wama42, wama26] = heroModels(empty, home.en.hero)
    expect(wama42.title).toBe('CATAMARANS')
    expect(wama26.title).toBe('MONOHULLS')
    const blank = { ...defaultHomeContent, hero_cta_primary_url: '', hero_cta_primary_text: '', hero_scroll_text: '' }
    const a = heroActions(blank, home.en.hero)
    expect(a.primaryHref).toBe('/collection')
    expect(a.primaryText).toBe('Discover More')
    expect(a.scrollText).toBe('Explore')
    expect(heroModels(empty, home.fr.hero)[1].title).toBe('MONOCOQUES')
    expect(heroActions(blank, home.fr.hero).scrollText).toBe('Explorer')
  })
})

describe('SwapHero', () => {
  it('shows the WAMA 42 first and swaps models from the side card', () => {
    render(<SwapHero models={models} actions={actions} />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('CATAMARANS')
    expect(screen.getByRole('link', { name: /Discover More/ })).toHaveAttribute('href', '/collection')
    expect(screen.getByRole('button', { name: 'Book Consultation' })).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: /Show the WAMA 26/ }))
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('MONOHULLS')
    fireEvent.click(screen.getByRole('button', { name: /Show the WAMA 42/ }))
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('CATAMARANS')
  })

  it('names the swap card in French on a French page', () => {
    renderIn(<SwapHero models={slides('fr')} actions={heroActions(defaultHomeContent, home.fr.hero)} />, 'fr')
    expect(screen.getByRole('button', { name: /Afficher le WAMA 26/ })).toBeInTheDocument()
  })

  it('scrolls one viewport height from the Explore cue', () => {
    const scrollBy = jest.fn()
    window.scrollBy = scrollBy as unknown as typeof window.scrollBy
    Object.defineProperty(window, 'innerHeight', { value: 900, configurable: true })
    render(<SwapHero models={models} actions={actions} />)
    fireEvent.click(screen.getByRole('button', { name: 'Explore' }))
    expect(scrollBy).toHaveBeenCalledWith(expect.objectContaining({ top: 900 }))
  })
})

describe('TabsHero', () => {
  it('starts on the WAMA 42 tab (CATAMARANS) and switches to WAMA 26 (MONOHULLS)', () => {
    render(<TabsHero models={models} actions={actions} />)
    expect(screen.getByRole('tab', { name: 'WAMA 42' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('CATAMARANS')
    fireEvent.click(screen.getByRole('tab', { name: 'WAMA 26' }))
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('MONOHULLS')
  })

  it('tracks scroll progress capped at 1', () => {
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
      cb(0)
      return 0
    })
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true })
    const { container } = render(<TabsHero models={models} actions={actions} />)
    const root = container.firstElementChild as HTMLElement
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 400, configurable: true })
      window.dispatchEvent(new Event('scroll'))
    })
    expect(root.dataset.scrollProgress).toBe('0.500')
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 4000, configurable: true })
      window.dispatchEvent(new Event('scroll'))
    })
    expect(root.dataset.scrollProgress).toBe('1.000')
  })
})
