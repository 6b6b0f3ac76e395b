import type { ConfiguratorFlooring } from '@/lib/cms/types'
import { formatSurcharge } from '@/lib/configurator/pricing'
import { ChoiceCard, ChoiceSection } from './ChoiceCard'

interface FlooringChoiceProps {
  floorings: ConfiguratorFlooring[]
  selectedId: string
  onSelect: (id: string) => void
}

export function FlooringChoice({ floorings, selectedId, onSelect }: FlooringChoiceProps) {
  return (
    <ChoiceSection title="Flooring" role="radiogroup">
      <div className="grid gap-3">
        {floorings.map((flooring) => (
          <ChoiceCard
            key={flooring.id}
            type="radio"
            name="flooring"
            value={flooring.id}
            checked={selectedId === flooring.id}
            label={flooring.name}
            price={formatSurcharge(flooring.price)}
            description={flooring.description}
            onChange={() => onSelect(flooring.id)}
          />
        ))}
      </div>
    </ChoiceSection>
  )
}
