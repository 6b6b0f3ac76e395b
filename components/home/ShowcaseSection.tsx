import { useLocale, useTranslations } from 'next-intl'

import { MarkedList } from '@/components/ui/MarkedList'
import { SectionTitle } from '@/components/ui/SectionTitle'
import { imageData } from '@/components/ui/image-data'
import { CONTAINER, SECTION_Y } from '@/components/ui/layout'
import { formatEuros } from '@/lib/i18n/config'

import { Showcase } from './Showcase.client'
import { SHOWCASE_IMAGE_SIZES, SHOWCASE_MODELS, type ShowcaseLabels, type ShowcaseView } from './showcase-data'

const FEATURE_KEYS = ['feature1', 'feature2', 'feature3', 'feature4'] as const

export function ShowcaseSection() {
  const t = useTranslations('Home.showcase')
  const locale = useLocale()
  const models: ShowcaseView[] = SHOWCASE_MODELS.map((m) => {
    const count = m.images.length
    return {
      id: m.id,
      name: m.name,
      type: t(`${m.key}.type`),
      summary: t(`${m.key}.summary`),
      specs: [
        { label: t('spec.length'), value: t(`${m.key}.length`) },
        { label: t('spec.beam'), value: t(`${m.key}.beam`) },
        { label: t('spec.guests'), value: String(m.guests) },
        { label: t('spec.cabins'), value: String(m.cabins) },
        { label: t('spec.maxSpeed'), value: t(`${m.key}.maxSpeed`) },
      ],
      features: (
        <MarkedList
          items={FEATURE_KEYS.map((k) => t(`${m.key}.${k}`))}
          className="mt-4 space-y-2.5"
          itemClassName="gap-4 text-sm text-bone/85"
        />
      ),
      price: formatEuros(m.price, locale),
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
    features: t('features'),
    startingAt: t('startingAt'),
    viewDetails: t('viewDetails'),
    bookConsultation: t('bookConsultation'),
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
