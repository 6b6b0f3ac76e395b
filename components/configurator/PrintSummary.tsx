import { useLocale, useTranslations } from 'next-intl'
import { formatEuro, linePrice, priceLineLabel, type PricedConfiguration } from '@/lib/configurator/pricing'
import { usePriceWords } from './words'

interface PrintSummaryProps {
  priced: PricedConfiguration
  /** The day of printing in the page's language; empty before hydration. */
  date: string
  shareUrl: string
}

/*
 * Printing shows only this block: every element that neither holds it nor sits inside it is removed,
 * so the site chrome (navigation, footer, toasts) needs no print rules of its own.
 */
const printCss = `@media print {
  @page { margin: 18mm; }
  html, body { background: #fff !important; color: #000 !important; }
  body *:not(:has([data-print-summary])):not([data-print-summary]):not([data-print-summary] *) { display: none !important; }
  body *:has([data-print-summary]) { position: static !important; margin: 0 !important; padding: 0 !important;
    border: 0 !important; background: none !important; box-shadow: none !important; min-height: 0 !important;
    max-width: none !important; transform: none !important; display: block !important; }
}`

export function PrintSummary({ priced, date, shareUrl }: PrintSummaryProps) {
  const t = useTranslations('Configurator.print')
  const locale = useLocale()
  const words = usePriceWords()
  return (
    <>
      {/* With href and precedence React moves the sheet into the head (a style element in the body is invalid HTML). */}
      <style href="configurator-print" precedence="default">
        {printCss}
      </style>
      <article data-print-summary="" className="hidden text-black print:block">
        <h1 className="font-display text-4xl text-black">{t('title', { model: priced.model })}</h1>
        {date ? <p className="mt-1 text-sm">{t('date', { date })}</p> : null}
        <table className="mt-6 w-full border-collapse text-sm">
          <thead>
            <tr className="border-b border-black">
              <th scope="col" className="py-2 text-left font-semibold">
                {t('item')}
              </th>
              <th scope="col" className="py-2 text-left font-semibold">
                {t('choice')}
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                {t('price')}
              </th>
            </tr>
          </thead>
          <tbody>
            <tr className="border-b border-black/20">
              <td className="py-1.5">{t('basePrice')}</td>
              <td className="py-1.5">{priced.model}</td>
              <td className="py-1.5 text-right">{formatEuro(priced.basePrice, locale)}</td>
            </tr>
            {priced.lines.map((line) => (
              <tr key={`${line.kind}-${line.id}`} className="border-b border-black/20">
                <td className="py-1.5">{priceLineLabel(line, words)}</td>
                <td className="py-1.5">{line.name}</td>
                <td className="py-1.5 text-right">{linePrice(line, words)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-black">
              <th scope="row" colSpan={2} className="py-2 text-left font-semibold">
                {t('total')}
              </th>
              <td className="py-2 text-right font-semibold">{formatEuro(priced.total, locale)}</td>
            </tr>
          </tfoot>
        </table>
        {shareUrl ? (
          <p className="mt-6 text-sm break-all">
            {t('online')} <span>{shareUrl}</span>
          </p>
        ) : null}
      </article>
    </>
  )
}
