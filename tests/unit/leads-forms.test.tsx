import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import toast, { Toaster } from 'react-hot-toast'

import { QuoteDialog } from '@/components/configurator/QuoteDialog'
import { BrochureDialog } from '@/components/forms/BrochureDialog.client'
import { ContactForm } from '@/components/forms/ContactForm.client'
import { InformationForm } from '@/components/forms/InformationForm.client'
import { NewsletterForm } from '@/components/forms/NewsletterForm.client'
import type { PricedConfiguration } from '@/lib/configurator/pricing'

import { jsonResponse } from './fetch'
import { renderIn } from './intl'

type FetchMock = jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]>
let fetchMock: FetchMock

beforeAll(() => {
  // jsdom has no matchMedia; react-hot-toast asks it about reduced motion.
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList
})

afterEach(() => {
  act(() => toast.remove())
})

beforeEach(() => {
  fetchMock = jest.fn()
  global.fetch = fetchMock as unknown as typeof fetch
})

function sentBody(call = 0): Record<string, unknown> {
  const init = fetchMock.mock.calls[call]?.[1]
  return JSON.parse(String(init?.body)) as Record<string, unknown>
}

/** The form as a page shows it: with the toast outlet its messages appear in. */
function withToasts(form: React.ReactElement) {
  return renderIn(
    <>
      <Toaster />
      {form}
    </>,
  )
}

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full Name'), 'Ada Lovelace')
  await user.type(screen.getByLabelText('Email'), 'ada@example.com')
  await user.selectOptions(screen.getByLabelText('Interest'), 'Custom Build')
  await user.type(screen.getByLabelText('Message'), 'A WAMA 26, please.')
}

describe('ContactForm', () => {
  it('labels every field, defaults to Monohulls and offers Custom Build for Configurator', () => {
    renderIn(<ContactForm source="contact" />)
    for (const label of ['Full Name', 'Email', 'Phone (optional)', 'Interest', 'Message'])
      expect(screen.getByLabelText(label)).toBeInTheDocument()
    expect(screen.getByLabelText('Interest')).toHaveValue('Monohulls')
    expect(screen.getByRole('option', { name: 'Custom Build' })).toHaveValue('Configurator')
  })

  it('shows errors next to the fields and sends nothing when invalid', async () => {
    const user = userEvent.setup()
    renderIn(<ContactForm source="contact" />)
    await user.click(screen.getByRole('button', { name: 'Send Inquiry' }))
    expect(await screen.findByText('Please enter your name.')).toBeInTheDocument()
    expect(screen.getByLabelText('Full Name')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByText('Please enter a message.')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('on success: the spec toast, a reset form, the meta fields sent', async () => {
    const user = userEvent.setup()
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true, id: 1 }))
    withToasts(<ContactForm source="home" submitText="Send" />)
    await fillContact(user)
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('Thank you for your inquiry!')).toBeInTheDocument()
    expect(screen.getByText('Our team will reach out to you shortly.')).toBeInTheDocument()
    expect(screen.getByLabelText('Full Name')).toHaveValue('')
    expect(screen.getByLabelText('Interest')).toHaveValue('Monohulls')
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/send-email')
    expect(sentBody()).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      interest: 'Configurator',
      message: 'A WAMA 26, please.',
      website: '',
      idempotencyKey: expect.any(String),
      startedAt: expect.any(Number),
      pageUrl: expect.stringMatching(/^http/),
      locale: 'en',
    })
  })

  it('on a non-OK answer: the failure toast and the server field errors', async () => {
    const user = userEvent.setup()
    fetchMock.mockResolvedValue(jsonResponse(400, { error: 'x', fields: { email: 'This address bounced.' } }))
    withToasts(<ContactForm source="contact" />)
    await fillContact(user)
    await user.click(screen.getByRole('button', { name: 'Send Inquiry' }))
    expect(await screen.findByText('Failed to send the email. Please try again later.')).toBeInTheDocument()
    expect(screen.getByText('This address bounced.')).toBeInTheDocument()
    expect(screen.getByLabelText('Full Name')).toHaveValue('Ada Lovelace')
  })

  it('on a network failure: the exception toast; a retry reuses the idempotency key', async () => {
    const user = userEvent.setup()
    fetchMock.mockRejectedValueOnce(new TypeError('offline')).mockResolvedValueOnce(jsonResponse(500, {}))
    withToasts(<ContactForm source="contact" />)
    await fillContact(user)
    await user.click(screen.getByRole('button', { name: 'Send Inquiry' }))
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Send Inquiry' }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2))
    expect(sentBody(1).idempotencyKey).toBe(sentBody(0).idempotencyKey)
  })

  it('blocks a double submission while sending', async () => {
    const user = userEvent.setup()
    let release: (r: Response) => void = () => undefined
    fetchMock.mockReturnValue(new Promise<Response>((r) => (release = r)))
    renderIn(<ContactForm source="contact" />)
    await fillContact(user)
    const button = screen.getByRole('button', { name: 'Send Inquiry' })
    await user.click(button)
    expect(await screen.findByRole('button', { name: /Sending/ })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: /Sending/ }))
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await act(async () => release(jsonResponse(200, { ok: true })))
  })

  it('hides the honeypot from people and assistive technology', () => {
    const { container } = renderIn(<ContactForm source="contact" />)
    const trap = container.querySelector('input[name="website"]')!
    expect(trap).toHaveAttribute('tabindex', '-1')
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull()
    expect(screen.queryByRole('textbox', { name: 'Website' })).toBeNull()
  })
})

