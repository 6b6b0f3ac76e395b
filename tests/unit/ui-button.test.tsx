import { render, screen } from '@testing-library/react'

import { Button, buttonClasses } from '@/components/ui/Button'

describe('Button', () => {
  it('defaults to type="button", the primary variant and the md size', () => {
    render(<Button>Send</Button>)
    const button = screen.getByRole('button', { name: 'Send' })
    expect(button).toHaveAttribute('type', 'button')
    expect(button.className).toContain('bg-gold')
    expect(button.className).toContain('min-h-12')
  })

  it('keeps an explicit submit type', () => {
    render(<Button type="submit">Send</Button>)
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit')
  })

  it.each([
    ['primary', 'bg-gold'],
    ['secondary', 'bg-bone'],
    ['outline', 'border-gold/70'],
  ] as const)('styles the %s variant', (variant, cls) => {
    expect(buttonClasses({ variant })).toContain(cls)
  })

  it.each([
    ['sm', 'min-h-11'],
    ['md', 'min-h-12'],
    ['lg', 'min-h-14'],
  ] as const)('gives the %s size a tap target of at least 44 px', (size, cls) => {
    expect(buttonClasses({ size })).toContain(cls)
  })

  it('sets uppercase, widely spaced label text and appends extra classes', () => {
    const cls = buttonClasses({ className: 'w-full' })
    expect(cls).toContain('uppercase')
    expect(cls).toContain('tracking-[0.25em]')
    expect(cls.endsWith('w-full')).toBe(true)
  })
})
