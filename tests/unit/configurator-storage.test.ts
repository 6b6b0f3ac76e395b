import { defaultCatalogue } from '@/content-defaults/catalogue'
import { GOLD_SELECTION } from '../fixtures/configurator'
import {
  SAVED_CONFIGURATIONS_KEY,
  addSavedConfiguration,
  createSavedConfiguration,
  deleteSavedConfiguration,
  loadSavedConfigurations,
  savedDay,
  savedToSelection,
  writeSavedConfigurations,
  type SavedConfiguration,
} from '@/lib/configurator/storage'

const catalogue = defaultCatalogue
const gold = GOLD_SELECTION

let errorSpy: jest.SpyInstance
beforeEach(() => {
  window.localStorage.clear()
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => errorSpy.mockRestore())

describe('saved configurations', () => {
  it('dates an entry in the language of the page: the one it was saved on, and the one that shows it', () => {
    const now = new Date('2025-06-01T10:00:00Z')
    const entry = createSavedConfiguration(catalogue, gold, 'Riviera', [], now, 'fr')
    expect(entry.date).toBe('1 juin 2025')
    expect(savedDay(entry, 'en')).toBe('1 June 2025')
    expect(savedDay(entry, 'fr')).toBe('1 juin 2025')
    // An id that is not a saving time (older or foreign data) keeps the entry's own text.
    expect(savedDay({ ...entry, id: '7', date: '1/1/2024' }, 'fr')).toBe('1/1/2024')
  })

  it('creates entries of the spec shape', () => {
    const now = new Date('2025-06-01T10:00:00Z')
    const entry = createSavedConfiguration(catalogue, gold, '  Riviera  ', [], now)
    expect(entry).toEqual({
      id: String(now.getTime()),
      name: 'Riviera',
      date: '1 June 2025',
      selectedColor: 'gold',
      selectedFlooring: catalogue.floorings.find((f) => f.id === 'esthec'),
      selectedEngine: 'mercury-f350xxl',
      selectedOptions: ['boero-coating-cycle', 'custom-logo'],
      totalPrice: 230330,
    })
  })

  it('refuses blank names', () => {
    expect(() => createSavedConfiguration(catalogue, gold, '   ')).toThrow()
    expect(() => createSavedConfiguration(catalogue, gold, '')).toThrow()
  })

  it('keeps ids unique when two saves share a millisecond', () => {
    const now = new Date(1_700_000_000_000)
    const first = createSavedConfiguration(catalogue, gold, 'A', [], now)
    const second = createSavedConfiguration(catalogue, gold, 'B', [first], now)
    expect(second.id).not.toBe(first.id)
  })

  it('round-trips through local storage under one key, then deletes', () => {
    const a = createSavedConfiguration(catalogue, gold, 'A', [], new Date(1))
    const b = createSavedConfiguration(catalogue, { ...gold, engineId: '' }, 'B', [a], new Date(2))
    expect(writeSavedConfigurations(addSavedConfiguration(addSavedConfiguration([], a), b))).toBe(true)
    expect(Object.keys(window.localStorage)).toEqual([SAVED_CONFIGURATIONS_KEY])
    expect(loadSavedConfigurations()).toEqual([a, b])
    writeSavedConfigurations(deleteSavedConfiguration(loadSavedConfigurations(), a.id))
    expect(loadSavedConfigurations()).toEqual([b])
    expect(errorSpy).not.toHaveBeenCalled()
  })

  it('returns an empty list when nothing is stored', () => {
    expect(loadSavedConfigurations()).toEqual([])
  })

  it.each([
    ['not JSON', '{oops'],
    ['JSON that is not a list', '{"id":"1"}'],
    ['a number', '42'],
    ['null', 'null'],
  ])('logs and ignores corrupt data: %s', (_label, text) => {
    window.localStorage.setItem(SAVED_CONFIGURATIONS_KEY, text)
    expect(loadSavedConfigurations()).toEqual([])
    expect(errorSpy).toHaveBeenCalled()
  })

  it('keeps the valid entries of a partly corrupt list', () => {
    const good = createSavedConfiguration(catalogue, gold, 'Good', [], new Date(5))
    window.localStorage.setItem(
      SAVED_CONFIGURATIONS_KEY,
      JSON.stringify([
        null,
        'x',
        { id: '1', name: 'No flooring' },
        good,
        { ...good, id: '9', selectedOptions: 'bimini' },
      ]),
    )
    expect(loadSavedConfigurations()).toEqual([good])
    expect(errorSpy).toHaveBeenCalledTimes(1)
  })

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('quota')
      },
    }
    expect(loadSavedConfigurations(broken)).toEqual([])
    expect(writeSavedConfigurations([], broken)).toBe(false)
    expect(loadSavedConfigurations(null)).toEqual([])
  })

  it('loads what still exists from entries with retired ids and says what was dropped', () => {
    const stale: SavedConfiguration = {
      id: '123',
      name: 'Old',
      date: '1/1/2024',
      selectedColor: 'sunset-orange',
      selectedFlooring: { id: 'real-teak', name: 'Real Teak', description: '', price: 12000 },
      selectedEngine: 'old-v6',
      selectedOptions: ['bimini', 'retired-option', 'custom-logo'],
      totalPrice: 999,
    }
    const { selection, dropped } = savedToSelection(catalogue, stale)
    expect(selection).toEqual({
      colorId: 'white',
      flooringId: 'standard',
      engineId: '',
      optionIds: ['custom-logo', 'bimini'],
    })
    expect(dropped).toEqual([
      { kind: 'colour', id: 'sunset-orange' },
      { kind: 'flooring', id: 'real-teak' },
      { kind: 'engine', id: 'old-v6' },
      { kind: 'option', id: 'retired-option' },
    ])
  })

  it('fills missing optional fields of an older entry instead of discarding it', () => {
    window.localStorage.setItem(
      SAVED_CONFIGURATIONS_KEY,
      JSON.stringify([
        { id: '7', name: 'Legacy', selectedColor: 'blue', selectedFlooring: { id: 'standard' }, selectedOptions: [] },
      ]),
    )
    const [entry] = loadSavedConfigurations()
    expect(entry).toMatchObject({ id: '7', selectedEngine: '', totalPrice: 0, date: '' })
    expect(entry?.selectedFlooring).toEqual({ id: 'standard', name: 'standard', description: '', price: 0 })
  })
})
