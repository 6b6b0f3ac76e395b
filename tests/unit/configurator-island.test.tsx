import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import toast from 'react-hot-toast'
import { Configurator, LOAD_DELAY_MS, LOADED_MESSAGE_MS } from '@/components/configurator/Configurator.client'
import { defaultCatalogue } from '@/content-defaults/catalogue'
import { SAVED_CONFIGURATIONS_KEY, type SavedConfiguration } from '@/lib/configurator/storage'

import { jsonResponse } from './fetch'
import { renderIn } from './intl'

jest.mock('react-hot-toast', () => {
  const fn = Object.assign(jest.fn(), { success: jest.fn(), error: jest.fn() })
  return { __esModule: true, default: fn, toast: fn }
})
const mockedToast = toast as unknown as jest.Mock & { success: jest.Mock; error: jest.Mock }

const catalogue = defaultCatalogue
const total = () => screen.getByTestId('total-price')
const radio = (name: string) => screen.getByRole('radio', { name })
const checkbox = (name: string) => screen.getByRole('checkbox', { name })

function renderConfigurator() {
  const user = userEvent.setup({ delay: null })
  const view = renderIn(
    <Configurator catalogue={catalogue} shareBaseUrl="https://wama.example/yachts/wama-26/configure" />,
  )
  return { user, ...view }
}

async function chooseSpecExample(user: ReturnType<typeof userEvent.setup>) {
  await user.click(radio('Champagne Gold'))
  await user.click(radio('Esthec Deck'))
  await user.click(radio('Mercury F350 XXL V10 Verado'))
  await user.click(checkbox('Complete Boero Coating Cycle'))
  await user.click(checkbox('Custom Logo'))
}

let errorSpy: jest.SpyInstance
beforeEach(() => {
  window.localStorage.clear()
  window.history.replaceState({}, '', '/yachts/wama-26/configure')
  mockedToast.mockClear()
  mockedToast.success.mockClear()
  mockedToast.error.mockClear()
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  errorSpy.mockRestore()
  jest.useRealTimers()
})

