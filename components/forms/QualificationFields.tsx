import { useTranslations } from 'next-intl'
import type { FieldError } from 'react-hook-form'

import { ChevronDown } from '@/components/ui/Icons'
import { LIMITS } from '@/lib/leads/constants'
import { BUDGETS, INTENDED_USES, QUALIFICATION_FIELDS, TIMEFRAMES } from '@/lib/leads/qualification'

import { SelectField, TextField } from './fields'

type Key = (typeof QUALIFICATION_FIELDS)[number]

/**
 * The optional questions of an inquiry or a quote, folded away under one line so the form stays short on a
 * phone; opened by itself when one of them needs correcting.
 */
export function QualificationFields({
  id,
  bind,
  errors,
}: {
  id: (name: Key) => string
  bind: (name: Key) => object
  errors: Partial<Record<Key, FieldError>>
}) {
  const t = useTranslations('Forms.qualification')
  const lists = [
    { name: 'budget', label: t('budget'), options: BUDGETS.map((v) => [v, t(`budgets.${v}`)]) },
    { name: 'timeframe', label: t('timeframe'), options: TIMEFRAMES.map((v) => [v, t(`timeframes.${v}`)]) },
    { name: 'intended_use', label: t('use'), options: INTENDED_USES.map((v) => [v, t(`uses.${v}`)]) },
  ] as const
  return (
    <details
      className="group border-y hairline sm:col-span-2"
      open={QUALIFICATION_FIELDS.some((name) => errors[name]) || undefined}
    >
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 py-3 text-sm text-bone focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-bright [&::-webkit-details-marker]:hidden">
        {t('summary')}
        <ChevronDown className="size-4 shrink-0 text-gold transition-transform duration-200 group-open:rotate-180" />
      </summary>
      <div className="grid gap-6 pt-2 pb-6 sm:grid-cols-2">
        <p className="text-sm text-mist sm:col-span-2">{t('hint')}</p>
        {lists.map(({ name, label, options }) => (
          <SelectField key={name} id={id(name)} label={label} error={errors[name]} {...bind(name)}>
            <option value="">{t('notSaid')}</option>
            {options.map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </SelectField>
        ))}
        <TextField
          id={id('home_port')}
          label={t('homePort')}
          autoComplete="off"
          maxLength={LIMITS.homePort}
          error={errors.home_port}
          {...bind('home_port')}
        />
      </div>
    </details>
  )
}
