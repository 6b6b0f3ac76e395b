import { useTranslations } from 'next-intl'
import type { ConfiguratorColor } from '@/lib/cms/types'
import { formatSurcharge } from '@/lib/configurator/pricing'
import { ChoiceCard, ChoiceSection } from './ChoiceCard'
import { usePriceWords } from './words'

interface ColorChoiceProps {
  colors: ConfiguratorColor[]
  selectedId: string
  onSelect: (id: string) => void
}

export function ColorChoice({ colors, selectedId, onSelect }: ColorChoiceProps) {
  const t = useTranslations('Configurator.colour')
  const words = usePriceWords()
  return (
    <ChoiceSection title={t('title')} role="radiogroup">
      <div className="grid gap-3 sm:grid-cols-2">
        {colors.map((color) => (
          <ChoiceCard
            key={color.id}
            type="radio"
            name="exterior-colour"
            value={color.id}
            checked={selectedId === color.id}
            label={color.name}
            price={formatSurcharge(color.price, words)}
            onChange={() => onSelect(color.id)}
            swatch={
              <span
                aria-hidden="true"
                className="size-6 shrink-0 rounded-full border border-bone/30"
                style={{ backgroundColor: color.hex }}
              />
            }
          />
        ))}
      </div>
    </ChoiceSection>
  )
}
