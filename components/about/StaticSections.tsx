import { useTranslations } from 'next-intl'

import { buttonClasses } from '@/components/ui/Button'
import { SectionTitle, TitledSection } from '@/components/ui/SectionTitle'
import { Reveal } from '@/components/ui/Reveal.client'
import { CoverImage } from '@/components/ui/StaticImage'
import { Backdrop } from '@/components/ui/Backdrop'
import { CONTAINER, SECTION_Y } from '@/components/ui/layout'
import { Link } from '@/components/ui/Link'

/** The two materials, each with its model and picture; their wording is in About messages' `expertise`. */
const MATERIALS_EXPERTISE = [
  { key: 'aluminium', model: 'WAMA 42', image: '/art/wama42-exterior-3.webp' },
  { key: 'composite', model: 'WAMA 26', image: '/art/wama26-exterior-3.webp' },
] as const

const POINTS = ['point1', 'point2', 'point3'] as const

/** Keys of the ruled materials list in About messages' `materials`. */
const MATERIALS = ['aluminium', 'composite', 'esthec', 'leather', 'stainless', 'timber'] as const

/** Static section: expertise in two materials. */
export function MaterialsExpertise() {
  const t = useTranslations('About.expertise')
  return (
    <TitledSection id="two-materials-title" eyebrow={t('eyebrow')} title={t('title')} className="bg-charcoal">
      <div className="mt-14 grid gap-14 md:mt-20 md:grid-cols-2 md:gap-10 xl:gap-16 print:mt-8">
        {MATERIALS_EXPERTISE.map((m, i) => (
          <Reveal key={m.key} delay={i * 120}>
            <article>
              <div className="relative aspect-[16/10] overflow-hidden">
                <CoverImage src={m.image} alt={t(`${m.key}.alt`)} sizes="(min-width: 768px) 46vw, 100vw" />
              </div>
              <p className="mt-8 flex items-center gap-4 text-[0.6875rem] font-medium tracking-[0.25em] uppercase print:mt-4">
                <span className="text-gold">{t(`${m.key}.label`)}</span>
                <span aria-hidden="true" className="h-px w-8 bg-gold/40" />
                <span className="text-mist">{m.model}</span>
              </p>
              <h3 className="mt-4 font-display text-4xl font-light print:mt-2 print:text-2xl">{t(`${m.key}.title`)}</h3>
              <p className="mt-4 text-base leading-relaxed text-mist">{t(`${m.key}.text`)}</p>
              <ul className="mt-6 flex flex-wrap gap-2">
                {POINTS.map((p) => (
                  <li key={p} className="border border-gold/25 px-3 py-2 text-xs tracking-wide text-bone/85">
                    {t(`${m.key}.${p}`)}
                  </li>
                ))}
              </ul>
            </article>
          </Reveal>
        ))}
      </div>
    </TitledSection>
  )
}

/** Static section: materials excellence, as a ruled specification list. */
export function MaterialsExcellence() {
  const t = useTranslations('About.materials')
  return (
    <section aria-labelledby="materials-title" className={`bg-bone text-black ${SECTION_Y}`}>
      <div className={`${CONTAINER} grid gap-12 lg:grid-cols-12 lg:gap-10`}>
        <div className="lg:col-span-4">
          <SectionTitle id="materials-title" eyebrow={t('eyebrow')} tone="deep">
            {t('title')}
          </SectionTitle>
          <p className="mt-6 text-base leading-relaxed text-black/70">{t('intro')}</p>
        </div>
        <dl className="border-t border-black/15 lg:col-span-7 lg:col-start-6">
          {MATERIALS.map((m, i) => (
            <div key={m} className="grid items-baseline gap-x-8 border-b border-black/15 py-6 md:grid-cols-2">
              <dt className="flex items-baseline gap-5 font-display text-2xl font-light md:text-3xl">
                <span aria-hidden="true" className="w-8 shrink-0 text-lg text-gold-deep italic">
                  {String(i + 1).padStart(2, '0')}
                </span>
                {t(`${m}.name`)}
              </dt>
              <dd className="mt-1 pl-13 text-sm text-black/65 md:mt-0 md:pl-0 md:text-right">{t(`${m}.detail`)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}

/** Static section: the vision quote. */
export function VisionQuote() {
  const t = useTranslations('About.vision')
  return (
    <section aria-label={t('label')} className="relative isolate overflow-hidden bg-black">
      <Backdrop
        src="/art/seascape-dusk-wama42.webp"
        dim="opacity-40"
        shade="bg-gradient-to-b from-black/80 via-black/30 to-black/80"
      />
      <div
        className={`${CONTAINER} flex min-h-[32rem] flex-col items-center justify-center py-24 text-center md:min-h-[40rem] print:min-h-0 print:break-inside-avoid print:py-10`}
      >
        <figure className="flex flex-col items-center">
          <p className="label-caps text-gold">{t('eyebrow')}</p>
          <Reveal
            as="blockquote"
            className="mt-8 max-w-4xl font-display text-[2rem] leading-[1.2] font-light md:text-6xl md:leading-[1.1]"
          >
            <p>{t('quote')}</p>
          </Reveal>
          <figcaption className="mt-8 text-sm tracking-[0.2em] text-mist uppercase">{t('caption')}</figcaption>
        </figure>
        <Link href="/contact" className={buttonClasses({ variant: 'outline', size: 'lg', className: 'mt-12' })}>
          {t('cta')}
        </Link>
      </div>
    </section>
  )
}
