import { defaultCatalogue as catalogue } from '@/content-defaults/catalogue'
import { priceConfiguration } from '@/lib/configurator/pricing'
import { defaultSelection, sanitizeSelection } from '@/lib/configurator/selection'
import {
  configuratorReducer,
  initialState,
  type ConfiguratorAction,
  type ConfiguratorState,
} from '@/lib/configurator/state'
import { createSavedConfiguration } from '@/lib/configurator/storage'

const defaults = defaultSelection(catalogue)
const run = (actions: ConfiguratorAction[], from: ConfiguratorState = initialState(catalogue, defaults)) =>
  actions.reduce(configuratorReducer, from)
const [first, second, third] = catalogue.options

describe('configurator transitions', () => {
  it('toggling options keeps the catalogue order whatever the click order, and a second click removes one', () => {
    if (!first || !second || !third) throw new Error('the catalogue has at least three options')
    const state = run([
      { type: 'toggleOption', id: third.id },
      { type: 'toggleOption', id: first.id },
      { type: 'toggleOption', id: second.id },
      { type: 'toggleOption', id: third.id },
    ])
    expect(state.selection.optionIds).toEqual([first.id, second.id])
    expect(priceConfiguration(catalogue, state.selection).total).toBe(catalogue.basePrice + first.price + second.price)
  })

  it('a shared link restores its choices with a notice naming what no longer exists; an unreadable one keeps the standard boat', () => {
    const shared = sanitizeSelection(catalogue, {
      colorId: 'blue',
      flooringId: 'esthec',
      engineId: 'old-v6',
      optionIds: [],
    })
    const restored = run([
      { type: 'hydrated', saved: [], printDate: '1/2/2026', pageUrl: 'https://x.test/configure', shared },
    ])
    expect(restored.selection).toMatchObject({ colorId: 'blue', flooringId: 'esthec', engineId: '' })
    expect(restored.notice).toEqual({ kind: 'shared', dropped: [{ kind: 'engine', id: 'old-v6' }] })
    expect(restored.pageUrl).toBe('https://x.test/configure')

    const unreadable = run([
      { type: 'hydrated', saved: [], printDate: '', pageUrl: 'https://x.test/c', shared: 'unreadable' },
    ])
    expect(unreadable.selection).toEqual(defaults)
    expect(unreadable.notice).toEqual({ kind: 'unreadable' })
  })

  it('a share base given by the server wins over the address read in the browser', () => {
    const state = run(
      [{ type: 'hydrated', saved: [], printDate: '', pageUrl: 'http://internal:3000/configure', shared: null }],
      initialState(catalogue, defaults, 'https://wama.test/configure'),
    )
    expect(state.pageUrl).toBe('https://wama.test/configure')
  })

  it('applying a saved configuration shows "loaded" until it is acknowledged, and Clear All returns to the standard boat', () => {
    const entry = createSavedConfiguration(catalogue, { ...defaults, colorId: 'gold' }, 'Gold one', [])
    const applied = run([
      { type: 'applied', name: entry.name, restored: { selection: { ...defaults, colorId: 'gold' }, dropped: [] } },
    ])
    expect(applied).toMatchObject({ loaded: true, notice: null })
    expect(applied.selection.colorId).toBe('gold')
    expect(run([{ type: 'loadedShown' }], applied).loaded).toBe(false)
    const cleared = run([{ type: 'noticeDismissed' }, { type: 'clear', defaults }], applied)
    expect(cleared).toMatchObject({ selection: defaults, loaded: false, notice: null })
  })

  it('saving closes the save dialog; deleting removes the entry from what is shown even when storage kept nothing', () => {
    const a = createSavedConfiguration(catalogue, defaults, 'A', [])
    const b = createSavedConfiguration(catalogue, { ...defaults, colorId: 'blue' }, 'B', [a])
    const saved = run([
      { type: 'dialog', dialog: 'save' },
      { type: 'savedAdded', saved: [a, b] },
    ])
    expect(saved.dialog).toBeNull()
    expect(run([{ type: 'savedDeleted', id: a.id, stored: [] }], saved).saved?.map((e) => e.name)).toEqual(['B'])
  })
})
