import { act, fireEvent, render, screen } from '@testing-library/react'

import {
  TOOLTIP_DELAY_MS,
  TOOLTIP_SKIP_DELAY_MS,
  Tooltip,
  resetTooltipSkipWindow,
} from '@/components/ui/Tooltip.client'

beforeEach(() => {
  jest.useFakeTimers()
  resetTooltipSkipWindow()
})
afterEach(() => jest.useRealTimers())

function setup() {
  render(
    <>
      <Tooltip content="First tip">
        <button type="button">One</button>
      </Tooltip>
      <Tooltip content="Second tip">
        <button type="button">Two</button>
      </Tooltip>
    </>,
  )
}

describe('Tooltip', () => {
  it('opens after 700 ms of hover and describes its control', () => {
    expect(TOOLTIP_DELAY_MS).toBe(700)
    setup()
    fireEvent.pointerEnter(screen.getByText('One').parentElement!)
    act(() => jest.advanceTimersByTime(699))
    expect(screen.queryByRole('tooltip')).toBeNull()
    act(() => jest.advanceTimersByTime(1))
    expect(screen.getByRole('tooltip')).toHaveTextContent('First tip')
    expect(screen.getByRole('button', { name: 'One' })).toHaveAccessibleDescription('First tip')
  })

  it('opens the next tooltip at once within the 300 ms skip delay, and waits again after it', () => {
    expect(TOOLTIP_SKIP_DELAY_MS).toBe(300)
    setup()
    const one = screen.getByText('One').parentElement!
    const two = screen.getByText('Two').parentElement!
    fireEvent.pointerEnter(one)
    act(() => jest.advanceTimersByTime(700))
    fireEvent.pointerLeave(one)
    act(() => jest.advanceTimersByTime(100))
    fireEvent.pointerEnter(two)
    expect(screen.getByRole('tooltip')).toHaveTextContent('Second tip')
    fireEvent.pointerLeave(two)
    act(() => jest.advanceTimersByTime(400))
    fireEvent.pointerEnter(one)
    expect(screen.queryByRole('tooltip')).toBeNull()
  })

  it('opens on keyboard focus and closes on Escape', () => {
    setup()
    fireEvent.focus(screen.getByRole('button', { name: 'Two' }))
    act(() => jest.advanceTimersByTime(700))
    expect(screen.getByRole('tooltip')).toHaveTextContent('Second tip')
    fireEvent.keyDown(window, { key: 'Escape' })
    expect(screen.queryByRole('tooltip')).toBeNull()
  })
})
