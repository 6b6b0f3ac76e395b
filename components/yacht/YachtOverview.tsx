import { useLocale, useTranslations } from 'next-intl'

import { Reveal } from '@/components/ui/Reveal.client'
import { CONTAINER, SECTION_Y } from '@/components/ui/layout'
import type { Yacht } from '@/lib/cms/types'

import { RichText } from './RichText'
import { SectionHeading } from './SectionHeading'
import { formatPrice, hasPrice } from '@/lib/yachts/format'
import { YACHT_PROSE } from './prose'

interface YachtOverviewProps {
  yacht: Yacht
  index: number
  /** Priced by the configurator: "Starting at" then says what it leaves out. */
  builtToOrder: boolean
}

/** Overview: the four facts (length, construction, max speed, "Starting at"), the description and the features. */
export function YachtOverview({ yacht, index, builtToOrder }: YachtOverviewProps) {
  const t = useTranslations('Yacht.overview')
  const common = useTranslations('Common')
  const locale = useLocale()
  const facts = [
    { label: t('length'), value: yacht.specs.length || t('notAvailable') },
    { label: t('construction'), value: yacht.construction || t('notAvailable') },
    { label: t('maxSpeed'), value: yacht.specs.max_speed || t('notAvailable') },
    {
      label: t('startingAt'),
      value: formatPrice(yacht.price, locale),
      note: builtToOrder && hasPrice(yacht.price) ? t('startingAtNote') : '',
    },
  ]
  const features = [...yacht.features].sort((a, b) => a.display_order - b.display_order)
  return (
    <section id="overview" aria-labelledby="overview-title" className={SECTION_Y}>
      <div className={CONTAINER}>
        <div className="grid gap-10 lg:grid-cols-12 lg:gap-16">
          <SectionHeading
            id="overview-title"
            index={index}
            eyebrow={t('eyebrow')}
            title={yacht.tagline || yacht.name}
            className="lg:col-span-5"
          />
          <Reveal className="lg:col-span-7 lg:pt-14">
            <RichText html={yacht.description} className={YACHT_PROSE} />
          </Reveal>
        </div>

        <dl data-testid="yacht-overview" className="mt-16 grid grid-cols-2 border-t hairline md:mt-24 lg:grid-cols-4">
          {facts.map((fact, i) => (
            <div
              key={fact.label}
              className={`border-b hairline py-8 lg:border-b-0 lg:py-10 ${i % 2 === 1 ? 'border-l pl-4' : 'pr-4'} ${
                i > 0 ? 'lg:border-l lg:pl-8' : 'lg:pl-0'
              }`}
            >
              <dt className="label-caps text-mist">{fact.label}</dt>
              <dd className="mt-3 font-display text-2xl leading-tight text-bone md:text-4xl">{fact.value}</dd>
              {'note' in fact && fact.note && <dd className="mt-2 text-sm text-mist">{fact.note}</dd>}
            </div>
          ))}
        </dl>

        {features.length > 0 && (
          <ol className="mt-16 grid gap-x-12 gap-y-12 md:mt-24 md:grid-cols-2 xl:grid-cols-3">
            {features.map((feature, i) => (
              <Reveal as="li" key={feature.name} delay={(i % 3) * 100} className="border-t hairline pt-6">
                <p className="font-display text-lg text-gold">{String(i + 1).padStart(2, '0')}</p>
                <h3 className="mt-3 font-display text-3xl font-light">{feature.name}</h3>
                {feature.description && <p className="mt-3 text-mist">{feature.description}</p>}
              </Reveal>
            ))}
          </ol>
        )}
      </div>

      {yacht.quote && (
        <figure className={`${CONTAINER} mt-24 text-center md:mt-36`}>
          <span aria-hidden="true" className="mx-auto block h-16 w-px bg-gold/50" />
          <blockquote className="mx-auto mt-10 max-w-4xl font-display text-3xl leading-snug font-light text-balance italic md:text-5xl">
            {common('quoted', { text: yacht.quote })}
          </blockquote>
          {yacht.quote_author && <figcaption className="mt-8 label-caps text-gold">{yacht.quote_author}</figcaption>}
        </figure>
      )}
    </section>
  )
}
