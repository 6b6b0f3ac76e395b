import { useId, type ReactNode } from 'react'
import { Check } from '@/components/ui/Icons'

interface ChoiceCardProps {
  type: 'radio' | 'checkbox'
  name: string
  value: string
  checked: boolean
  label: string
  price: string
  description?: string
  /** A constraint stated up front, e.g. "Needs Water Ballasts". */
  note?: string
  /** Visual lead-in such as a colour swatch. */
  swatch?: ReactNode
  onChange: () => void
  onClick?: () => void
}

/**
 * A real radio or checkbox inside its card. The accessible name is the item name alone (so "Esthec Deck"
 * and "Esthec Deck Covering" stay distinct); price and description are its description.
 */
export function ChoiceCard({
  type,
  name,
  value,
  checked,
  label,
  price,
  description,
  note,
  swatch,
  onChange,
  onClick,
}: ChoiceCardProps) {
  const id = useId()
  const labelId = `${id}-label`
  const priceId = `${id}-price`
  const descriptionId = `${id}-description`
  const noteId = `${id}-note`
  const describedBy = [priceId, description ? descriptionId : '', note ? noteId : ''].filter(Boolean).join(' ')
  return (
    <label
      htmlFor={id}
      className="flex min-h-14 cursor-pointer items-start gap-4 border border-bone/10 bg-charcoal-soft/40 px-4 py-3 transition-colors hover:border-gold/50 has-checked:border-gold has-checked:bg-gold/10 forced-colors:has-checked:border-[Highlight]"
    >
      <span className="relative mt-0.5 flex size-5 shrink-0 items-center justify-center">
        <input
          id={id}
          type={type}
          name={name}
          value={value}
          checked={checked}
          onChange={onChange}
          onClick={onClick}
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          className={`peer size-5 cursor-pointer appearance-none forced-colors:appearance-auto border border-mist bg-transparent transition-colors checked:border-gold checked:bg-gold ${
            type === 'radio' ? 'rounded-full checked:shadow-[inset_0_0_0_4px_var(--color-charcoal)]' : 'rounded-none'
          }`}
        />
        {/* In a contrast theme, which drops the drawn box's fill, the system draws the control itself. */}
        {type === 'checkbox' ? (
          <Check
            strokeWidth="2"
            className="pointer-events-none absolute hidden size-3.5 text-charcoal peer-checked:block forced-colors:peer-checked:hidden"
          />
        ) : null}
      </span>
      {swatch}
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-x-4">
          <span id={labelId} className="min-w-0 text-bone">
            {label}
          </span>
          <span id={priceId} className="shrink-0 text-sm whitespace-nowrap text-gold">
            {price}
          </span>
        </span>
        {description ? (
          <span id={descriptionId} className="mt-1 block text-sm text-mist">
            {description}
          </span>
        ) : null}
        {note ? (
          <span id={noteId} className="mt-1 block text-xs tracking-wide text-gold">
            {note}
          </span>
        ) : null}
      </span>
    </label>
  )
}

interface ChoiceSectionProps {
  title: string
  hint?: string
  /** "radiogroup" for single choices, so assistive tech announces "1 of 5". */
  role?: 'radiogroup' | 'group'
  children: ReactNode
}

export function ChoiceSection({ title, hint, role, children }: ChoiceSectionProps) {
  const id = useId()
  return (
    <fieldset
      role={role}
      aria-labelledby={`${id}-legend`}
      aria-describedby={hint ? `${id}-hint` : undefined}
      className="border-t hairline pt-8"
    >
      <legend id={`${id}-legend`} className="float-left w-full font-display text-3xl font-light text-bone">
        {title}
      </legend>
      {hint ? (
        <p id={`${id}-hint`} className="clear-both pt-2 text-sm text-mist">
          {hint}
        </p>
      ) : null}
      <div className="clear-both pt-5">{children}</div>
    </fieldset>
  )
}