describe('InformationForm', () => {
  it('needs the consent worded with the yacht name, then shows the spec toast', async () => {
    const user = userEvent.setup()
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }))
    withToasts(<InformationForm yachtName="WAMA 42" yachtSlug="wama-42" />)
    await user.type(screen.getByLabelText('Full Name'), 'Ada')
    await user.type(screen.getByLabelText('Email'), 'ada@example.com')
    await user.click(screen.getByRole('button', { name: 'Request Information' }))
    expect(await screen.findByText('Please tick the box so we may contact you.')).toBeInTheDocument()
    await user.click(screen.getByLabelText('I consent to WAMA 42 contacting me regarding this inquiry.'))
    await user.click(screen.getByRole('button', { name: 'Request Information' }))
    expect(await screen.findByText('Inquiry Sent!')).toBeInTheDocument()
    expect(screen.getByText('We will get back to you soon.')).toBeInTheDocument()
    expect(sentBody()).toMatchObject({ interest: 'WAMA 42', yachtName: 'WAMA 42', consent: true })
  })

  it.each([
    [() => fetchMock.mockResolvedValue(jsonResponse(503, {})), 'Failed to send inquiry. Please try again later.'],
    [() => fetchMock.mockRejectedValue(new TypeError('offline')), 'Something went wrong. Please try again.'],
  ])('shows the failure toast', async (arrange, text) => {
    const user = userEvent.setup()
    arrange()
    withToasts(<InformationForm yachtName="WAMA 26" yachtSlug="wama-26" />)
    await user.type(screen.getByLabelText('Full Name'), 'Ada')
    await user.type(screen.getByLabelText('Email'), 'ada@example.com')
    await user.click(screen.getByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: 'Request Information' }))
    expect(await screen.findByText(text)).toBeInTheDocument()
  })
})

describe('BrochureDialog', () => {
  function Harness({ onOpenChange }: { onOpenChange: (o: boolean) => void }) {
    return (
      <>
        <Toaster />
        <BrochureDialog
          yachtName="WAMA 42"
          yachtSlug="wama-42"
          brochureUrl="/documents/wama-42-brochure.pdf"
          open
          onOpenChange={onOpenChange}
        />
      </>
    )
  }

  async function fill(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText('First Name'), 'Ada')
    await user.type(screen.getByLabelText('Last Name'), 'Lovelace')
    await user.type(screen.getByLabelText('Email'), 'ada@example.com')
  }

  it('sending → sent, starts the download, closes and clears the email', async () => {
    const user = userEvent.setup()
    const clicks: string[] = []
    const spy = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.getAttribute('href') ?? '')
    })
    let release: (r: Response) => void = () => undefined
    fetchMock.mockReturnValue(new Promise<Response>((r) => (release = r)))
    const onOpenChange = jest.fn()
    renderIn(<Harness onOpenChange={onOpenChange} />)
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Send Brochure' }))
    expect(await screen.findByText('Sending brochures...')).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toBeDisabled()
    await act(async () => release(jsonResponse(200, { ok: true })))
    expect(
      await screen.findByText('Brochures sent to ada@example.com! Your download will start shortly.'),
    ).toBeInTheDocument()
    expect(clicks).toEqual(['/documents/wama-42-brochure.pdf'])
    expect(onOpenChange).toHaveBeenCalledWith(false)
    expect(screen.getByLabelText('Email')).toHaveValue('')
    expect(sentBody()).toMatchObject({
      yachtName: 'WAMA 42',
      yachtSlug: 'wama-42',
      firstName: 'Ada',
      lastName: 'Lovelace',
    })
    spy.mockRestore()
  })

  it.each([
    [() => fetchMock.mockResolvedValue(jsonResponse(500, {})), 'Failed to send brochures. Please try again later.'],
    [() => fetchMock.mockRejectedValue(new TypeError('offline')), 'Something went wrong. Please try again.'],
  ])('shows the failure toast and stays open', async (arrange, text) => {
    const user = userEvent.setup()
    arrange()
    const onOpenChange = jest.fn()
    renderIn(<Harness onOpenChange={onOpenChange} />)
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Send Brochure' }))
    expect(await screen.findByText(text)).toBeInTheDocument()
    expect(onOpenChange).not.toHaveBeenCalled()
  })
})

