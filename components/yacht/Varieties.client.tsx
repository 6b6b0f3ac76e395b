'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useId, useState } from 'react'

import { Picture } from '@/components/ui/Picture'
import { MarkedList } from '@/components/ui/MarkedList'
import { buttonClasses } from '@/components/ui/Button'
import { Link } from '@/components/ui/Link'

import { formatPrice } from '@/lib/yachts/format'
import { GOALS, type Goal, type VarietyView, varietyForGoal } from './varieties'

export interface VarietiesProps {
  yachtName: string
  /** Already sorted by display_order. */
  varieties: VarietyView[]
}

/** The varieties of a model: the first is preselected; a goal choice picks the variety that suits it. */
export function Varieties({ yachtName, varieties }: VarietiesProps) {
  const t = useTranslations('YachtIslands.varieties')
  const locale = useLocale()
  const goalName = useId()
  const [selectedId, setSelectedId] = useState(varieties[0]?.id ?? '')
  const [goal, setGoal] = useState<Goal | null>(null)
  const selected = varieties.find((v) => v.id === selectedId) ?? varieties[0]

  const chooseGoal = (next: Goal) => {
    setGoal(next)
    const id = varietyForGoal(next)
    if (varieties.some((v) => v.id === id)) setSelectedId(id)
  }

  if (!selected) return null

  return (
    <div className="grid gap-12 lg:grid-cols-12 lg:gap-16">
      <div className="lg:col-span-5">
        <fieldset>
          <legend className="label-caps text-mist">{t('question')}</legend>
          <div className="mt-5 grid gap-3">
            {GOALS.map((g) => (
              <label
                key={g}
                className={`flex min-h-14 cursor-pointer items-start gap-4 border px-5 py-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold-bright ${
                  goal === g ? 'border-gold bg-gold/10' : 'hairline hover:border-gold/60'
                }`}
              >
                <input
                  type="radio"
                  name={goalName}
                  value={g}
                  checked={goal === g}
                  onChange={() => chooseGoal(g)}
                  className="mt-1.5 size-4 accent-[#c9a96e]"
                />
                <span>
                  <span className="block font-display text-2xl">{t(`goals.${g}.label`)}</span>
                  <span className="block text-sm text-mist">{t(`goals.${g}.description`)}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        <div role="radiogroup" aria-label={t('label', { name: yachtName })} className="mt-10 grid gap-2">
          {varieties.map((v) => {
            const checked = v.id === selected.id
            return (
              <button
                key={v.id}
                type="button"
                role="radio"
                aria-checked={checked}
                onClick={() => setSelectedId(v.id)}
                className={`flex min-h-12 items-center justify-between gap-4 border-b py-3 text-left transition-colors ${
                  checked ? 'border-gold text-gold' : 'hairline text-bone hover:text-gold-bright'
                }`}
              >
                <span className="font-display text-xl">{v.name}</span>
                <span className="label-caps text-mist">{formatPrice(v.price, locale)}</span>
              </button>
            )
          })}
        </div>
      </div>

      <article aria-live="polite" aria-label={selected.name} className="lg:col-span-7">
        {selected.picture && (
          <div className="relative aspect-[16/10] overflow-hidden bg-black">
            <Picture key={selected.picture.src} image={selected.picture} alt={selected.name} className="object-cover" />
          </div>
        )}
        <div className="mt-8 flex flex-wrap items-baseline justify-between gap-4">
          <h3 className="font-display text-4xl font-light">{selected.name}</h3>
          <p className="label-caps text-gold">{t('from', { price: formatPrice(selected.price, locale) })}</p>
        </div>
        <p className="mt-4 max-w-2xl text-mist">{selected.description}</p>
        {selected.key_features.length > 0 && (
          <MarkedList
            items={selected.key_features}
            className="mt-8 grid gap-px border-t hairline"
            itemClassName="gap-4 border-b hairline py-3 text-sm"
          />
        )}
        {selected.recommendation && (
          <p className="mt-8 font-display text-2xl italic text-bone/90">{selected.recommendation}</p>
        )}
        {selected.configureHref && (
          <Link
            href={selected.configureHref}
            prefetch={false}
            className={buttonClasses({ variant: 'secondary', size: 'md', className: 'mt-8' })}
          >
            {t('configure', { name: selected.name })}
          </Link>
        )}
      </article>
    </div>
  )
}
