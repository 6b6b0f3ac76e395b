import { SectionTitle } from '@/components/ui/SectionTitle'
import { MultilineText } from '@/components/ui/MultilineText'
import { Reveal } from '@/components/ui/Reveal.client'
import { CONTAINER, SECTION_Y } from '@/components/ui/layout'
import type { AboutContent } from '@/lib/cms/types'

import { StatementQuote } from './StatementQuote'

const NUMERALS = ['I', 'II', 'III']

/** Philosophy statement: three cards and a quote, on bone. */
export function Philosophy({ about }: { about: AboutContent }) {
  const cards = [
    { title: about.philosophy_card_1_title, description: about.philosophy_card_1_description },
    { title: about.philosophy_card_2_title, description: about.philosophy_card_2_description },
    { title: about.philosophy_card_3_title, description: about.philosophy_card_3_description },
  ]
  return (
    <section aria-labelledby="philosophy-title" className={`bg-bone text-black ${SECTION_Y}`}>
      <div className={CONTAINER}>
        <div className="grid gap-8 lg:grid-cols-12">
          <div className="lg:col-span-7">
            <SectionTitle
              id="philosophy-title"
              eyebrow={about.philosophy_statement_subtitle}
              tone="deep"
              className="xl:text-7xl"
            >
              <MultilineText text={about.philosophy_statement_title} />
            </SectionTitle>
          </div>
        </div>
        <ol className="mt-14 grid border-t border-black/15 md:mt-20 md:grid-cols-3">
          {cards.map((card, i) => (
            <li
              key={i}
              className={`border-b border-black/15 py-10 md:border-b-0 md:py-12 ${i > 0 ? 'md:border-l md:pl-10' : ''} ${i < 2 ? 'md:pr-10' : ''}`}
            >
              <Reveal delay={i * 120}>
                <p aria-hidden="true" className="font-display text-3xl text-gold-deep italic">
                  {NUMERALS[i]}
                </p>
                <h3 className="mt-6 font-display text-3xl font-light">{card.title}</h3>
                <p className="mt-4 text-base leading-relaxed text-black/70">{card.description}</p>
              </Reveal>
            </li>
          ))}
        </ol>
        <figure className="mx-auto mt-16 max-w-4xl border-t border-black/15 pt-16 text-center md:mt-24 md:pt-24">
          <StatementQuote text={about.philosophy_statement_quote} />
        </figure>
      </div>
    </section>
  )
}
