import { act, fireEvent, render, screen } from '@testing-library/react'

import { SwapHero } from '@/components/home/SwapHero.client'
import { TabsHero } from '@/components/home/TabsHero.client'
import { heroActions, heroModels, scrollProgress, type HeroSlide } from '@/components/home/hero'
import { defaultHomeContent, defaultHomepageHero } from '@/content-defaults/home'

jest.mock('@/components/dialogs/ConsultationDialog.client', () => ({
  ConsultationTrigger: ({ children, className }: { children: React.ReactNode; className?: string }) => (
    <button type="button" className={className}>
      {children}
    </button>
  ),
}))

// The server renders the optimised pictures (HomeHero); here plain images stand in for them.
const models = heroModels(defaultHomepageHero).map((m) => ({
  ...m,
  picture: <img src={m.image} alt={m.alt} />,
  thumb: <img src={m.image} alt="" />,
})) as unknown as [HeroSlide, HeroSlide]
const actions = heroActions(defaultHomeContent)

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
    const [wama42, wama26] = heroModels({ ...defaultHomepageHero, hero_wama42_title: '', hero_wama26_title: '' })
    expect(wama42.title).toBe('CATAMARANS')
    expect(wama26.title).toBe('MONOHULLS')
    const a = heroActions({
      ...defaultHomeContent,
      hero_cta_primary_url: '',
      hero_cta_primary_text: '',
      hero_scroll_text: '',
    })
    expect(a.primaryHref).toBe('/collection')
    expect(a.primaryText).toBe('Discover More')
    expect(a.scrollText).toBe('Explore')
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
