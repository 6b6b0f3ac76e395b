import type { ReactNode } from 'react'

import { formatSurcharge } from '@/lib/configurator/pricing'

import { ChoiceCard, ChoiceSection } from './ChoiceCard'
import { usePriceWords } from './words'

interface SingleChoiceProps<T extends { id: string; name: string; price: number }> {
  title: string
  hint?: string
  /** The radios' shared name. */
  name: string
  items: readonly T[]
  /** "" when none is chosen */
  selectedId: string
  onSelect: (id: string) => void
  /** Cards side by side where two fit (short labels such as colours). */
  twoColumns?: boolean
  describe?: (item: T) => string | undefined
  swatch?: (item: T) => ReactNode
  /**
   * An optional choice: a last card chooses none, and a click on the chosen card clears it (a native radio
   * never unchecks itself, so that click is handled here; the "none" card gives keyboard users the same way).
   */
  none?: { label: string; description: string }
}

/** One catalogue item of a kind (colour, flooring, engine), chosen with real radios inside cards. */
export function SingleChoice<T extends { id: string; name: string; price: number }>({
  title,
  hint,
  name,
  items,
  selectedId,
  onSelect,
  twoColumns = false,
  describe,
  swatch,
  none,
}: SingleChoiceProps<T>) {
  const words = usePriceWords()
  return (
    <ChoiceSection title={title} role="radiogroup" hint={hint}>
      {/* Side by side only where a card is wide enough for a one-word name beside its price ("Champagne"). */}
      <div className={`grid gap-3 ${twoColumns ? 'sm:grid-cols-[repeat(auto-fill,minmax(18rem,1fr))]' : ''}`}>
        {items.map((item) => (
          <ChoiceCard
            key={item.id}
            type="radio"
            name={name}
            value={item.id}
            checked={selectedId === item.id}
            label={item.name}
            price={formatSurcharge(item.price, words)}
            description={describe?.(item)}
            swatch={swatch?.(item)}
            onChange={() => onSelect(item.id)}
            onClick={
              none
                ? () => {
                    if (selectedId === item.id) onSelect('')
                  }
                : undefined
            }
          />
        ))}
        {none ? (
          <ChoiceCard
            type="radio"
            name={name}
            value=""
            checked={selectedId === ''}
            label={none.label}
            price="—"
            description={none.description}
            onChange={() => onSelect('')}
          />
        ) : null}
      </div>
    </ChoiceSection>
  )
}
