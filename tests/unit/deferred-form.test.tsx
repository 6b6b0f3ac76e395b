import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { DeferredContactForm, DeferredInformationForm, DeferredNewsletterForm } from '@/components/forms/DeferredForms'

import { renderIn } from './intl'

/**
 * The lead forms render as plain HTML first and load react-hook-form when the visitor nears or touches
 * them. Nothing typed, focused or submitted in between may be lost.
 */

type Observed = { callback: IntersectionObserverCallback; target?: Element }
let observers: Observed[] = []

beforeEach(() => {
  observers = []
  // jsdom has none; this one fires only when the test says the form came into view.
  global.IntersectionObserver = class {
    private entry: Observed
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback }
      observers.push(this.entry)
    }
    observe(target: Element) {
      this.entry.target = target
    }
    disconnect() {}
    unobserve() {}
    takeRecords() {
      return []
    }
  } as unknown as typeof IntersectionObserver
  global.fetch = jest.fn(
    async () => ({ ok: true, status: 200, json: async () => ({ ok: true }) }) as unknown as Response,
  ) as typeof fetch
})

const interactive = () => screen.getByRole('group', { name: 'Your inquiry' }).closest('form')!

describe('DeferredContactForm', () => {
  it('renders every labelled field before the form library has loaded', () => {
    renderIn(<DeferredContactForm source="home" />)
    for (const label of ['Full Name', 'Email', 'Phone (optional)', 'Interest', 'Message'])
      expect(screen.getByLabelText(label)).toBeInTheDocument()
    expect(screen.getByLabelText('Interest')).toHaveValue('Monohulls')
    expect(interactive()).not.toHaveAttribute('aria-busy')
  })

  it('loads when it comes near the viewport', async () => {
    renderIn(<DeferredContactForm source="home" />)
    const [observer] = observers
    observer!.callback(
      [{ isIntersecting: true, target: observer!.target! } as IntersectionObserverEntry],
      {} as IntersectionObserver,
    )
    await waitFor(() => expect(interactive()).toHaveAttribute('aria-busy', 'false'))
  })

  it('keeps what was typed, the focus and the caret when the interactive form takes over', async () => {
    const user = userEvent.setup()
    renderIn(<DeferredContactForm source="contact" />)
    await user.type(screen.getByLabelText('Message'), 'A WAMA 26')
    await waitFor(() => expect(interactive()).toHaveAttribute('aria-busy', 'false'))
    const message = screen.getByLabelText('Message') as HTMLTextAreaElement
    expect(message).toHaveValue('A WAMA 26')
    expect(message).toHaveFocus()
    await user.type(message, ', please')
    expect(message).toHaveValue('A WAMA 26, please')
  })

  it('a submit before the form has loaded is validated as soon as it has', async () => {
    renderIn(<DeferredContactForm source="contact" />)
    fireEvent.submit(interactive())
    expect(await screen.findByText('Please enter your name.')).toBeInTheDocument()
    expect(global.fetch).not.toHaveBeenCalled()
  })
})

describe('on a French page', () => {
  it('the plain first render is already French', () => {
    renderIn(<DeferredInformationForm yachtName="WAMA 42" yachtSlug="wama-42" />, 'fr')
    for (const label of ['Nom complet', 'E-mail', 'Téléphone (facultatif)', 'Message (facultatif)'])
      expect(screen.getByLabelText(label)).toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'Demande d’informations sur le WAMA 42' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Demander des informations' })).toBeInTheDocument()
  })
})

describe('DeferredInformationForm', () => {
  it('carries a ticked consent box over', async () => {
    const user = userEvent.setup()
    renderIn(<DeferredInformationForm yachtName="WAMA 42" yachtSlug="wama-42" />)
    await user.click(screen.getByLabelText('I consent to WAMA 42 contacting me regarding this inquiry.'))
    await waitFor(() =>
      expect(
        screen.getByRole('group', { name: 'Request information about the WAMA 42' }).closest('form'),
      ).toHaveAttribute('aria-busy', 'false'),
    )
    expect(screen.getByLabelText('I consent to WAMA 42 contacting me regarding this inquiry.')).toBeChecked()
  })
})

describe('DeferredNewsletterForm', () => {
  it('a visitor who types and presses Join before the form has loaded is subscribed with what they typed', async () => {
    renderIn(<DeferredNewsletterForm />)
    const input = screen.getByLabelText('Email address')
    fireEvent.change(input, { target: { value: 'ada@example.com' } })
    fireEvent.submit(input.closest('form')!)
    await waitFor(() => expect(global.fetch).toHaveBeenCalledTimes(1))
    const [url, init] = (global.fetch as jest.Mock).mock.calls[0] as [string, RequestInit]
    expect(url).toBe('/api/newsletter')
    expect(JSON.parse(String(init.body))).toMatchObject({ email: 'ada@example.com', consent: true, website: '' })
  })

  it('keeps a filled hidden field filled, so a bot stays flagged', async () => {
    const { container } = renderIn(<DeferredNewsletterForm />)
    fireEvent.change(container.querySelector('input[name="website"]')!, { target: { value: 'http://spam.example' } })
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'bot@example.com' } })
    fireEvent.submit(screen.getByLabelText('Email address').closest('form')!)
    await waitFor(() => expect(global.fetch).toHaveBeenCalledTimes(1))
    const [, init] = (global.fetch as jest.Mock).mock.calls[0] as [string, RequestInit]
    expect(JSON.parse(String(init.body))).toMatchObject({ website: 'http://spam.example' })
  })
})
