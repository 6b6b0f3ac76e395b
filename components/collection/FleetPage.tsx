import { useLocale, useTranslations } from 'next-intl'

import { CoverImage } from '@/components/ui/StaticImage'

import { ConsultationTrigger } from '@/components/dialogs/ConsultationDialog.client'
import { buttonClasses } from '@/components/ui/Button'
import { Reveal } from '@/components/ui/Reveal.client'
import { CONTAINER, PAGE_HEADER_Y, SECTION_Y } from '@/components/ui/layout'
import { Eyebrow } from '@/components/ui/Eyebrow'
import { formatPrice } from '@/lib/yachts/format'
import type { Yacht } from '@/lib/cms/types'
import { Link } from '@/components/ui/Link'

import { FleetComparison } from './FleetComparison'

/** The fleet (/collection and /yachts): every model the CMS lists, or a calm empty state. */
export function FleetPage({ yachts }: { yachts: Yacht[] }) {
  const t = useTranslations('Collection')
  return (
    <main id="main">
      <header className={`relative overflow-hidden bg-black ${PAGE_HEADER_Y}`}>
        <div className={CONTAINER}>
          <Eyebrow>{t('eyebrow')}</Eyebrow>
          <h1 className="mt-6 max-w-5xl font-display text-6xl leading-[0.95] font-light text-balance md:text-8xl xl:text-9xl">
            {t('title')}
          </h1>
          <p className="mt-8 max-w-2xl text-lg leading-relaxed text-mist">{t('intro')}</p>
        </div>
      </header>

      {yachts.length === 0 ? (
        <FleetEmpty />
      ) : (
        <>
          <ol aria-label={t('models')} className="bg-black">
            {yachts.map((yacht, i) => (
              <FleetEntry key={yacht.slug} yacht={yacht} index={i} />
            ))}
          </ol>
          {yachts.length > 1 && <FleetComparison yachts={yachts} />}
        </>
      )}
    </main>
  )
}

function FleetEntry({ yacht, index }: { yacht: Yacht; index: number }) {
  const t = useTranslations('Collection')
  const locale = useLocale()
  const flip = index % 2 === 1
  const facts = [
    { label: t('facts.length'), value: yacht.specs.length },
    { label: t('facts.maxSpeed'), value: yacht.specs.max_speed },
    { label: t('facts.guests'), value: yacht.specs.sleeps },
    { label: t('facts.construction'), value: yacht.construction },
  ].filter((f) => f.value)
  const href = `/yachts/${yacht.slug}`
  return (
    <li data-testid="fleet-entry" aria-labelledby={`fleet-${yacht.slug}`} className="border-t hairline">
      <article className="grid lg:min-h-[44rem] lg:grid-cols-12 print:break-inside-avoid print:grid-cols-2 print:items-center print:gap-8 print:py-8">
        <Link
          href={href}
          tabIndex={-1}
          aria-hidden="true"
          className={`group relative block aspect-[4/3] overflow-hidden bg-charcoal lg:col-span-7 lg:aspect-auto ${flip ? 'lg:order-2' : ''}`}
        >
          <CoverImage
            src={yacht.hero_image}
            alt={yacht.hero_image_alt || yacht.name}
            focus={yacht.focus.hero_image}
            preload={index === 0}
            fetchPriority={index === 0 ? 'high' : undefined}
            sizes="(min-width: 1024px) 58vw, 100vw"
            className="transition-transform duration-[1200ms] ease-out group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
          />
          <span className="absolute top-6 left-6 font-display text-2xl text-bone/80 md:top-10 md:left-10 print:hidden">
            {String(index + 1).padStart(2, '0')}
          </span>
        </Link>
        <div
          className={`flex flex-col justify-center px-6 py-14 sm:px-10 lg:col-span-5 lg:px-16 lg:py-20 xl:px-20 ${flip ? 'lg:order-1' : ''} print:p-0`}
        >
          <Reveal>
            <p className="label-caps text-gold">{yacht.tagline}</p>
            <h2 id={`fleet-${yacht.slug}`} className="mt-4 font-display text-5xl font-light md:text-7xl print:text-5xl">
              <Link href={href} className="transition-colors hover:text-gold-bright">
                {yacht.name}
              </Link>
            </h2>
            <dl className="mt-10 border-t hairline print:mt-4">
              {facts.map((f) => (
                <div
                  key={f.label}
                  className="flex items-baseline justify-between gap-6 border-b hairline py-3 print:py-1.5"
                >
                  <dt className="label-caps text-mist">{f.label}</dt>
                  <dd className="text-right text-bone">{f.value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-8 print:mt-4">
              <span className="block label-caps text-mist">{t('startingAt')}</span>
              <span data-testid="fleet-price" className="mt-2 block font-display text-4xl text-bone">
                {formatPrice(yacht.price, locale)}
              </span>
            </p>
            <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:flex-wrap print:hidden">
              <Link href={href} className={buttonClasses({ variant: 'primary', size: 'md' })}>
                {t('discover', { name: yacht.name })}
              </Link>
              <ConsultationTrigger
                title={t('discuss', { name: yacht.name })}
                className={buttonClasses({ variant: 'outline', size: 'md' })}
              >
                {t('bookConsultation')}
              </ConsultationTrigger>
            </div>
          </Reveal>
        </div>
      </article>
    </li>
  )
}

function FleetEmpty() {
  const t = useTranslations('Collection')
  return (
    <section aria-labelledby="fleet-empty-title" className={`${SECTION_Y} bg-black`}>
      <div className={`${CONTAINER} max-w-3xl text-center`}>
        <span aria-hidden="true" className="mx-auto block h-16 w-px bg-gold/50" />
        <h2 id="fleet-empty-title" className="mt-10 font-display text-4xl font-light md:text-5xl">
          {t('empty.title')}
        </h2>
        <p className="mx-auto mt-6 max-w-xl text-mist">{t('empty.body')}</p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <ConsultationTrigger className={buttonClasses({ variant: 'primary', size: 'md' })}>
            {t('bookConsultation')}
          </ConsultationTrigger>
          <Link href="/contact" className={buttonClasses({ variant: 'outline', size: 'md' })}>
            {t('empty.contact')}
          </Link>
        </div>
      </div>
    </section>
  )
}
