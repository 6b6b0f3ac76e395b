import { useLocale, useTranslations } from 'next-intl'
import { useId, useRef, useState, type Ref } from 'react'

import { useFootBar } from '@/components/ui/useFootBar'
import type { ConfiguratorCatalogue } from '@/lib/cms/types'
import { formatEuro, type PricedConfiguration } from '@/lib/configurator/pricing'
import type { Selection } from '@/lib/configurator/selection'
import { BoatView } from './boat3d/BoatView'
import { ConfigurationSummary } from './ConfigurationSummary'
import { buttonOutline, buttonPrimary, buttonQuiet } from './DialogShell'
import { ChevronDown } from '@/components/ui/Icons'

interface PricePanelProps {
  ref?: Ref<HTMLElement>
  catalogue: ConfiguratorCatalogue
  selection: Selection
  priced: PricedConfiguration
  /** True for ~800 ms after a saved configuration was loaded. */
  loaded: boolean
  /** A link the clipboard refused, shown for manual copying. */
  manualLink: string | null
  onRequest: () => void
  onSave: () => void
  onClear: () => void
  onCopyLink: () => void
  onPrint: () => void
}

/** Sticky side panel on desktop, bottom sheet on phones. */
export function PricePanel({
  ref,
  catalogue,
  selection,
  priced,
  loaded,
  manualLink,
  onRequest,
  onSave,
  onClear,
  onCopyLink,
  onPrint,
}: PricePanelProps) {
  const t = useTranslations('Configurator.panel')
  const locale = useLocale()
  const [sheetOpen, setSheetOpen] = useState(false)
  const bar = useRef<HTMLDivElement>(null)
  useFootBar(bar)
  const uid = useId()
  const bodyId = `${uid}-body`
  return (
    <section
      ref={ref}
      aria-labelledby={`${uid}-title`}
      className="fixed inset-x-0 bottom-0 z-40 max-h-[85dvh] overflow-y-auto border-t hairline bg-black/95 backdrop-blur print:hidden lg:sticky lg:top-28 lg:z-auto lg:max-h-[calc(100dvh-8rem)] lg:border lg:bg-black/60"
    >
      <div className="hidden border-b hairline lg:block">
        <BoatView catalogue={catalogue} selection={selection} />
      </div>
      <div
        ref={bar}
        className="grid grid-cols-[1fr_auto_auto] items-center gap-3 px-4 py-3 lg:grid-cols-1 lg:gap-4 lg:p-6"
      >
        <div className="min-w-0">
          <h2 id={`${uid}-title`} className="label-caps font-sans text-mist">
            {t('total')}
          </h2>
          <p
            aria-live="polite"
            aria-atomic="true"
            data-testid="total-price"
            className="font-display text-3xl leading-tight text-gold lg:text-5xl"
          >
            {formatEuro(priced.total, locale)}
          </p>
          <p role="status" className="text-sm text-gold-bright lg:min-h-5">
            {loaded ? t('loaded') : ''}
          </p>
        </div>
        <button type="button" className={`${buttonPrimary} lg:w-full`} onClick={onRequest}>
          {t('request')}
        </button>
        <button
          type="button"
          aria-expanded={sheetOpen}
          aria-controls={bodyId}
          onClick={() => setSheetOpen((o) => !o)}
          className="flex size-11 items-center justify-center border border-bone/20 text-gold lg:hidden"
        >
          <span className="sr-only">{sheetOpen ? t('hideSummary') : t('showSummary')}</span>
          <ChevronDown className={`size-4 transition-transform ${sheetOpen ? '' : 'rotate-180'}`} />
        </button>
      </div>
      <div id={bodyId} className={`${sheetOpen ? 'block' : 'hidden'} px-4 pb-6 lg:block lg:px-6`}>
        {/* Half a 360 px phone or of the desktop panel: a snug padding keeps "Tout effacer" on one line. */}
        <div className="grid grid-cols-2 gap-3 [&>button]:px-3">
          <button type="button" className={buttonOutline} onClick={onSave}>
            {t('save')}
          </button>
          <button type="button" className={buttonOutline} onClick={onClear}>
            {t('clear')}
          </button>
          <button type="button" className={buttonQuiet} onClick={onCopyLink}>
            {t('copyLink')}
          </button>
          <button type="button" className={buttonQuiet} onClick={onPrint}>
            {t('print')}
          </button>
        </div>
        {manualLink ? (
          <div className="mt-4">
            <label htmlFor={`${uid}-link`} className="label-caps text-mist">
              {t('shareLink')}
            </label>
            <input
              id={`${uid}-link`}
              readOnly
              value={manualLink}
              onFocus={(event) => event.currentTarget.select()}
              className="mt-2 block w-full border-0 border-b border-bone/30 bg-transparent px-0 py-2 text-sm text-bone"
            />
          </div>
        ) : null}
        <div className="mt-6">
          <ConfigurationSummary catalogue={catalogue} selection={selection} priced={priced} />
        </div>
      </div>
    </section>
  )
}
