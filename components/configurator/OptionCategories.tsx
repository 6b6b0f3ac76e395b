import { useLocale, useTranslations } from 'next-intl'
import type { ConfiguratorCatalogue } from '@/lib/cms/types'
import { formatEuro } from '@/lib/configurator/pricing'
import { includedOptions, ruleNotes } from '@/lib/configurator/rules'
import { ChoiceCard } from './ChoiceCard'
import { Disclosure } from './Disclosure'
import { useRuleWords } from './words'

interface OptionCategoriesProps {
  catalogue: ConfiguratorCatalogue
  selectedIds: string[]
  onToggle: (id: string) => void
}

/** The option categories as collapsible groups of toggles; all start expanded. */
export function OptionCategories({ catalogue, selectedIds, onToggle }: OptionCategoriesProps) {
  const t = useTranslations('Configurator')
  const locale = useLocale()
  const ruleWords = useRuleWords()
  const { categories, options } = catalogue
  const chosen = new Set(selectedIds)
  const included = includedOptions(catalogue, selectedIds)
  const known = new Set(categories.map((c) => c.id))
  const orphans = options.filter((o) => !known.has(o.category))
  // Options an editor filed under a missing category still get offered rather than silently hidden.
  const groups = [
    ...categories.map((category) => ({ category, items: options.filter((o) => o.category === category.id) })),
    { category: { id: 'other', name: t('options.other') }, items: orphans },
  ].filter((group) => group.items.length > 0)
  const packageName = (id: string | undefined) =>
    id === undefined ? undefined : t('price.inPackage', { name: options.find((o) => o.id === id)?.name ?? id })
  return (
    <section aria-labelledby="configurator-options-title" className="border-t hairline pt-8">
      <h2 id="configurator-options-title" className="font-display text-3xl font-light text-bone">
        {t('options.title')}
      </h2>
      <div className="mt-4 divide-y divide-bone/10">
        {groups.map(({ category, items }) => {
          const count = items.filter((o) => chosen.has(o.id)).length
          return (
            <Disclosure
              key={category.id}
              title={category.name}
              meta={count > 0 ? t('options.selected', { count }) : undefined}
              defaultOpen
            >
              <div role="group" aria-label={category.name} className="grid gap-3 pb-6">
                {items.map((option) => (
                  <ChoiceCard
                    key={option.id}
                    type="checkbox"
                    name="options"
                    value={option.id}
                    checked={chosen.has(option.id)}
                    label={option.name}
                    price={packageName(included.get(option.id)) ?? formatEuro(option.price, locale)}
                    description={option.description}
                    note={ruleNotes(catalogue, option.id, ruleWords).join(' · ')}
                    onChange={() => onToggle(option.id)}
                  />
                ))}
              </div>
            </Disclosure>
          )
        })}
      </div>
    </section>
  )
}
