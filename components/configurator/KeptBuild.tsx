import { getTranslations } from 'next-intl/server'

import { buttonClasses } from '@/components/ui/Button'
import { Eyebrow } from '@/components/ui/Eyebrow'
import { CONTAINER } from '@/components/ui/layout'
import type { ConfiguratorCatalogue } from '@/lib/cms/types'
import type { KeptBuild as Kept } from '@/lib/configurator/builds'
import { namedIn, pricedSelection, type StoredLine } from '@/lib/configurator/priced-build'
import { priceConfiguration } from '@/lib/configurator/pricing'
import { brokenRules } from '@/lib/configurator/rules'
import { formatEuros, LOCALE_FACTS, TUNIS_TIME_ZONE, type Locale } from '@/lib/i18n/config'

import { BoatPreview } from './BoatPreview'

interface KeptBuildProps {
  kept: Kept
  /** Today's catalogue: the drawing, and the price this build would have today. */
  catalogue: ConfiguratorCatalogue
  /** The configurator opened on this build, at today's prices. */
  configuratorUrl: string
  locale: Locale
}

/**
 * A build kept under its code, as it was priced: every choice with the price of that day and the total, then what
 * today's list makes of it, with one link to price it again there.
 */
export async function KeptBuild({ kept, catalogue, configuratorUrl, locale }: KeptBuildProps) {
  const t = await getTranslations({ locale, namespace: 'Build' })
  const { build } = kept
  const euros = (value: number) => formatEuros(value, locale)
  const date = new Date(kept.pricedAt).toLocaleDateString(LOCALE_FACTS[locale].tag, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: TUNIS_TIME_ZONE,
  })
  const lines = namedIn(build.lines, catalogue)
  const selection = pricedSelection(build)
  const today = priceConfiguration(catalogue, selection)
  const fits = today.unknownIds.length === 0 && brokenRules(catalogue, selection).length === 0
  const difference = today.total - build.total
  const label = (line: StoredLine) =>
    line.kind === 'option' ? (line.category ?? '') : t(line.kind === 'color' ? 'colour' : line.kind)

  return (
    <main className="bg-charcoal pt-32 pb-20 md:pt-44 md:pb-32">
      <div className={CONTAINER}>
        <header className="max-w-4xl border-b border-gold/20 pb-10 md:pb-14">
          <Eyebrow>{t('eyebrow')}</Eyebrow>
          <h1 className="mt-6 font-display text-[2.5rem] leading-[1.05] font-light md:text-6xl">
            {t('title', { model: build.model })}
          </h1>
          <p className="mt-6 flex flex-wrap items-baseline gap-x-4 gap-y-1">
            <span className="label-caps text-mist">{t('code')}</span>
            <bdi className="font-sans text-2xl tracking-[0.12em] text-gold-bright md:text-3xl">{kept.code}</bdi>
          </p>
          <p className="mt-6 max-w-2xl text-base leading-relaxed text-mist">{t('pricedOn', { date })}</p>
          <p className="mt-3 max-w-2xl text-sm leading-relaxed text-mist">{t('codeHint')}</p>
        </header>
        <div className="mt-12 grid gap-12 lg:mt-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:gap-16">
          <BoatPreview catalogue={catalogue} selection={selection} className="w-full" />
          <section aria-labelledby="build-choices">
            <h2 id="build-choices" className="font-display text-3xl font-light">
              {t('choices')}
            </h2>
            <table className="mt-6 w-full text-sm">
              <tbody className="divide-y divide-bone/10">
                <tr>
                  <th scope="row" className="py-3 pe-4 text-start font-normal text-mist">
                    {t('basePrice', { model: build.model })}
                  </th>
                  <td className="py-3 text-end whitespace-nowrap text-bone">{euros(build.basePrice)}</td>
                </tr>
                {lines.map((line) => (
                  <tr key={`${line.kind}:${line.id}`}>
                    <th scope="row" className="py-3 pe-4 text-start font-normal">
                      <span className="block text-mist">{label(line)}</span>
                      <span className="block text-bone">{line.name}</span>
                    </th>
                    <td className="py-3 text-end align-bottom whitespace-nowrap text-bone">
                      {line.includedIn ? t('included', { name: line.includedIn }) : euros(line.price)}
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="border-t border-gold/40">
                  <th scope="row" className="pt-4 text-start font-display text-2xl font-light">
                    {t('total')}
                  </th>
                  <td className="pt-4 text-end font-display text-2xl whitespace-nowrap text-gold-bright">
                    {euros(build.total)}
                  </td>
                </tr>
              </tfoot>
            </table>
            <p className="mt-3 text-xs text-mist">{t('excludingVat')}</p>
            <div className="mt-10 border hairline bg-black/30 p-6">
              <p className="text-sm leading-relaxed text-bone/90">
                {!fits
                  ? t('noLongerFits')
                  : difference === 0
                    ? t('sameToday')
                    : t('changedToday', {
                        total: euros(today.total),
                        difference: `${difference > 0 ? '+' : '−'}${euros(Math.abs(difference))}`,
                      })}
              </p>
              <a
                href={configuratorUrl}
                className={`mt-5 ${buttonClasses({ variant: fits && difference === 0 ? 'outline' : 'primary', size: 'lg' })}`}
              >
                {fits && difference === 0 ? t('open') : t('reprice')}
              </a>
            </div>
          </section>
        </div>
      </div>
    </main>
  )
}
