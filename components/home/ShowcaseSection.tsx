import { useLocale, useTranslations } from 'next-intl'

import { ConsultationTrigger } from '@/components/dialogs/ConsultationDialog.client'
import { buttonClasses } from '@/components/ui/Button'
import { ArrowRight } from '@/components/ui/Icons'
import { MarkedList } from '@/components/ui/MarkedList'
import { SectionTitle } from '@/components/ui/SectionTitle'
import { imageData } from '@/components/ui/image-data'
import { CONTAINER, SECTION_Y } from '@/components/ui/layout'
import { formatEuros } from '@/lib/i18n/config'
import { Link } from '@/lib/i18n/navigation'

import { Showcase } from './Showcase.client'
import {
  SHOWCASE_IMAGE_SIZES,
  SHOWCASE_MODELS,
  type ShowcaseLabels,
  type ShowcaseModel,
  type ShowcaseView,
} from './showcase-data'

const FEATURE_KEYS = ['feature1', 'feature2', 'feature3', 'feature4'] as const

export function ShowcaseSection() {
  const t = useTranslations('Home.showcase')
  const models: ShowcaseView[] = SHOWCASE_MODELS.map((m) => {
    const count = m.images.length
    return {
      id: m.id,
      name: m.name,
      details: <ShowcaseDetails model={m} />,
      imagesLabel: t('images', { name: m.name }),
      images: m.images.map((img, i) => ({
        src: img.src,
        alt: t(`${m.key}.${img.alt}`),
        picture: imageData(img.src, SHOWCASE_IMAGE_SIZES),
        slideLabel: t('slide', { index: i + 1, count }),
        showLabel: t('showImage', { index: i + 1, count }),
      })),
    }
  })
  const labels: ShowcaseLabels = {
    chooseModel: t('chooseModel'),
    chooseImage: t('chooseImage'),
    previous: t('previous'),
    next: t('next'),
  }
  return (
    <section aria-labelledby="showcase-title" className={`bg-charcoal ${SECTION_Y}`}>
      <div className={CONTAINER}>
        <div className="mb-12 grid gap-6 md:mb-16 lg:grid-cols-12 lg:items-end">
          <div className="lg:col-span-7">
            <SectionTitle id="showcase-title" eyebrow={t('eyebrow')}>
              {t('title')}
            </SectionTitle>
          </div>
          <p className="text-base leading-relaxed text-mist lg:col-span-4 lg:col-start-9">{t('intro')}</p>
        </div>
        <Showcase models={models} labels={labels} />
      </div>
    </section>
  )
}

const SMALL_CAPS = 'text-[0.6875rem] font-medium tracking-[0.25em] uppercase'

function ShowcaseDetails({ model }: { model: ShowcaseModel }) {
  const t = useTranslations('Home.showcase')
  const locale = useLocale()
  const { id, key, name } = model
  const specs = [
    { label: t('spec.length'), value: t(`${key}.length`) },
    { label: t('spec.beam'), value: t(`${key}.beam`) },
    { label: t('spec.guests'), value: String(model.guests) },
    { label: t('spec.cabins'), value: String(model.cabins) },
    { label: t('spec.maxSpeed'), value: t(`${key}.maxSpeed`) },
  ]
  return (
    <>
      <p className="label-caps text-gold">{t(`${key}.type`)}</p>
      <h3 className="mt-3 font-display text-5xl font-light md:text-6xl">{name}</h3>
      <p className="mt-5 text-base leading-relaxed text-mist">{t(`${key}.summary`)}</p>

      <dl className="mt-8 border-t border-gold/25">
        {specs.map((spec) => (
          <div key={spec.label} className="flex items-baseline justify-between gap-6 border-b border-gold/25 py-3.5">
            <dt className={`${SMALL_CAPS} text-mist`}>{spec.label}</dt>
            <dd className="font-display text-xl text-bone">{spec.value}</dd>
          </div>
        ))}
      </dl>

      <h4 className={`mt-8 font-sans ${SMALL_CAPS} text-gold`}>{t('features')}</h4>
      <MarkedList
        items={FEATURE_KEYS.map((k) => t(`${key}.${k}`))}
        className="mt-4 space-y-2.5"
        itemClassName="gap-4 text-sm text-bone/85"
      />

      <div className="mt-10 flex items-end justify-between gap-6 border-t border-gold/25 pt-6">
        <div>
          <p className={`${SMALL_CAPS} text-mist`}>{t('startingAt')}</p>
          <p className="mt-1 font-display text-4xl text-bone">{formatEuros(model.price, locale)}</p>
        </div>
      </div>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Link href={`/yachts/${id}`} className={buttonClasses({ variant: 'primary', size: 'lg', className: 'group' })}>
          {t('viewDetails')}
          <ArrowRight className="size-4 transition-transform duration-500 group-hover:translate-x-1" />
        </Link>
        <ConsultationTrigger className={buttonClasses({ variant: 'outline', size: 'lg' })}>
          {t('bookConsultation')}
        </ConsultationTrigger>
      </div>
    </>
  )
}
