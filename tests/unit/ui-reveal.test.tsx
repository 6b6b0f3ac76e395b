import { act, render, screen } from '@testing-library/react'

import { REVEAL_THRESHOLD, REVEAL_WORD_STAGGER_MS, Reveal } from '@/components/ui/Reveal.client'

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void
let observers: { callback: Callback; options?: IntersectionObserverInit; disconnect: jest.Mock }[] = []

function mockMatchMedia(reduced: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduced && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }))
}

beforeEach(() => {
  observers = []
  mockMatchMedia(false)
  ;(window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
    disconnect = jest.fn()
    constructor(callback: Callback, options?: IntersectionObserverInit) {
      observers.push({ callback, options, disconnect: this.disconnect })
    }
    observe() {}
    unobserve() {}
  }
})

describe('Reveal', () => {
  it('starts hidden with the fade-bottom effect and reveals when 10 % is visible', () => {
    render(<Reveal>Hello sea</Reveal>)
    const el = screen.getByText('Hello sea')
    expect(el).toHaveAttribute('data-reveal', 'hidden')
    expect(el).toHaveAttribute('data-effect', 'fade-bottom')
    expect(observers[0]?.options?.threshold).toBe(REVEAL_THRESHOLD)
    expect(REVEAL_THRESHOLD).toBe(0.1)
    act(() => observers[0]?.callback([{ isIntersecting: true }]))
    expect(el).toHaveAttribute('data-reveal', 'visible')
    expect(observers[0]?.disconnect).toHaveBeenCalled()
  })

  it('staggers words 120 ms apart and keeps the full text for assistive technology', () => {
    render(
      <Reveal as="h2" stagger>
        Built by hand
      </Reveal>,
    )
    expect(screen.getByRole('heading', { name: 'Built by hand' })).toBeInTheDocument()
    const words = document.querySelectorAll<HTMLElement>('[data-reveal]')
    expect(words).toHaveLength(3)
    expect(REVEAL_WORD_STAGGER_MS).toBe(120)
    expect(Array.from(words, (w) => w.style.transitionDelay)).toEqual(['0ms', '120ms', '240ms'])
  })

  it('shows content at once, without observing, under prefers-reduced-motion', () => {
    mockMatchMedia(true)
    render(<Reveal effect="fade-left">Calm</Reveal>)
    expect(screen.getByText('Calm')).toHaveAttribute('data-reveal', 'visible')
    expect(observers).toHaveLength(0)
  })
})
