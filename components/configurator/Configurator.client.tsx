'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react'
import toast from 'react-hot-toast'
import type { ConfiguratorCatalogue } from '@/lib/cms/types'
import { BackLink } from '@/components/ui/BackLink'
import { priceConfiguration } from '@/lib/configurator/pricing'
import { ENGINE_CATEGORIES } from '@/lib/configurator/rule-kinds'
import { defaultSelection, sanitizeSelection } from '@/lib/configurator/selection'
import { configuratorReducer, initialState, type ConfiguratorState } from '@/lib/configurator/state'
import { addressWithBuild, buildShareUrl, decodeSelection, readShareCode } from '@/lib/configurator/share'
import { keepNamesWhole } from '@/lib/html/typography'
import { postLead } from '@/lib/leads/client'
import {
  SAVED_CONFIGURATIONS_KEY,
  addSavedConfiguration,
  createSavedConfiguration,
  deleteSavedConfiguration,
  formatDay,
  loadSavedConfigurations,
  savedToSelection,
  withBuildCode,
  writeSavedConfigurations,
  type SavedConfiguration,
} from '@/lib/configurator/storage'
import { BoatView } from './boat3d/BoatView'
import { ConflictDialog } from './ConflictDialog'
import { NoticeText } from './NoticeText'
import { OptionCategories } from './OptionCategories'
import { PricePanel } from './PricePanel'
import { PrintSummary } from './PrintSummary'
import { QuoteDialog } from './QuoteDialog'
import { SaveDialog } from './SaveDialog'
import { SavedConfigurations } from './SavedConfigurations'
import { SingleChoice } from './SingleChoice'
import { StandardFeatures } from './StandardFeatures'
import { SmallClose } from '@/components/ui/Icons'
import { useHeadBand } from '@/components/ui/useFootBar'

const BUILDS_ENDPOINT = '/api/builds'

/** Loading a saved configuration waits 300 ms, then shows "loaded" for 800 ms. */
export const LOAD_DELAY_MS = 300
export const LOADED_MESSAGE_MS = 800

