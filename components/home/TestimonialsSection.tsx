import { useTranslations } from 'next-intl'

import { TitledSection } from '@/components/ui/SectionTitle'
import { Reveal } from '@/components/ui/Reveal.client'
import type { Testimonial } from '@/lib/cms/types'

export interface TestimonialsSectionProps {
  testimonials: Testimonial[]
  pretitle?: string
  title?: string
}

/** Owners' words: featured ones on the home page, all of them on the about page. */
export function TestimonialsSection({ testimonials, pretitle, title }: TestimonialsSectionProps) {
  const words = useTranslations('Home.testimonials')
  const common = useTranslations('Common')
  if (!testimonials.length) return null
  const items = [...testimonials].sort((a, b) => a.display_order - b.display_order)
  return (
    <TitledSection
      id="testimonials-title"
      eyebrow={pretitle ?? words('pretitle')}
      title={title ?? words('title')}
      className="bg-charcoal"
    >
      <ul className="mt-12 grid gap-px border border-gold/20 bg-gold/20 md:mt-16 md:grid-cols-2 xl:grid-cols-3 print:mt-8 print:gap-4 print:border-0">
        {items.map((t, i) => (
          <li key={t.id} className="bg-charcoal print:border print:border-gold/20">
            <Reveal delay={(i % 3) * 100} className="h-full">
              <figure className="flex h-full flex-col p-8 md:p-10 print:p-6">
                {t.yacht && (
                  <p className="text-[0.6875rem] font-medium tracking-[0.25em] text-gold uppercase">{t.yacht}</p>
                )}
                <blockquote className="mt-6 flex-1 font-display text-2xl leading-snug font-light text-bone/95 print:mt-4 print:text-base!">
                  <p>{common('quoted', { text: t.quote })}</p>
                </blockquote>
                <figcaption className="mt-8 flex items-center gap-4 border-t border-gold/15 pt-6 print:mt-4 print:pt-4">
                  <span
                    aria-hidden="true"
                    className="flex size-11 items-center justify-center rounded-full border border-gold/40 font-display text-lg text-gold"
                  >
                    {t.author.charAt(0)}
                  </span>
                  <span>
                    <span className="block text-sm font-medium text-bone">{t.author}</span>
                    <span className="block text-sm text-mist">{t.position}</span>
                  </span>
                </figcaption>
              </figure>
            </Reveal>
          </li>
        ))}
      </ul>
    </TitledSection>
  )
}
