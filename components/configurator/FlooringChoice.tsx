import { useTranslations } from 'next-intl'
import type { ConfiguratorFlooring } from '@/lib/cms/types'
import { formatSurcharge } from '@/lib/configurator/pricing'
import { ChoiceCard, ChoiceSection } from './ChoiceCard'
import { usePriceWords } from './words'

interface FlooringChoiceProps {
  floorings: ConfiguratorFlooring[]
  selectedId: string
  onSelect: (id: string) => void
}

export function FlooringChoice({ floorings, selectedId, onSelect }: FlooringChoiceProps) {
  const t = useTranslations('Configurator.flooring')
  const words = usePriceWords()
  return (
    <ChoiceSection title={t('title')} role="radiogroup">
      <div className="grid gap-3">
        {floorings.map((flooring) => (
          <ChoiceCard
            key={flooring.id}
            type="radio"
            name="flooring"
            value={flooring.id}
            checked={selectedId === flooring.id}
            label={flooring.name}
            price={formatSurcharge(flooring.price, words)}
            description={flooring.description}
            onChange={() => onSelect(flooring.id)}
          />
        ))}
      </div>
    </ChoiceSection>
  )
}
