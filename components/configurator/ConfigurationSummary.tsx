import { useLocale, useTranslations } from 'next-intl'
import type { ReactNode } from 'react'
import type { ConfiguratorCatalogue } from '@/lib/cms/types'
import { engineName, truncateName } from '@/lib/configurator/display'
import { formatEuro, formatSurcharge, linePrice, type PricedConfiguration } from '@/lib/configurator/pricing'
import type { Selection } from '@/lib/configurator/selection'
import { Disclosure } from './Disclosure'
import { usePriceWords } from './words'

interface ConfigurationSummaryProps {
  catalogue: ConfiguratorCatalogue
  selection: Selection
  priced: PricedConfiguration
}

/** The panel's summary; its options list starts collapsed. */
export function ConfigurationSummary({ catalogue, selection, priced }: ConfigurationSummaryProps) {
  const t = useTranslations('Configurator')
  const locale = useLocale()
  const words = usePriceWords()
  const color = priced.lines.find((l) => l.kind === 'color')
  const flooring = priced.lines.find((l) => l.kind === 'flooring')
  const engine = priced.lines.find((l) => l.kind === 'engine')
  const options = priced.lines.filter((l) => l.kind === 'option')
  const optionsTotal = options.reduce((sum, l) => sum + l.price, 0)
  const fullEngineName = engineName(catalogue, selection.engineId, {
    none: t('engine.none'),
    unknown: t('unknown'),
  })
  const shownEngineName = truncateName(fullEngineName)

  return (
    <div>
      <h3 className="label-caps font-sans text-mist">{t('summary.title')}</h3>
      <dl className="mt-3 divide-y divide-bone/10 text-sm">
        <Row term={t('summary.basePrice', { model: priced.model })} value={formatEuro(priced.basePrice, locale)} />
        <Row
          term={t('summary.colour')}
          detail={color?.name ?? t('unknown')}
          value={formatSurcharge(color?.price ?? 0, words)}
        />
        <Row
          term={t('summary.flooring')}
          detail={flooring?.name ?? t('unknown')}
          value={formatSurcharge(flooring?.price ?? 0, words)}
        />
        <Row
          term={t('summary.engine')}
          detail={
            shownEngineName === fullEngineName ? (
              fullEngineName
            ) : (
              <span title={fullEngineName}>
                <span aria-hidden="true">{shownEngineName}</span>
                <span className="sr-only">{fullEngineName}</span>
              </span>
            )
          }
          value={engine ? formatSurcharge(engine.price, words) : '—'}
        />
      </dl>
      <Disclosure
        className="mt-2 border-t border-bone/10"
        headingLevel={4}
        title={t('summary.options', { count: options.length })}
        meta={options.length > 0 ? formatEuro(optionsTotal, locale) : undefined}
        buttonClassName="flex min-h-11 w-full items-center justify-between gap-4 py-2 text-left text-sm text-bone hover:text-gold-bright"
      >
        {options.length === 0 ? (
          <p className="pb-3 text-sm text-mist">{t('summary.noOptions')}</p>
        ) : (
          <ul className="space-y-2 pb-3 text-sm">
            {options.map((line) => (
              <li key={line.id} className="flex justify-between gap-4">
                <span className="text-mist">{line.name}</span>
                <span className="whitespace-nowrap text-bone">{linePrice(line, words)}</span>
              </li>
            ))}
          </ul>
        )}
      </Disclosure>
    </div>
  )
}

function Row({ term, detail, value }: { term: string; detail?: ReactNode; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2">
      <dt className="min-w-0">
        <span className="block text-mist">{term}</span>
        {detail ? <span className="block text-bone">{detail}</span> : null}
      </dt>
      <dd className="whitespace-nowrap text-bone">{value}</dd>
    </div>
  )
}