describe('NewsletterForm', () => {
  it('confirms the subscription', async () => {
    const user = userEvent.setup()
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }))
    renderIn(<NewsletterForm />)
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com')
    await user.click(screen.getByRole('button', { name: 'Join' }))
    expect(
      await screen.findByText('Thank you! To confirm, open the link we are sending to your inbox.'),
    ).toBeInTheDocument()
    expect(sentBody()).toMatchObject({ email: 'ada@example.com', consent: true })
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/newsletter')
  })

  it('validates the email in the browser', async () => {
    const user = userEvent.setup()
    renderIn(<NewsletterForm />)
    await user.type(screen.getByLabelText('Email address'), 'nope')
    await user.click(screen.getByRole('button', { name: 'Join' }))
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })
})

describe('on a French page', () => {
  beforeEach(() => window.history.pushState({}, '', '/fr/contact'))
  afterEach(() => window.history.pushState({}, '', '/'))

  it('labels, checks and thanks in French, and the lead is sent as French', async () => {
    const user = userEvent.setup()
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true, id: 1 }))
    renderIn(
      <>
        <Toaster />
        <ContactForm source="contact" />
      </>,
      'fr',
    )
    for (const label of ['Nom complet', 'E-mail', 'Téléphone (facultatif)', 'Centre d’intérêt', 'Message'])
      expect(screen.getByLabelText(label)).toBeInTheDocument()
    expect(screen.getByRole('option', { name: 'Sur mesure' })).toHaveValue('Configurator')
    await user.click(screen.getByRole('button', { name: 'Envoyer la demande' }))
    expect(await screen.findByText('Veuillez indiquer votre nom.')).toBeInTheDocument()
    expect(screen.getByText('Veuillez écrire votre message.')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()

    await user.type(screen.getByLabelText('Nom complet'), 'Ada Lovelace')
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com')
    await user.type(screen.getByLabelText('Message'), 'Un WAMA 26, s’il vous plaît.')
    await user.click(screen.getByRole('button', { name: 'Envoyer la demande' }))
    // The no-break space before "!" is French typography (the matcher reads it as a space).
    expect(await screen.findByText('Merci pour votre demande !')).toBeInTheDocument()
    expect(sentBody()).toMatchObject({ locale: 'fr', pageUrl: expect.stringMatching(/\/fr\/contact$/) })
  })

  it('shows the server’s French field errors as they come', async () => {
    const user = userEvent.setup()
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        error: 'Veuillez vérifier les champs signalés.',
        fields: { email: 'Veuillez saisir une adresse e-mail valide.' },
      }),
    )
    renderIn(<InformationForm yachtName="WAMA 42" yachtSlug="wama-42" />, 'fr')
    await user.type(screen.getByLabelText('Nom complet'), 'Ada')
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com')
    await user.click(screen.getByLabelText('J’accepte que WAMA 42 me contacte au sujet de cette demande.'))
    await user.click(screen.getByRole('button', { name: 'Demander des informations' }))
    expect(await screen.findByText('Veuillez saisir une adresse e-mail valide.')).toBeInTheDocument()
  })

  it('the brochure dialog speaks French', async () => {
    const user = userEvent.setup()
    renderIn(
      <BrochureDialog yachtName="WAMA 42" yachtSlug="wama-42" brochureUrl="" open onOpenChange={() => undefined} />,
      'fr',
    )
    expect(screen.getByRole('heading', { name: 'Recevoir la brochure' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Envoyer la brochure' }))
    expect(await screen.findByText('Veuillez indiquer votre prénom.')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('the newsletter speaks French', async () => {
    const user = userEvent.setup()
    renderIn(<NewsletterForm />, 'fr')
    await user.type(screen.getByLabelText('Adresse e-mail'), 'nope')
    await user.click(screen.getByRole('button', { name: 'S’inscrire' }))
    expect(await screen.findByText('Veuillez saisir une adresse e-mail valide.')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('the quote dialog speaks French, prices in French, and sends the language', async () => {
    const user = userEvent.setup()
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }))
    const priced: PricedConfiguration = {
      model: 'WAMA 26',
      basePrice: 125_000,
      total: 230_330,
      lines: [
        { kind: 'engine', id: 'e', name: 'Mercury F350XXL', price: 40_000 },
        { kind: 'option', id: 'logo', name: 'Logo', price: 500, category: 'Finition' },
      ],
      unknownIds: [],
    }
    const selection = { colorId: 'gold', flooringId: 'esthec', engineId: 'e', optionIds: ['logo'] }
    renderIn(<QuoteDialog open onOpenChange={() => undefined} selection={selection} priced={priced} />, 'fr')
    expect(screen.getByRole('dialog', { name: 'Demander un devis' })).toHaveAccessibleDescription(
      // French typography: no-break spaces before the colon and inside the figure.
      /^Votre WAMA 26 tel que configuré\s:\s230\s330\s€ \(Mercury F350XXL, 1 option\)\. Notre équipe commerciale/,
    )
    await user.type(screen.getByLabelText('Nom'), 'Ada Lovelace')
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com')
    await user.type(screen.getByLabelText('Pays'), 'France')
    await user.click(
      screen.getByRole('checkbox', { name: 'J’accepte que WAMA me contacte au sujet de cette demande.' }),
    )
    await user.click(screen.getByRole('button', { name: 'Envoyer la demande' }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    expect(sentBody()).toMatchObject({ locale: 'fr', country: 'France', consent: true })
  })
})
