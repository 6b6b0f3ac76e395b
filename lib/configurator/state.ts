import type { ConfiguratorCatalogue } from '@/lib/cms/types'

import { orderOptionIds, type SanitizedSelection, type Selection } from './selection'
import { deleteSavedConfiguration, type SavedConfiguration } from './storage'

interface Notice {
  title: string
  detail?: string
}

/** Everything the configurator page shows that is not the catalogue itself. */
export interface ConfiguratorState {
  selection: Selection
  /** Saved configurations of this browser; null until read after hydration. */
  saved: SavedConfiguration[] | null
  notice: Notice | null
  /** "Configuration loaded" shows for a moment after a saved configuration is applied. */
  loaded: boolean
  dialog: 'save' | 'quote' | null
  /** The configurator's own address, the base of share links; '' until known. */
  pageUrl: string
  /** The date printed on the summary; '' until read in the browser. */
  printDate: string
  /** A share link the clipboard refused, shown for copying by hand. */
  manualLink: string | null
}

export type ConfiguratorAction =
  | {
      type: 'hydrated'
      saved: SavedConfiguration[]
      printDate: string
      pageUrl: string
      shared: SanitizedSelection | 'unreadable' | null
    }
  | { type: 'choose'; change: Partial<Omit<Selection, 'optionIds'>> }
  | { type: 'toggleOption'; id: string; catalogue: ConfiguratorCatalogue }
  | { type: 'clear'; defaults: Selection }
  | { type: 'savedChanged'; saved: SavedConfiguration[] }
  | { type: 'savedAdded'; saved: SavedConfiguration[] }
  | { type: 'savedDeleted'; id: string; stored: SavedConfiguration[] }
  | { type: 'applied'; name: string; restored: SanitizedSelection }
  | { type: 'loadedShown' }
  | { type: 'noticeDismissed' }
  | { type: 'dialog'; dialog: ConfiguratorState['dialog'] }
  | { type: 'linkCopied'; manualLink: string | null }
  | { type: 'printing'; date: string }

export function initialState(defaults: Selection, pageUrl = ''): ConfiguratorState {
  return {
    selection: defaults,
    saved: null,
    notice: null,
    loaded: false,
    dialog: null,
    pageUrl,
    printDate: '',
    manualLink: null,
  }
}

function droppedDetail(dropped: string[]): string | undefined {
  return dropped.length ? `No longer available, left out: ${dropped.join(', ')}.` : undefined
}

/** The configurator's transitions: pure, so every one of them is proven without a browser. */
export function configuratorReducer(state: ConfiguratorState, action: ConfiguratorAction): ConfiguratorState {
  switch (action.type) {
    case 'hydrated': {
      const next = {
        ...state,
        saved: action.saved,
        printDate: action.printDate,
        pageUrl: state.pageUrl || action.pageUrl,
      }
      if (action.shared === null) return next
      if (action.shared === 'unreadable') {
        return {
          ...next,
          notice: { title: 'This link’s configuration could not be read, so the standard configuration is shown.' },
        }
      }
      return {
        ...next,
        selection: action.shared.selection,
        notice: { title: 'Shared configuration restored from the link.', detail: droppedDetail(action.shared.dropped) },
      }
    }
    case 'choose':
      return { ...state, selection: { ...state.selection, ...action.change } }
    case 'toggleOption': {
      const chosen = new Set(state.selection.optionIds)
      if (chosen.has(action.id)) chosen.delete(action.id)
      else chosen.add(action.id)
      return { ...state, selection: { ...state.selection, optionIds: orderOptionIds(action.catalogue, chosen) } }
    }
    case 'clear':
      return { ...state, selection: action.defaults, notice: null, loaded: false }
    case 'savedChanged':
      return { ...state, saved: action.saved }
    case 'savedAdded':
      return { ...state, saved: action.saved, dialog: null }
    case 'savedDeleted':
      // The list on screen may hold entries storage refused to keep: delete from what is shown.
      return { ...state, saved: state.saved ? deleteSavedConfiguration(state.saved, action.id) : action.stored }
    case 'applied': {
      const { selection, dropped } = action.restored
      return {
        ...state,
        selection,
        notice: dropped.length ? { title: `“${action.name}” loaded.`, detail: droppedDetail(dropped) } : null,
        loaded: true,
      }
    }
    case 'loadedShown':
      return { ...state, loaded: false }
    case 'noticeDismissed':
      return { ...state, notice: null }
    case 'dialog':
      return { ...state, dialog: action.dialog }
    case 'linkCopied':
      return { ...state, manualLink: action.manualLink }
    case 'printing':
      return { ...state, printDate: action.date }
  }
}
