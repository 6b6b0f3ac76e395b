import { useLocale, useTranslations } from 'next-intl'

import { ConsultationTrigger } from '@/components/dialogs/ConsultationDialog.client'
import { buttonClasses } from '@/components/ui/Button'
import { ArrowRight } from '@/components/ui/Icons'
import { MarkedList } from '@/components/ui/MarkedList'
import { SectionTitle } from '@/components/ui/SectionTitle'
import { imageData } from '@/components/ui/image-data'
import { CONTAINER, SECTION_Y } from '@/components/ui/layout'
import type { GalleryType, Yacht } from '@/lib/cms'
import { formatEuros } from '@/lib/i18n/config'
import { Link } from '@/components/ui/Link'

import { Showcase } from './Showcase.client'
import { SHOWCASE_IMAGE_SIZES, type ShowcaseLabels, type ShowcaseView } from './showcase-data'

/** Each model's pictures in the showcase: the first three of its gallery's outside pictures, then one inside. */
function showcasePictures(yacht: Yacht): Array<{ src: string; alt: string; focus: string }> {
  const of = (type: GalleryType) => yacht.gallery.filter((g) => g.gallery_type === type)
  const chosen = [...of('exterior').slice(0, 3), ...of('interior').slice(0, 1)]
  const pictures = chosen.map((g) => ({ src: g.image, alt: g.alt || yacht.name, focus: g.focus }))
  return pictures.length
    ? pictures
    : [{ src: yacht.hero_image, alt: yacht.hero_image_alt, focus: yacht.focus.hero_image ?? '' }]
}

/** "Specifications at a glance": each yacht marked for the home page, with its figures, features and price. */
export function ShowcaseSection({ yachts }: { yachts: Yacht[] }) {
  const t = useTranslations('Home.showcase')
  if (yachts.length === 0) return null
  const models: ShowcaseView[] = yachts.map((yacht) => {
    const pictures = showcasePictures(yacht)
    const count = pictures.length
    return {
      id: yacht.slug,
      name: yacht.name,
      details: <ShowcaseDetails yacht={yacht} />,
      imagesLabel: t('images', { name: yacht.name }),
      images: pictures.map((img, i) => ({
        src: img.src,
        alt: img.alt,
        picture: imageData(img.src, SHOWCASE_IMAGE_SIZES, img.focus),
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

function ShowcaseDetails({ yacht }: { yacht: Yacht }) {
  const t = useTranslations('Home.showcase')
  const locale = useLocale()
  const { slug, name, specs } = yacht
  const rows = [
    { label: t('spec.length'), value: specs.length },
    { label: t('spec.beam'), value: specs.beam },
    { label: t('spec.guests'), value: specs.sleeps },
    { label: t('spec.cabins'), value: specs.cabins },
    { label: t('spec.maxSpeed'), value: specs.max_speed },
  ].filter((row) => row.value !== '')
  const features = yacht.features.slice(0, 4).map((f) => f.name)
  return (
    <>
      {yacht.type ? <p className="label-caps text-gold">{yacht.type}</p> : null}
      <h3 className="mt-3 font-display text-5xl font-light md:text-6xl">{name}</h3>
      {yacht.tagline ? <p className="mt-5 text-base leading-relaxed text-mist italic">{yacht.tagline}</p> : null}

      <dl className="mt-8 border-t border-gold/25">
        {rows.map((spec) => (
          <div key={spec.label} className="flex items-baseline justify-between gap-6 border-b border-gold/25 py-3.5">
            <dt className={`${SMALL_CAPS} shrink-0 text-mist`}>{spec.label}</dt>
            <dd className="text-end font-display text-xl text-bone">{spec.value}</dd>
          </div>
        ))}
      </dl>

      {features.length ? (
        <>
          <h4 className={`mt-8 font-sans ${SMALL_CAPS} text-gold`}>{t('features')}</h4>
          <MarkedList items={features} className="mt-4 space-y-2.5" itemClassName="gap-4 text-sm text-bone/85" />
        </>
      ) : null}

      <div className="mt-10 flex items-end justify-between gap-6 border-t border-gold/25 pt-6">
        <div>
          <p className={`${SMALL_CAPS} text-mist`}>{t('startingAt')}</p>
          <p className="mt-1 font-display text-4xl text-bone">
            {yacht.price === null ? t('priceOnRequest') : formatEuros(yacht.price, locale)}
          </p>
        </div>
      </div>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Link
          href={`/yachts/${slug}`}
          className={buttonClasses({ variant: 'primary', size: 'lg', className: 'group' })}
        >
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
