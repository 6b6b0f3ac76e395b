import { useTranslations } from 'next-intl'
import type { ConfiguratorEngine } from '@/lib/cms/types'
import { formatSurcharge } from '@/lib/configurator/pricing'
import { ENGINE_CATEGORIES } from '@/lib/configurator/rule-kinds'
import { ChoiceCard, ChoiceSection } from './ChoiceCard'
import { usePriceWords } from './words'

interface EngineChoiceProps {
  engines: ConfiguratorEngine[]
  /** "" when none is chosen */
  selectedId: string
  onSelect: (id: string) => void
}

/**
 * Single and optional: clicking the chosen engine again clears it. Native radios never
 * uncheck themselves, so the click on an already-checked one is handled here; "No engine" gives
 * keyboard users the same way back.
 */
export function EngineChoice({ engines, selectedId, onSelect }: EngineChoiceProps) {
  const t = useTranslations('Configurator.engine')
  const words = usePriceWords()
  // Catalogue categories are free text: a known one is named in the page's language, any other as written.
  const categoryLabel = (category: string) => {
    const known = ENGINE_CATEGORIES.find((c) => c === category)
    return known ? t(`categories.${known}`) : category
  }
  return (
    <ChoiceSection title={t('title')} role="radiogroup" hint={t('hint')}>
      <div className="grid gap-3">
        {engines.map((engine) => (
          <ChoiceCard
            key={engine.id}
            type="radio"
            name="engine"
            value={engine.id}
            checked={selectedId === engine.id}
            label={engine.name}
            price={formatSurcharge(engine.price, words)}
            description={[categoryLabel(engine.category), engine.description].filter(Boolean).join(' · ')}
            onChange={() => onSelect(engine.id)}
            onClick={() => {
              if (selectedId === engine.id) onSelect('')
            }}
          />
        ))}
        <ChoiceCard
          type="radio"
          name="engine"
          value=""
          checked={selectedId === ''}
          label={t('none')}
          price="—"
          description={t('noneDescription')}
          onChange={() => onSelect('')}
        />
      </div>
    </ChoiceSection>
  )
}
