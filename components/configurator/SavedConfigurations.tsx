import { useLocale, useTranslations } from 'next-intl'
import type { ConfiguratorCatalogue } from '@/lib/cms/types'
import { engineName, truncateName } from '@/lib/configurator/display'
import { formatEuro } from '@/lib/configurator/pricing'
import { savedDay, type SavedConfiguration } from '@/lib/configurator/storage'
import { buttonOutline, buttonQuiet } from './DialogShell'

interface SavedConfigurationsProps {
  catalogue: ConfiguratorCatalogue
  /** null until local storage has been read in the browser */
  entries: SavedConfiguration[] | null
  /** The configurator's address (else the browser's): a kept build's page is under it, at its code. */
  buildsUrl?: string
  onLoad: (entry: SavedConfiguration) => void
  onDelete: (entry: SavedConfiguration) => void
}

export function SavedConfigurations({ catalogue, entries, buildsUrl, onLoad, onDelete }: SavedConfigurationsProps) {
  const t = useTranslations('Configurator')
  const locale = useLocale()
  return (
    <section aria-labelledby="saved-configurations-title" className="mt-24 border-t hairline pt-12 print:hidden">
      <h2 id="saved-configurations-title" className="font-display text-4xl font-light text-bone">
        {t('saved.title')}
      </h2>
      {entries === null ? null : entries.length === 0 ? (
        <p className="mt-4 text-mist">{t('saved.empty')}</p>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {entries.map((entry) => {
            const color = catalogue.colors.find((c) => c.id === entry.selectedColor)
            const engine = engineName(catalogue, entry.selectedEngine, {
              none: t('engine.none'),
              unknown: t('unknown'),
            })
            return (
              <li key={entry.id}>
                <article className="flex h-full flex-col border hairline bg-black/30 p-6">
                  <h3 className="font-display text-2xl font-light break-words text-bone">{entry.name}</h3>
                  <p className="mt-1 text-sm text-mist">{savedDay(entry, locale)}</p>
                  <p className="mt-3 font-display text-2xl text-gold">{formatEuro(entry.totalPrice, locale)}</p>
                  <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                    <dt className="text-mist">{t('saved.colour')}</dt>
                    <dd className="flex items-center gap-2 text-bone">
                      {color ? (
                        <span
                          aria-hidden="true"
                          className="size-3 rounded-full border border-bone/30"
                          style={{ backgroundColor: color.hex }}
                        />
                      ) : null}
                      {color?.name ?? t('unknown')}
                    </dd>
                    <dt className="text-mist">{t('saved.flooring')}</dt>
                    <dd className="text-bone">
                      {catalogue.floorings.find((f) => f.id === entry.selectedFlooring.id)?.name ??
                        entry.selectedFlooring.name}
                    </dd>
                    <dt className="text-mist">{t('saved.engine')}</dt>
                    <dd className="text-bone" title={engine}>
                      {truncateName(engine)}
                    </dd>
                    <dt className="text-mist">{t('saved.options')}</dt>
                    <dd className="text-bone">{entry.selectedOptions.length}</dd>
                    {entry.code ? (
                      <>
                        <dt className="self-center text-mist">{t('saved.code')}</dt>
                        <dd>
                          <a
                            href={`${buildsUrl ?? window.location.pathname}/${entry.code}`}
                            aria-label={t('saved.codeNamed', { code: entry.code })}
                            className="inline-flex min-h-11 items-center text-gold underline-offset-4 hover:text-gold-bright hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-bright"
                          >
                            {entry.code}
                          </a>
                        </dd>
                      </>
                    ) : null}
                  </dl>
                  <div className="mt-auto flex gap-3 pt-6">
                    <button
                      type="button"
                      className={`${buttonOutline} flex-1`}
                      onClick={() => onLoad(entry)}
                      aria-label={t('saved.loadNamed', { name: entry.name })}
                    >
                      {t('saved.load')}
                    </button>
                    <button
                      type="button"
                      className={buttonQuiet}
                      onClick={() => onDelete(entry)}
                      aria-label={t('saved.deleteNamed', { name: entry.name })}
                    >
                      {t('saved.delete')}
                    </button>
                  </div>
                </article>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