export interface ConfiguratorProps {
  catalogue: ConfiguratorCatalogue
  /** Absolute URL of the configurator page for share links; defaults to the address in the browser. */
  shareBaseUrl?: string
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

function sharedFromAddress(catalogue: ConfiguratorCatalogue) {
  const code = readShareCode(window.location.search)
  if (code === null) return null
  const decoded = decodeSelection(code)
  return decoded ? sanitizeSelection(catalogue, decoded) : 'unreadable'
}

export function Configurator({ catalogue, shareBaseUrl }: ConfiguratorProps) {
  const t = useTranslations('Configurator')
  const locale = useLocale()
  const defaults = useMemo(() => defaultSelection(catalogue), [catalogue])
  const [state, dispatch] = useReducer(configuratorReducer, initialState(catalogue, defaults, shareBaseUrl))
  const { selection, saved, notice, dialog, printDate, manualLink } = state
  const panelRef = useRef<HTMLElement>(null)
  const boatBand = useRef<HTMLDivElement>(null)
  useHeadBand(boatBand)
  const timers = useRef<number[]>([])

  const priced = useMemo(() => priceConfiguration(catalogue, selection), [catalogue, selection])
  const shareUrl = state.pageUrl ? buildShareUrl(state.pageUrl, selection) : ''
  const model = priced.model
  // Engine categories are free text: a known one is named in the page's language, any other as written.
  const engineCategory = (category: string) => {
    const known = ENGINE_CATEGORIES.find((c) => c === category)
    return known ? t(`engine.categories.${known}`) : category
  }

  const clearTimers = useCallback(() => {
    for (const id of timers.current) window.clearTimeout(id)
    timers.current = []
  }, [])

  // Browser-only state (local storage, the share code in the address, today's date) is read after
  // hydration so the server HTML and the first client render agree.
  useEffect(() => {
    dispatch({
      type: 'hydrated',
      saved: loadSavedConfigurations(),
      printDate: formatDay(new Date(), locale),
      pageUrl: `${window.location.origin}${window.location.pathname}`,
      shared: sharedFromAddress(catalogue),
    })
    function onStorage(event: StorageEvent) {
      if (event.key === null || event.key === SAVED_CONFIGURATIONS_KEY) {
        dispatch({ type: 'savedChanged', saved: loadSavedConfigurations() })
      }
    }
    function onBeforePrint() {
      dispatch({ type: 'printing', date: formatDay(new Date(), locale) })
    }
    window.addEventListener('storage', onStorage)
    window.addEventListener('beforeprint', onBeforePrint)
    return () => {
      window.removeEventListener('storage', onStorage)
      window.removeEventListener('beforeprint', onBeforePrint)
      clearTimers()
    }
  }, [catalogue, clearTimers, locale])

  // The address follows the build (replacing, not adding, history entries) once the address's own build is read
  // and, for a shared build that no longer fits, once the visitor has chosen what to do with it.
  const settled = saved !== null && state.conflict === null
  useEffect(() => {
    if (!settled) return
    const next = addressWithBuild(window.location.href, selection, defaults)
    if (next !== window.location.href) window.history.replaceState(null, '', next)
  }, [settled, selection, defaults])

  function clearAll() {
    clearTimers()
    dispatch({ type: 'clear', defaults })
  }

  function saveConfiguration(name: string) {
    // Re-read first so entries saved in another tab are kept.
    const current = loadSavedConfigurations()
    let entry: SavedConfiguration
    try {
      entry = createSavedConfiguration(catalogue, selection, name, current, new Date(), locale)
    } catch (error) {
      console.error('Could not save the configuration', error)
      toast.error(t('toast.saveFailed'))
      return
    }
    const next = addSavedConfiguration(current, entry)
    if (!writeSavedConfigurations(next)) toast.error(t('toast.storageRefused'))
    dispatch({ type: 'savedAdded', saved: next })
    toast.success(t('toast.saved', { name: entry.name }), { id: entry.id })
    void keepOnServer(entry)
  }

  /** The build is also kept on the server under a code; offline, or refused, it stays saved in this browser. */
  async function keepOnServer(entry: SavedConfiguration) {
    const outcome = await postLead(BUILDS_ENDPOINT, { selection, website: '', locale })
    const body = outcome.kind === 'ok' ? outcome.body : null
    const code = body && typeof body === 'object' && 'code' in body && typeof body.code === 'string' ? body.code : null
    if (!code) return
    const kept = withBuildCode(loadSavedConfigurations(), entry.id, code)
    if (writeSavedConfigurations(kept)) dispatch({ type: 'savedAdded', saved: kept })
    toast.success(t('toast.kept', { name: entry.name, code }), { id: entry.id })
  }

  function deleteConfiguration(entry: SavedConfiguration) {
    const stored = deleteSavedConfiguration(loadSavedConfigurations(), entry.id)
    writeSavedConfigurations(stored)
    dispatch({ type: 'savedDeleted', id: entry.id, stored })
  }

  function loadConfiguration(entry: SavedConfiguration) {
    clearTimers()
    const restored = savedToSelection(catalogue, entry)
    timers.current.push(
      window.setTimeout(() => {
        dispatch({ type: 'applied', name: entry.name, restored })
        const panel = panelRef.current
        if (panel && typeof panel.scrollIntoView === 'function') {
          panel.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' })
        }
        timers.current.push(window.setTimeout(() => dispatch({ type: 'loadedShown' }), LOADED_MESSAGE_MS))
      }, LOAD_DELAY_MS),
    )
  }

  async function copyLink() {
    const url = shareUrl || buildShareUrl(`${window.location.origin}${window.location.pathname}`, selection)
    try {
      await navigator.clipboard.writeText(url)
      dispatch({ type: 'linkCopied', manualLink: null })
      toast.success(t('toast.linkCopied'))
    } catch {
      dispatch({ type: 'linkCopied', manualLink: url })
      toast(t('toast.copyManually'))
    }
  }

  const openDialog = (next: ConfiguratorState['dialog']) => dispatch({ type: 'dialog', dialog: next })
  const setDialogOpen = (which: 'save' | 'quote') => (open: boolean) => openDialog(open ? which : null)

  return (
    <div className="mx-auto max-w-7xl px-5 pt-28 pb-24 sm:px-8 lg:px-10 lg:pt-32 print:p-0">
      <div className="print:hidden">
        <BackLink href="/yachts/wama-26">{t('page.back', { model })}</BackLink>
        <p className="mt-8 label-caps text-gold">{t('page.eyebrow')}</p>
        <h1 className="mt-3 font-display text-5xl font-light text-bone sm:text-6xl">
          {keepNamesWhole(t('page.title', { model }))}
        </h1>
        <p className="mt-4 max-w-2xl text-mist">{t('page.intro')}</p>
      </div>

      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_400px] print:hidden">
        <div className="min-w-0 space-y-10">
          <div role="status" aria-live="polite">
            {notice ? (
              <div className="flex items-start justify-between gap-4 border border-gold/50 bg-gold/10 px-5 py-4 text-sm">
                <NoticeText notice={notice} />
                <button
                  type="button"
                  onClick={() => dispatch({ type: 'noticeDismissed' })}
                  className="-m-2 flex size-11 shrink-0 items-center justify-center text-mist hover:text-gold"
                >
                  <span className="sr-only">{t('page.dismissNotice')}</span>
                  <SmallClose className="size-4" />
                </button>
              </div>
            ) : null}
          </div>

          {/* On a phone the boat stays under the header while the choices scroll past it. */}
          <div ref={boatBand} className="sticky top-16 z-20 -mx-5 bg-charcoal px-5 pb-3 sm:-mx-8 sm:px-8 lg:hidden">
            <div className="mx-auto max-w-[calc(30svh*400/270)] border hairline bg-black/30">
              <BoatView catalogue={catalogue} selection={selection} />
            </div>
          </div>

          <StandardFeatures features={catalogue.standardFeatures} />
          <SingleChoice
            title={t('colour.title')}
            name="exterior-colour"
            items={catalogue.colors}
            selectedId={selection.colorId}
            onSelect={(colorId) => dispatch({ type: 'choose', change: { colorId } })}
            twoColumns
            swatch={(color) => (
              <span
                aria-hidden="true"
                className="size-6 shrink-0 rounded-full border border-bone/30 forced-color-adjust-none"
                style={{ backgroundColor: color.hex }}
              />
            )}
          />
          <SingleChoice
            title={t('flooring.title')}
            name="flooring"
            items={catalogue.floorings}
            selectedId={selection.flooringId}
            onSelect={(flooringId) => dispatch({ type: 'choose', change: { flooringId } })}
            describe={(flooring) => flooring.description}
          />
          <OptionCategories
            catalogue={catalogue}
            selectedIds={selection.optionIds}
            onToggle={(id) => dispatch({ type: 'toggleOption', id })}
          />
          <SingleChoice
            title={t('engine.title')}
            hint={t('engine.hint')}
            name="engine"
            items={catalogue.engines}
            selectedId={selection.engineId}
            onSelect={(engineId) => dispatch({ type: 'choose', change: { engineId } })}
            describe={(engine) => [engineCategory(engine.category), engine.description].filter(Boolean).join(' · ')}
            none={{ label: t('engine.none'), description: t('engine.noneDescription') }}
          />
        </div>

        <div>
          <PricePanel
            ref={panelRef}
            catalogue={catalogue}
            selection={selection}
            priced={priced}
            loaded={state.loaded}
            manualLink={manualLink}
            onRequest={() => openDialog('quote')}
            onSave={() => openDialog('save')}
            onClear={clearAll}
            onCopyLink={copyLink}
            onPrint={() => window.print()}
          />
        </div>
      </div>

      <SavedConfigurations
        catalogue={catalogue}
        entries={saved}
        buildsUrl={shareBaseUrl}
        onLoad={loadConfiguration}
        onDelete={deleteConfiguration}
      />
      <PrintSummary priced={priced} date={printDate} shareUrl={shareUrl} />

      <ConflictDialog
        catalogue={catalogue}
        conflict={state.conflict}
        onFix={() => dispatch({ type: 'conflictFixed' })}
        onKeep={() => dispatch({ type: 'conflictKept' })}
      />
      <SaveDialog open={dialog === 'save'} onOpenChange={setDialogOpen('save')} onSave={saveConfiguration} />
      <QuoteDialog
        open={dialog === 'quote'}
        onOpenChange={setDialogOpen('quote')}
        selection={selection}
        priced={priced}
      />
    </div>
  )
}
