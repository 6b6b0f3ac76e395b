import type { ConfiguratorCatalogue } from '@/lib/cms/types'

import { brokenRules, fixChanges, propose, repair, type BrokenRule, type Change, type FixChanges } from './rules'
import { orderOptionIds, type DroppedId, type SanitizedSelection, type Selection } from './selection'
import { deleteSavedConfiguration, type SavedConfiguration } from './storage'

/** A message above the configurator, as data the page words in the visitor's language. */
export type Notice =
  | { kind: 'unreadable' }
  | { kind: 'shared'; dropped: DroppedId[] }
  | { kind: 'loaded'; name: string; dropped: DroppedId[] }

/**
 * Why a conflict came up: a visitor's choice (its name) or removal, or a whole build arriving (a shared link,
 * the standard configuration, a saved entry). It gives the dialog's title and the words of its keep button.
 */
export type ConflictCause =
  | { kind: 'choose'; name: string }
  | { kind: 'remove'; name: string }
  | { kind: 'other' }
  | { kind: 'shared' }
  | { kind: 'standard' }
  | { kind: 'saved'; name: string }

/** A choice, or a loaded build, that breaks the catalogue's rules: shown with the reasons and a fix. */
export interface Conflict {
  cause: ConflictCause
  broken: BrokenRule[]
  /** The build the fix button applies; null when no build keeps the choice. */
  fix: Selection | null
  /** What the fix changes, for its button; null without a fix. */
  fixChanges: FixChanges | null
}

/** Everything the configurator page shows, and the catalogue its rules come from. */
export interface ConfiguratorState {
  catalogue: ConfiguratorCatalogue
  selection: Selection
  conflict: Conflict | null
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
  | { type: 'toggleOption'; id: string }
  | { type: 'conflictFixed' }
  | { type: 'conflictKept' }
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

export function initialState(catalogue: ConfiguratorCatalogue, defaults: Selection, pageUrl = ''): ConfiguratorState {
  return {
    catalogue,
    selection: defaults,
    conflict: null,
    saved: null,
    notice: null,
    loaded: false,
    dialog: null,
    pageUrl,
    printDate: '',
    manualLink: null,
  }
}

const optionName = (catalogue: ConfiguratorCatalogue, id: string) =>
  catalogue.options.find((o) => o.id === id)?.name ?? id

/** Applies a visitor's change, or holds it back with the rules it breaks and the fix on offer. */
function change(state: ConfiguratorState, what: Change, next: Selection): ConfiguratorState {
  const proposal = propose(state.catalogue, state.selection, what, next)
  if (proposal.broken.length === 0) return { ...state, selection: proposal.candidate, conflict: null }
  const cause: ConflictCause =
    what.kind === 'option'
      ? { kind: what.on ? 'choose' : 'remove', name: optionName(state.catalogue, what.id) }
      : what.kind === 'engine'
        ? { kind: 'choose', name: state.catalogue.engines.find((e) => e.id === what.id)?.name ?? what.id }
        : { kind: 'other' }
  return {
    ...state,
    conflict: { cause, broken: proposal.broken, fix: proposal.fix, fixChanges: proposal.fixChanges },
  }
}

/** A whole build arriving at once (a shared link, a saved entry, Clear All): checked by the same rules. */
function arrive(
  state: ConfiguratorState,
  selection: Selection,
  cause: ConflictCause,
): { selection: Selection; conflict: Conflict | null } {
  const broken = brokenRules(state.catalogue, selection)
  if (broken.length === 0) return { selection, conflict: null }
  const fix = repair(state.catalogue, selection)
  return {
    selection: state.selection,
    conflict: { cause, broken, fix, fixChanges: fix ? fixChanges(state.catalogue, selection, fix) : null },
  }
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
        return { ...next, notice: { kind: 'unreadable' } }
      }
      const arrived = arrive(next, action.shared.selection, { kind: 'shared' })
      return {
        ...next,
        ...arrived,
        notice: arrived.conflict ? null : { kind: 'shared', dropped: action.shared.dropped },
      }
    }
    case 'choose': {
      const selection = { ...state.selection, ...action.change }
      const engineChanged = action.change.engineId !== undefined && action.change.engineId !== state.selection.engineId
      return change(state, engineChanged ? { kind: 'engine', id: selection.engineId } : { kind: 'other' }, selection)
    }
    case 'toggleOption': {
      const chosen = new Set(state.selection.optionIds)
      const on = !chosen.has(action.id)
      if (on) chosen.add(action.id)
      else chosen.delete(action.id)
      const selection = { ...state.selection, optionIds: orderOptionIds(state.catalogue, chosen) }
      return change(state, { kind: 'option', id: action.id, on }, selection)
    }
    case 'conflictFixed':
      return state.conflict?.fix ? { ...state, selection: state.conflict.fix, conflict: null } : state
    case 'conflictKept':
      return { ...state, conflict: null }
    case 'clear': {
      const cleared = { ...state, notice: null, loaded: false }
      return {
        ...cleared,
        ...arrive(cleared, action.defaults, { kind: 'standard' }),
      }
    }
    case 'savedChanged':
      return { ...state, saved: action.saved }
    case 'savedAdded':
      return { ...state, saved: action.saved, dialog: null }
    case 'savedDeleted':
      // The list on screen may hold entries storage refused to keep: delete from what is shown.
      return { ...state, saved: state.saved ? deleteSavedConfiguration(state.saved, action.id) : action.stored }
    case 'applied': {
      const { selection, dropped } = action.restored
      const arrived = arrive(state, selection, { kind: 'saved', name: action.name })
      if (arrived.conflict) return { ...state, ...arrived }
      return {
        ...state,
        selection,
        notice: dropped.length ? { kind: 'loaded', name: action.name, dropped } : null,
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
