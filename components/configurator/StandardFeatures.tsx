import { useTranslations } from 'next-intl'

import { Disclosure } from './Disclosure'
import { Check } from '@/components/ui/Icons'

/** Starts collapsed. */
export function StandardFeatures({ features }: { features: string[] }) {
  const t = useTranslations('Configurator.standard')
  if (features.length === 0) return null
  return (
    <section className="border hairline bg-black/30 px-5">
      <Disclosure
        title={<span className="label-caps text-gold">{t('title')}</span>}
        meta={t('count', { count: features.length })}
        headingLevel={2}
      >
        <ul className="grid gap-x-8 gap-y-2 pb-5 text-sm text-mist sm:grid-cols-2">
          {features.map((feature) => (
            <li key={feature} className="flex gap-3">
              <Check className="mt-1 size-3.5 shrink-0 text-gold" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      </Disclosure>
    </section>
  )
}
