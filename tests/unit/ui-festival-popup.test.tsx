import { act, fireEvent, screen } from '@testing-library/react'

import { FestivalPopup } from '@/components/dialogs/FestivalPopup.client'
import {
  FESTIVAL_POPUP_CLOSE_MS,
  FESTIVAL_POPUP_DELAY_MS,
  FESTIVAL_POPUP_STORAGE_KEY,
  localDay,
} from '@/components/dialogs/festival'

import { renderIn } from './intl'

const props = {
  title: 'Cannes Yachting Festival',
  description: 'Step aboard.',
  dates: '9–14 September 2025',
  location: 'Vieux Port, Cannes, France',
  tourUrl: 'https://inquiry.wama-yachts.com/cannes-2025',
  tourText: 'Request a Private Tour',
}

beforeEach(() => {
  jest.useFakeTimers()
  jest.setSystemTime(new Date(2025, 8, 10, 10, 0, 0))
  window.localStorage.clear()
})
afterEach(() => jest.useRealTimers())

const dialog = () => screen.queryByRole('dialog', { name: props.title })

describe('FestivalPopup', () => {
  it('uses the spec timings', () => {
    expect(FESTIVAL_POPUP_DELAY_MS).toBe(2000)
    expect(FESTIVAL_POPUP_CLOSE_MS).toBe(300)
  })

  it('appears 2000 ms after load with the festival dates', () => {
    renderIn(<FestivalPopup {...props} />)
    act(() => jest.advanceTimersByTime(1999))
    expect(dialog()).toBeNull()
    act(() => jest.advanceTimersByTime(1))
    expect(dialog()).toBeInTheDocument()
    expect(screen.getByText('9–14 September 2025')).toBeInTheDocument()
  })

  it('records today on close, hides after 300 ms and stays hidden for the rest of the day', () => {
    const { unmount } = renderIn(<FestivalPopup {...props} />)
    act(() => jest.advanceTimersByTime(2000))
    fireEvent.click(screen.getByRole('button', { name: 'Close festival announcement' }))
    expect(window.localStorage.getItem(FESTIVAL_POPUP_STORAGE_KEY)).toBe('2025-09-10')
    act(() => jest.advanceTimersByTime(299))
    expect(dialog()).toBeInTheDocument()
    act(() => jest.advanceTimersByTime(1))
    expect(dialog()).toBeNull()
    unmount()

    jest.setSystemTime(new Date(2025, 8, 10, 22, 0, 0))
    const later = renderIn(<FestivalPopup {...props} />)
    act(() => jest.advanceTimersByTime(5000))
    expect(dialog()).toBeNull()
    later.unmount()

    jest.setSystemTime(new Date(2025, 8, 11, 8, 0, 0))
    renderIn(<FestivalPopup {...props} />)
    act(() => jest.advanceTimersByTime(2000))
    expect(dialog()).toBeInTheDocument()
  })

  it('opens the invitation page in a new tab from the tour button and closes', () => {
    renderIn(<FestivalPopup {...props} />)
    act(() => jest.advanceTimersByTime(2000))
    const tour = screen.getByRole('link', { name: /Request a Private Tour/ })
    expect(tour).toHaveAttribute('href', props.tourUrl)
    expect(tour).toHaveAttribute('target', '_blank')
    expect(tour).toHaveAttribute('rel', 'noopener noreferrer')
    fireEvent.click(tour)
    expect(window.localStorage.getItem(FESTIVAL_POPUP_STORAGE_KEY)).toBe(localDay(new Date()))
    act(() => jest.advanceTimersByTime(300))
    expect(dialog()).toBeNull()
  })

  it('closes on Escape', () => {
    renderIn(<FestivalPopup {...props} />)
    act(() => jest.advanceTimersByTime(2000))
    fireEvent.keyDown(window, { key: 'Escape' })
    act(() => jest.advanceTimersByTime(300))
    expect(dialog()).toBeNull()
  })

  it('names its close button and the new tab in French on a French page', () => {
    renderIn(<FestivalPopup {...props} />, 'fr')
    act(() => jest.advanceTimersByTime(2000))
    expect(screen.getByRole('button', { name: 'Fermer l’annonce du salon' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /s’ouvre dans un nouvel onglet/ })).toHaveAttribute('href', props.tourUrl)
  })
})
