import type { ConfiguratorEngine } from '@/lib/cms/types'
import { formatSurcharge } from '@/lib/configurator/pricing'
import { ChoiceCard, ChoiceSection } from './ChoiceCard'

interface EngineChoiceProps {
  engines: ConfiguratorEngine[]
  /** "" when none is chosen */
  selectedId: string
  onSelect: (id: string) => void
}

const categoryLabels: Record<string, string> = {
  outboard: 'Outboard',
  inboard: 'Inboard',
  sterndrive: 'Sterndrive',
  'forward-drive': 'Forward drive',
}

/**
 * Single and optional: clicking the chosen engine again clears it. Native radios never
 * uncheck themselves, so the click on an already-checked one is handled here; "No engine" gives
 * keyboard users the same way back.
 */
export function EngineChoice({ engines, selectedId, onSelect }: EngineChoiceProps) {
  return (
    <ChoiceSection title="Engine" role="radiogroup" hint="Optional. Choose one engine; select it again to remove it.">
      <div className="grid gap-3">
        {engines.map((engine) => (
          <ChoiceCard
            key={engine.id}
            type="radio"
            name="engine"
            value={engine.id}
            checked={selectedId === engine.id}
            label={engine.name}
            price={formatSurcharge(engine.price)}
            description={[categoryLabels[engine.category] ?? engine.category, engine.description]
              .filter(Boolean)
              .join(' · ')}
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
          label="No engine"
          price="—"
          description="Decide later with our team."
          onChange={() => onSelect('')}
        />
      </div>
    </ChoiceSection>
  )
}
