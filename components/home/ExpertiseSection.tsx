import { useTranslations } from 'next-intl'

import { Eyebrow } from '@/components/ui/Eyebrow'
import { Reveal } from '@/components/ui/Reveal.client'
import { CONTAINER, SECTION_Y } from '@/components/ui/layout'
import type { HomeContent } from '@/lib/cms/types'

/** Expertise section, on bone: the light chapter of the page. */
export function ExpertiseSection({ home }: { home: HomeContent }) {
  const t = useTranslations('Home.expertise')
  const figures = [
    { value: '2021', label: t('founded') },
    { value: '5083', label: t('aluminium') },
    { value: '2', label: t('materials') },
    { value: t('conciergeValue'), label: t('concierge') },
  ]
  return (
    <section aria-labelledby="expertise-title" className={`bg-bone text-black ${SECTION_Y}`}>
      <div className={`${CONTAINER} grid gap-12 lg:grid-cols-12 lg:gap-10`}>
        <div className="lg:col-span-5">
          <Eyebrow tone="deep">{home.expertise_subtitle}</Eyebrow>
          <Reveal
            as="h2"
            id="expertise-title"
            stagger
            className="mt-6 font-display text-[2.75rem] leading-[1.05] font-light md:text-6xl"
          >
            {home.expertise_title}
          </Reveal>
        </div>
        <div className="lg:col-span-6 lg:col-start-7">
          <Reveal>
            <p className="text-lg leading-relaxed text-black/75 md:text-xl">{home.expertise_description}</p>
          </Reveal>
          <dl className="mt-12 grid grid-cols-2 border-t border-black/15">
            {figures.map((f, i) => (
              <div
                key={f.label}
                className={`flex flex-col-reverse border-b border-black/15 py-7 ${i % 2 ? 'pl-6 md:pl-10' : 'border-r pr-6 md:pr-10'}`}
              >
                <dt className="mt-3 text-[0.6875rem] font-medium tracking-[0.22em] text-gold-deep uppercase">
                  {f.label}
                </dt>
                <dd className="font-display text-5xl font-light text-black md:text-6xl">{f.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  )
}