describe('Configurator island', () => {
  it('starts with the spec defaults', () => {
    renderConfigurator()
    expect(total()).toHaveTextContent('€125,000')
    expect(total()).toHaveAttribute('aria-live', 'polite')
    expect(radio('Arctic White')).toBeChecked()
    expect(radio('Standard Non-Slip Deck')).toBeChecked()
    expect(radio('No engine')).toBeChecked()
    for (const engine of catalogue.engines) expect(radio(engine.name)).not.toBeChecked()
    expect(screen.getAllByRole('checkbox').filter((c) => (c as HTMLInputElement).checked)).toHaveLength(0)
    expect(screen.getByRole('button', { name: /Standard Features Included/ })).toHaveAttribute('aria-expanded', 'false')
    for (const category of catalogue.categories) {
      expect(
        screen.getByRole('button', { name: new RegExp(`^${category.name.replace(/[&]/g, '\\$&')}`) }),
      ).toHaveAttribute('aria-expanded', 'true')
    }
    expect(screen.getByRole('button', { name: /^Options \(0\)/ })).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByRole('radiogroup', { name: 'Exterior Colour' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Back to WAMA 26/ })).toHaveAttribute('href', '/yachts/wama-26')
  })

  it('prices the spec example at €230,330 and lists it in the summary', async () => {
    const { user } = renderConfigurator()
    await chooseSpecExample(user)
    expect(total()).toHaveTextContent('€230,330')
    await user.click(screen.getByRole('button', { name: /^Options \(2\)/ }))
    expect(screen.getByText('Mercury F350 XXL V10 Vera…')).toBeInTheDocument()
    expect(screen.getAllByText('€29,000').length).toBeGreaterThan(0)
    const preview = screen.getAllByTestId('boat-preview')[0]
    expect(preview).toHaveAttribute('data-color', 'gold')
    expect(preview).toHaveAttribute('data-engine', 'outboard')
  })

  it('clears the engine when the chosen one is clicked again', async () => {
    const { user } = renderConfigurator()
    await user.click(radio('Volvo Penta 350 HP Inboard'))
    expect(radio('Volvo Penta 350 HP Inboard')).toBeChecked()
    expect(total()).toHaveTextContent('€180,071')
    await user.click(radio('Volvo Penta 350 HP Inboard'))
    expect(radio('Volvo Penta 350 HP Inboard')).not.toBeChecked()
    expect(radio('No engine')).toBeChecked()
    expect(total()).toHaveTextContent('€125,000')
  })

  it('toggles options on and off', async () => {
    const { user } = renderConfigurator()
    await user.click(checkbox('Bimini Top'))
    expect(total()).toHaveTextContent('€128,000')
    await user.click(checkbox('Bimini Top'))
    expect(total()).toHaveTextContent('€125,000')
  })

  it('collapses and expands a category', async () => {
    const { user } = renderConfigurator()
    const toggle = screen.getByRole('button', { name: /^Shade Protection/ })
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('checkbox', { name: 'Bimini Top' })).not.toBeInTheDocument()
    await user.click(toggle)
    expect(checkbox('Bimini Top')).toBeVisible()
  })

  it('Save is disabled for a blank name; a real name is trimmed, stored and listed', async () => {
    const { user } = renderConfigurator()
    await chooseSpecExample(user)
    await user.click(screen.getByRole('button', { name: 'Save' }))
    const dialog = screen.getByRole('dialog', { name: 'Save Configuration' })
    const save = within(dialog).getByRole('button', { name: 'Save' })
    expect(save).toBeDisabled()
    await user.type(within(dialog).getByLabelText('Configuration name'), '   ')
    expect(save).toBeDisabled()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    expect(window.localStorage.getItem(SAVED_CONFIGURATIONS_KEY)).toBeNull()

    await user.type(within(dialog).getByLabelText('Configuration name'), 'Riviera  ')
    await user.click(save)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    const stored = JSON.parse(window.localStorage.getItem(SAVED_CONFIGURATIONS_KEY) ?? '[]') as SavedConfiguration[]
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      name: 'Riviera',
      selectedColor: 'gold',
      selectedFlooring: { id: 'esthec', price: 7783 },
      selectedEngine: 'mercury-f350xxl',
      selectedOptions: ['boero-coating-cycle', 'custom-logo'],
      totalPrice: 230330,
    })
    const grid = screen.getByRole('region', { name: 'Saved Configurations' })
    expect(within(grid).getByRole('heading', { name: 'Riviera' })).toBeInTheDocument()
    expect(within(grid).getByText('€230,330')).toBeInTheDocument()
  })

  it('Cancel closes the save dialog without saving', async () => {
    const { user } = renderConfigurator()
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await user.type(screen.getByLabelText('Configuration name'), 'Draft')
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(window.localStorage.getItem(SAVED_CONFIGURATIONS_KEY)).toBeNull()
  })

  it('loads a saved entry after 300 ms, says so for 800 ms, and Clear All restores the defaults', async () => {
    jest.useFakeTimers()
    const entry: SavedConfiguration = {
      id: '1700000000000',
      name: 'Harbour',
      date: '11/14/2023',
      selectedColor: 'blue',
      selectedFlooring: { id: 'esthec', name: 'Esthec Deck', description: '', price: 7783 },
      selectedEngine: 'volvo-380hp-forward',
      selectedOptions: ['bimini'],
      totalPrice: 197938,
    }
    window.localStorage.setItem(SAVED_CONFIGURATIONS_KEY, JSON.stringify([entry]))
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    renderIn(<Configurator catalogue={catalogue} />)
    await user.click(await screen.findByRole('button', { name: 'Load Harbour' }))
    expect(total()).toHaveTextContent('€125,000')
    act(() => jest.advanceTimersByTime(LOAD_DELAY_MS))
    expect(total()).toHaveTextContent('€197,938')
    expect(radio('Ocean Blue')).toBeChecked()
    expect(radio('Volvo Penta 380 HP Forward Drive')).toBeChecked()
    expect(checkbox('Bimini Top')).toBeChecked()
    expect(screen.getByText('Configuration Loaded')).toBeInTheDocument()
    act(() => jest.advanceTimersByTime(LOADED_MESSAGE_MS))
    expect(screen.queryByText('Configuration Loaded')).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Clear All' }))
    expect(total()).toHaveTextContent('€125,000')
    expect(radio('Arctic White')).toBeChecked()
    expect(radio('Standard Non-Slip Deck')).toBeChecked()
  })

  it('loads what still exists from a stale entry, says what was dropped, and shows Unknown for a lost engine', async () => {
    jest.useFakeTimers()
    window.localStorage.setItem(
      SAVED_CONFIGURATIONS_KEY,
      JSON.stringify([
        {
          id: '1',
          name: 'Stale',
          date: '1/1/2024',
          selectedColor: 'gold',
          selectedFlooring: { id: 'standard', name: 'Standard Non-Slip Deck', description: '', price: 0 },
          selectedEngine: 'retired-v6',
          selectedOptions: ['bimini', 'hot-tub'],
          totalPrice: 1,
        },
      ]),
    )
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    renderIn(<Configurator catalogue={catalogue} />)
    const grid = screen.getByRole('region', { name: 'Saved Configurations' })
    expect(await within(grid).findByText('Unknown')).toBeInTheDocument()
    await user.click(within(grid).getByRole('button', { name: 'Load Stale' }))
    act(() => jest.advanceTimersByTime(LOAD_DELAY_MS))
    expect(total()).toHaveTextContent('€133,000')
    expect(screen.getByText(/engine "retired-v6", option "hot-tub"/)).toBeInTheDocument()
  })

  it('logs and ignores corrupt saved data', () => {
    window.localStorage.setItem(SAVED_CONFIGURATIONS_KEY, '[{"id":')
    renderConfigurator()
    expect(screen.getByText(/No saved configurations yet/)).toBeInTheDocument()
    expect(errorSpy).toHaveBeenCalled()
    expect(total()).toHaveTextContent('€125,000')
  })

  it('deletes a saved entry', async () => {
    const { user } = renderConfigurator()
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await user.type(screen.getByLabelText('Configuration name'), 'Temp{Enter}')
    await user.click(screen.getByRole('button', { name: 'Delete Temp' }))
    expect(screen.queryByRole('heading', { name: 'Temp' })).not.toBeInTheDocument()
    expect(JSON.parse(window.localStorage.getItem(SAVED_CONFIGURATIONS_KEY) ?? 'null')).toEqual([])
  })

  it('restores a shared link, says so, and drops unknown ids with a notice', () => {
    window.history.replaceState(
      {},
      '',
      '/yachts/wama-26/configure?c=1.gold.esthec.mercury-f350xxl.boero-coating-cycle_custom-logo_jacuzzi',
    )
    renderConfigurator()
    expect(total()).toHaveTextContent('€230,330')
    expect(screen.getByText('Shared configuration restored from the link.')).toBeInTheDocument()
    expect(screen.getByText(/option "jacuzzi"/)).toBeInTheDocument()
  })

  it('says when a shared link cannot be read', () => {
    window.history.replaceState({}, '', '/yachts/wama-26/configure?c=garbage')
    renderConfigurator()
    expect(total()).toHaveTextContent('€125,000')
    expect(screen.getByText(/could not be read/)).toBeInTheDocument()
  })

  it('copies a share link of the current configuration', async () => {
    const { user } = renderConfigurator()
    const writeText = jest.fn().mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    await user.click(radio('Storm Gray'))
    await user.click(screen.getByRole('button', { name: 'Copy link' }))
    expect(writeText).toHaveBeenCalledWith('https://wama.example/yachts/wama-26/configure?c=1.gray.standard..')
    expect(mockedToast.success).toHaveBeenCalledWith('Link copied')
  })

  it('holds back a choice that breaks a rule, says why, and applies the fix in one click', async () => {
    const { user } = renderConfigurator()
    await user.click(checkbox('Wake Surf Tab System'))
    const dialog = screen.getByRole('dialog', { name: 'Choosing Wake Surf Tab System needs a change to your build' })
    expect(within(dialog).getByText('Wake Surf Tab System requires Water Ballasts.')).toBeInTheDocument()
    expect(total()).toHaveTextContent('€125,000')
    await user.click(
      within(dialog).getByRole('button', {
        name: 'Choose the Volvo Penta 350 HP Inboard and add Water Ballasts and Wake Surf Tab System',
      }),
    )
    expect(checkbox('Wake Surf Tab System')).toBeChecked()
    expect(radio('Volvo Penta 350 HP Inboard')).toBeChecked()
  })

  describe('on a French page', () => {
    function renderFrench() {
      const user = userEvent.setup()
      renderIn(
        <Configurator catalogue={catalogue} shareBaseUrl="https://wama.example/fr/yachts/wama-26/configure" />,
        'fr',
      )
      return { user }
    }

    it('prices as Intl fr-FR writes euros, and keeps the language in its links', async () => {
      const { user } = renderFrench()
      // textContent: toHaveTextContent folds the no-break spaces checked here into plain spaces.
      expect(total().textContent).toBe('125\u202f000\u00a0€')
      expect(screen.getByRole('heading', { level: 1, name: 'Configurez votre WAMA\u00a026' })).toBeInTheDocument()
      expect(radio('Sans moteur')).toBeChecked()
      expect(screen.getByRole('link', { name: /Retour au WAMA 26/ })).toHaveAttribute('href', '/fr/yachts/wama-26')
      const writeText = jest.fn().mockResolvedValue(undefined)
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
      await user.click(screen.getByRole('button', { name: 'Copier le lien' }))
      expect(writeText).toHaveBeenCalledWith('https://wama.example/fr/yachts/wama-26/configure?c=1.white.standard..')
      expect(mockedToast.success).toHaveBeenCalledWith('Lien copié')
    })

    it('tells a conflict and its fix in French', async () => {
      const { user } = renderFrench()
      await user.click(checkbox('Wake Surf Tab System'))
      const dialog = screen.getByRole('dialog', {
        name: 'Choisir «\u00a0Wake Surf Tab System\u00a0» demande d’ajuster votre configuration',
      })
      expect(
        within(dialog)
          .getAllByRole('listitem')
          .map((li) => li.firstChild?.textContent),
      ).toEqual([
        '«\u00a0Wake Surf Tab System\u00a0» nécessite «\u00a0Water Ballasts\u00a0».',
        '«\u00a0Wake Surf Tab System\u00a0» nécessite un moteur in-bord ou Forward Drive\u00a0; aucun moteur n’est encore choisi.',
      ])
      expect(
        within(dialog).getByRole('button', { name: 'Conserver ma configuration telle quelle' }),
      ).toBeInTheDocument()
      await user.click(
        within(dialog).getByRole('button', {
          name: 'Choisir «\u00a0Volvo Penta 350 HP Inboard\u00a0» et ajouter «\u00a0Water Ballasts\u00a0» et «\u00a0Wake Surf Tab System\u00a0»',
        }),
      )
      expect(radio('Volvo Penta 350 HP Inboard')).toBeChecked()
      expect(total().textContent).toMatch(/^\d{3}\u202f\d{3}\u00a0€$/)
    })

    it('dates saved configurations in French', async () => {
      const entry: SavedConfiguration = {
        id: String(Date.UTC(2023, 10, 14, 12)),
        name: 'Port',
        date: '11/14/2023',
        selectedColor: 'blue',
        selectedFlooring: { id: 'esthec', name: 'Esthec Deck', description: '', price: 7783 },
        selectedEngine: '',
        selectedOptions: [],
        totalPrice: 135283,
      }
      window.localStorage.setItem(SAVED_CONFIGURATIONS_KEY, JSON.stringify([entry]))
      renderFrench()
      const grid = await screen.findByRole('region', { name: 'Configurations enregistrées' })
      expect(within(grid).getByText('14 novembre 2023')).toBeInTheDocument()
      expect(within(grid).getByText('Sans moteur')).toBeInTheDocument()
      expect(within(grid).getByRole('button', { name: 'Charger «\u00a0Port\u00a0»' })).toBeInTheDocument()
    })
  })

  describe('Request a quote', () => {
    async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
      await user.click(screen.getByRole('button', { name: 'Request' }))
      const dialog = screen.getByRole('dialog', { name: 'Request a Quote' })
      // Pasted rather than typed key by key: each key re-validates the whole form, which is what costs here.
      for (const [label, value] of [
        ['Name', 'Ada Lovelace'],
        ['Email', 'ada@example.com'],
        ['Country', 'France'],
      ] as const) {
        await user.click(within(dialog).getByLabelText(label))
        await user.paste(value)
      }
      await user.click(within(dialog).getByRole('checkbox', { name: /I consent to WAMA/ }))
      await user.click(within(dialog).getByRole('button', { name: 'Send Inquiry' }))
    }

    afterEach(() => {
      delete (globalThis as { fetch?: unknown }).fetch
    })

    it('validates before sending', async () => {
      const fetchMock = jest.fn()
      globalThis.fetch = fetchMock
      const { user } = renderConfigurator()
      await user.click(screen.getByRole('button', { name: 'Request' }))
      await user.click(screen.getByRole('button', { name: 'Send Inquiry' }))
      expect(await screen.findByText('Please enter your name.')).toBeInTheDocument()
      expect(screen.getByText('Please confirm that we may contact you.')).toBeInTheDocument()
      expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true')
      expect(fetchMock).not.toHaveBeenCalled()
    })

    it('posts the ids (no total) and shows the spec success message', async () => {
      const fetchMock = jest.fn().mockResolvedValue(jsonResponse(200, {}))
      globalThis.fetch = fetchMock
      const { user } = renderConfigurator()
      await chooseSpecExample(user)
      await fillAndSend(user)
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
      const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit]
      expect(url).toBe('/api/send-configuration')
      expect(init.method).toBe('POST')
      const body = JSON.parse(String(init.body)) as Record<string, unknown>
      expect(body).toMatchObject({
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        country: 'France',
        consent: true,
        website: '',
        selection: {
          colorId: 'gold',
          flooringId: 'esthec',
          engineId: 'mercury-f350xxl',
          optionIds: ['boero-coating-cycle', 'custom-logo'],
        },
      })
      expect(typeof body.idempotencyKey).toBe('string')
      expect(typeof body.startedAt).toBe('number')
      expect(body).not.toHaveProperty('totalPrice')
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
      const [message] = mockedToast.success.mock.calls[0] as [React.ReactElement]
      renderIn(message)
      expect(screen.getByText('Inquiry Sent!')).toBeInTheDocument()
      expect(screen.getByText(/We will get back to you soon\./)).toBeInTheDocument()
    })

    it('shows the failure message on a non-OK answer and keeps the form', async () => {
      globalThis.fetch = jest.fn().mockResolvedValue(jsonResponse(503, {}))
      const { user } = renderConfigurator()
      await fillAndSend(user)
      await waitFor(() =>
        expect(mockedToast.error).toHaveBeenCalledWith(
          'Failed to send inquiry. Please try again later.',
          expect.anything(),
        ),
      )
      expect(screen.getByRole('dialog')).toBeInTheDocument()
      expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace')
    })

    it('shows the clash the server names when the rules changed under the build, and a refused field in place', async () => {
      const clash = 'The Jacuzzi cannot be combined with the Wakeboard Tower.'
      globalThis.fetch = jest
        .fn()
        .mockResolvedValueOnce(jsonResponse(400, { error: clash, conflicts: [{ option: 'jacuzzi' }] }))
        .mockResolvedValueOnce(jsonResponse(400, { error: 'x', fields: { email: 'This address bounced.' } }))
      const { user } = renderConfigurator()
      await fillAndSend(user)
      await waitFor(() => expect(mockedToast.error).toHaveBeenCalledWith(clash, expect.anything()))
      await user.click(screen.getByRole('button', { name: 'Send Inquiry' }))
      expect(await screen.findByText('This address bounced.')).toBeInTheDocument()
      expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
    })

    it('shows the exception message when the request throws', async () => {
      globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('offline'))
      const { user } = renderConfigurator()
      await fillAndSend(user)
      await waitFor(() =>
        expect(mockedToast.error).toHaveBeenCalledWith('Something went wrong. Please try again.', expect.anything()),
      )
    })

    it('disables the form while sending', async () => {
      let resolve: (value: Response) => void = () => {}
      globalThis.fetch = jest.fn().mockReturnValue(new Promise<Response>((r) => (resolve = r)))
      const { user } = renderConfigurator()
      await fillAndSend(user)
      expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled()
      expect(screen.getByLabelText('Email')).toBeDisabled()
      await act(async () => resolve(jsonResponse(200, {})))
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    })
  })
})
