import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { Nav } from '@/components/layout/Nav.client'

let mockPath = '/'
jest.mock('next/navigation', () => ({ usePathname: () => mockPath }))
jest.mock('@/components/dialogs/ConsultationDialog.client', () => ({
  ConsultationTrigger: ({ children, className }: { children: React.ReactNode; className?: string }) => (
    <button type="button" className={className}>
      {children}
    </button>
  ),
}))

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
    const links = within(nav).getAllByRole('link').slice(1)
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Monohulls', '/yachts/wama-26'],
      ['Catamarans', '/yachts/wama-42-xl'],
      ['About', '/about'],
      ['Blog', '/blog'],
      ['Contact', '/contact'],
    ])
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
    const menu = screen.getByRole('dialog', { name: 'Menu' })
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
    await act(() => new Promise((r) => requestAnimationFrame(() => r(null))))
    expect(toggle).toHaveFocus()
  })

  it('closes the mobile menu on route change', async () => {
    const user = userEvent.setup()
    const { rerender } = render(<Nav email="e@x.com" phone="1" />)
    await user.click(screen.getByRole('button', { name: /Menu/ }))
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument()
    mockPath = '/blog'
    rerender(<Nav email="e@x.com" phone="1" />)
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull()
  })
})
