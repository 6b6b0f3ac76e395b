import { useLocale, useTranslations } from 'next-intl'

import { CONTAINER, SECTION_Y } from '@/components/ui/layout'
import { Eyebrow } from '@/components/ui/Eyebrow'
import { formatPrice } from '@/lib/yachts/format'
import type { Yacht } from '@/lib/cms/types'
import type { Locale } from '@/lib/i18n/config'

type Row =
  'length' | 'beam' | 'draft' | 'maxSpeed' | 'cruisingSpeed' | 'cabins' | 'guests' | 'construction' | 'startingAt'

const ROWS: ReadonlyArray<{ label: Row; value: (y: Yacht, locale: Locale) => string }> = [
  { label: 'length', value: (y) => y.specs.length },
  { label: 'beam', value: (y) => y.specs.beam },
  { label: 'draft', value: (y) => y.specs.draft },
  { label: 'maxSpeed', value: (y) => y.specs.max_speed },
  { label: 'cruisingSpeed', value: (y) => y.specs.cruising_speed },
  { label: 'cabins', value: (y) => y.specs.cabins },
  { label: 'guests', value: (y) => y.specs.sleeps },
  { label: 'construction', value: (y) => y.construction },
  { label: 'startingAt', value: (y, locale) => formatPrice(y.price, locale) },
]

/** The models side by side, in a hairline-ruled table. */
export function FleetComparison({ yachts }: { yachts: Yacht[] }) {
  const t = useTranslations('Collection')
  const locale = useLocale()
  return (
    <section aria-labelledby="compare-title" className={SECTION_Y}>
      <div className={CONTAINER}>
        <Eyebrow>{t('compare.eyebrow')}</Eyebrow>
        <h2 id="compare-title" className="mt-6 font-display text-4xl font-light md:text-6xl">
          {t('compare.title')}
        </h2>
        <div className="mt-12 md:mt-16">
          <table className="w-full border-collapse text-left">
            <thead>
              <tr className="grid grid-cols-2 gap-x-4 border-b border-gold/60 md:table-row">
                <td className="hidden w-1/3 py-4 md:table-cell" />
                {yachts.map((y) => (
                  <th
                    key={y.slug}
                    scope="col"
                    className="py-4 font-display text-2xl font-light whitespace-nowrap text-bone md:pl-4 md:text-3xl"
                  >
                    {y.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ROWS.map((row) => (
                // Phones: the label sits above the values, so both models keep a full half of the width.
                <tr key={row.label} className="grid grid-cols-2 gap-x-4 border-b hairline md:table-row">
                  <th
                    scope="row"
                    className="col-span-2 pt-4 pb-1 align-top label-caps font-normal text-mist md:py-4 md:pr-4"
                  >
                    {t(`facts.${row.label}`)}
                  </th>
                  {yachts.map((y) => (
                    <td key={y.slug} className="pb-4 align-top text-sm text-bone md:py-4 md:pl-4 md:text-base">
                      {row.value(y, locale) || '—'}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  )
}
