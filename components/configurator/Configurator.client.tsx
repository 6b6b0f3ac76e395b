'use client'

import Link from 'next/link'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import toast from 'react-hot-toast'
import type { ConfiguratorCatalogue } from '@/lib/cms/types'
import { priceConfiguration } from '@/lib/configurator/pricing'
import { defaultSelection, orderOptionIds, sanitizeSelection, type Selection } from '@/lib/configurator/selection'
import { buildShareUrl, decodeSelection, readShareCode } from '@/lib/configurator/share'
import {
  SAVED_CONFIGURATIONS_KEY,
  addSavedConfiguration,
  createSavedConfiguration,
  deleteSavedConfiguration,
  loadSavedConfigurations,
  savedToSelection,
  writeSavedConfigurations,
  type SavedConfiguration,
} from '@/lib/configurator/storage'
import { BoatPreview } from './BoatPreview'
import { ColorChoice } from './ColorChoice'
import { EngineChoice } from './EngineChoice'
import { FlooringChoice } from './FlooringChoice'
import { OptionCategories } from './OptionCategories'
import { PricePanel } from './PricePanel'
import { PrintSummary } from './PrintSummary'
import { QuoteDialog } from './QuoteDialog'
import { SaveDialog } from './SaveDialog'
import { SavedConfigurations } from './SavedConfigurations'
import { StandardFeatures } from './StandardFeatures'

/** Spec §9 "Load-configuration delays 300 ms and 800 ms". */
export const LOAD_DELAY_MS = 300
export const LOADED_MESSAGE_MS = 800

export interface ConfiguratorProps {
  catalogue: ConfiguratorCatalogue
  /** Absolute URL of the configurator page for share links; defaults to the address in the browser. */
  shareBaseUrl?: string
}

interface Notice {
  title: string
  detail?: string
}

function droppedDetail(dropped: string[]): string | undefined {
  return dropped.length ? `No longer available, left out: ${dropped.join(', ')}.` : undefined
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

export function Configurator({ catalogue, shareBaseUrl }: ConfiguratorProps) {
  const defaults = useMemo(() => defaultSelection(catalogue), [catalogue])
  const [selection, setSelection] = useState<Selection>(defaults)
  const [saved, setSaved] = useState<SavedConfiguration[] | null>(null)
  const [notice, setNotice] = useState<Notice | null>(null)
  const [loadedMessage, setLoadedMessage] = useState(false)
  const [saveOpen, setSaveOpen] = useState(false)
  const [quoteOpen, setQuoteOpen] = useState(false)
  const [pageUrl, setPageUrl] = useState(shareBaseUrl ?? '')
  const [printDate, setPrintDate] = useState('')
  const [manualLink, setManualLink] = useState<string | null>(null)
  const panelRef = useRef<HTMLElement>(null)
  const timers = useRef<number[]>([])

  const priced = useMemo(() => priceConfiguration(catalogue, selection), [catalogue, selection])
  const shareUrl = pageUrl ? buildShareUrl(pageUrl, selection) : ''
  const model = priced.model

  const clearTimers = useCallback(() => {
    for (const id of timers.current) window.clearTimeout(id)
    timers.current = []
  }, [])

  // Browser-only state (local storage, the share code in the address, today's date) is read after
  // hydration so the server HTML and the first client render agree.
  useEffect(() => {
    setSaved(loadSavedConfigurations())
    setPrintDate(new Date().toLocaleDateString())
    if (!shareBaseUrl) setPageUrl(`${window.location.origin}${window.location.pathname}`)

    const code = readShareCode(window.location.search)
    if (code !== null) {
      const decoded = decodeSelection(code)
      if (decoded) {
        const { selection: restored, dropped } = sanitizeSelection(catalogue, decoded)
        setSelection(restored)
        setNotice({ title: 'Shared configuration restored from the link.', detail: droppedDetail(dropped) })
      } else {
        setNotice({ title: 'This link’s configuration could not be read, so the standard configuration is shown.' })
      }
    }

    function onStorage(event: StorageEvent) {
      if (event.key === null || event.key === SAVED_CONFIGURATIONS_KEY) setSaved(loadSavedConfigurations())
    }
    function onBeforePrint() {
      setPrintDate(new Date().toLocaleDateString())
    }
    window.addEventListener('storage', onStorage)
    window.addEventListener('beforeprint', onBeforePrint)
    return () => {
      window.removeEventListener('storage', onStorage)
      window.removeEventListener('beforeprint', onBeforePrint)
      clearTimers()
    }
  }, [catalogue, shareBaseUrl, clearTimers])

  function update(change: Partial<Selection>) {
    setSelection((current) => ({ ...current, ...change }))
  }

  function toggleOption(id: string) {
    setSelection((current) => {
      const chosen = new Set(current.optionIds)
      if (chosen.has(id)) chosen.delete(id)
      else chosen.add(id)
      return { ...current, optionIds: orderOptionIds(catalogue, chosen) }
    })
  }

  function clearAll() {
    clearTimers()
    setSelection(defaults)
    setNotice(null)
    setLoadedMessage(false)
  }

  function saveConfiguration(name: string) {
    // Re-read first so entries saved in another tab are kept.
    const current = loadSavedConfigurations()
    let entry: SavedConfiguration
    try {
      entry = createSavedConfiguration(catalogue, selection, name, current)
    } catch (error) {
      console.error('Could not save the configuration', error)
      toast.error('This configuration could not be saved.')
      return
    }
    const next = addSavedConfiguration(current, entry)
    if (!writeSavedConfigurations(next)) toast.error('This browser did not allow saving. It is kept until you leave the page.')
    setSaved(next)
    setSaveOpen(false)
    toast.success(`Saved “${entry.name}”`)
  }

  function deleteConfiguration(entry: SavedConfiguration) {
    const next = deleteSavedConfiguration(loadSavedConfigurations(), entry.id)
    writeSavedConfigurations(next)
    setSaved((shown) => (shown ? deleteSavedConfiguration(shown, entry.id) : next))
  }

  function loadConfiguration(entry: SavedConfiguration) {
    clearTimers()
    const { selection: restored, dropped } = savedToSelection(catalogue, entry)
    timers.current.push(
      window.setTimeout(() => {
        setSelection(restored)
        setNotice(dropped.length ? { title: `“${entry.name}” loaded.`, detail: droppedDetail(dropped) } : null)
        setLoadedMessage(true)
        const panel = panelRef.current
        if (panel && typeof panel.scrollIntoView === 'function') {
          panel.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' })
        }
        timers.current.push(window.setTimeout(() => setLoadedMessage(false), LOADED_MESSAGE_MS))
      }, LOAD_DELAY_MS),
    )
  }

  async function copyLink() {
    const url = shareUrl || buildShareUrl(`${window.location.origin}${window.location.pathname}`, selection)
    try {
      await navigator.clipboard.writeText(url)
      setManualLink(null)
      toast.success('Link copied')
    } catch {
      setManualLink(url)
      toast('Copy the link from the field in the summary.')
    }
  }

  return (
    <div className="mx-auto max-w-7xl px-5 pt-28 pb-48 sm:px-8 lg:px-10 lg:pt-32 lg:pb-24 print:p-0">
      <div className="print:hidden">
        <Link
          href="/yachts/wama-26"
          className="inline-flex min-h-11 items-center gap-3 label-caps text-mist hover:text-gold-bright"
        >
          <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4">
            <path d="M10 3L5 8l5 5" fill="none" stroke="currentColor" strokeWidth="1.5" />
          </svg>
          Back to {model}
        </Link>
        <p className="mt-8 label-caps text-gold">Monohull Configurator</p>
        <h1 className="mt-3 font-display text-5xl font-light text-bone sm:text-6xl">Configure Your {model}</h1>
        <p className="mt-4 max-w-2xl text-mist">
          Choose the colour, deck, options and engine. Prices are in euros excluding VAT and update as you go.
        </p>
      </div>

      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_400px] print:hidden">
        <div className="min-w-0 space-y-10">
          <div role="status" aria-live="polite">
            {notice ? (
              <div className="flex items-start justify-between gap-4 border border-gold/50 bg-gold/10 px-5 py-4 text-sm">
                <div>
                  <p className="text-bone">{notice.title}</p>
                  {notice.detail ? <p className="mt-1 text-mist">{notice.detail}</p> : null}
                </div>
                <button
                  type="button"
                  onClick={() => setNotice(null)}
                  className="-m-2 flex size-11 shrink-0 items-center justify-center text-mist hover:text-gold"
                >
                  <span className="sr-only">Dismiss notice</span>
                  <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4">
                    <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="1.5" />
                  </svg>
                </button>
              </div>
            ) : null}
          </div>

          <div className="border hairline bg-black/30 lg:hidden">
            <BoatPreview catalogue={catalogue} selection={selection} className="block h-auto w-full" />
          </div>

          <StandardFeatures features={catalogue.standardFeatures} />
          <ColorChoice colors={catalogue.colors} selectedId={selection.colorId} onSelect={(colorId) => update({ colorId })} />
          <FlooringChoice
            floorings={catalogue.floorings}
            selectedId={selection.flooringId}
            onSelect={(flooringId) => update({ flooringId })}
          />
          <OptionCategories
            categories={catalogue.categories}
            options={catalogue.options}
            selectedIds={selection.optionIds}
            onToggle={toggleOption}
          />
          <EngineChoice engines={catalogue.engines} selectedId={selection.engineId} onSelect={(engineId) => update({ engineId })} />
        </div>

        <aside>
          <PricePanel
            ref={panelRef}
            catalogue={catalogue}
            selection={selection}
            priced={priced}
            loaded={loadedMessage}
            manualLink={manualLink}
            onRequest={() => setQuoteOpen(true)}
            onSave={() => setSaveOpen(true)}
            onClear={clearAll}
            onCopyLink={copyLink}
            onPrint={() => window.print()}
          />
        </aside>
      </div>

      <SavedConfigurations catalogue={catalogue} entries={saved} onLoad={loadConfiguration} onDelete={deleteConfiguration} />
      <PrintSummary priced={priced} date={printDate} shareUrl={shareUrl} />

      <SaveDialog open={saveOpen} onOpenChange={setSaveOpen} onSave={saveConfiguration} />
      <QuoteDialog open={quoteOpen} onOpenChange={setQuoteOpen} selection={selection} priced={priced} />
    </div>
  )
}

export default Configurator
