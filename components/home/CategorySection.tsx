import { Eyebrow } from '@/components/ui/Eyebrow'
import { ArrowRight } from '@/components/ui/Icons'
import { Reveal } from '@/components/ui/Reveal.client'
import { CoverImage } from '@/components/ui/StaticImage'
import { CONTAINER, SECTION_Y } from '@/components/ui/layout'
import type { HomeContent } from '@/lib/cms/types'
import { Link } from '@/components/ui/Link'

/** Category section: on desktops and on paper, two cards to /yachts/wama-26 and /yachts/wama-42. */
export function CategorySection({ home }: { home: HomeContent }) {
  const cards = [
    {
      href: '/yachts/wama-26',
      image: home.category_monohull_image,
      focus: home.focus.category_monohull_image,
      alt: home.category_monohull_alt,
      label: home.category_monohull_label,
      title: home.category_monohull_title,
      description: home.category_monohull_description,
      cta: home.category_monohull_cta,
    },
    {
      href: '/yachts/wama-42',
      image: home.category_catamaran_image,
      focus: home.focus.category_catamaran_image,
      alt: home.category_catamaran_alt,
      label: home.category_catamaran_label,
      title: home.category_catamaran_title,
      description: home.category_catamaran_description,
      cta: home.category_catamaran_cta,
    },
  ]
  return (
    <section aria-labelledby="category-title" className={`hidden bg-charcoal lg:block print:block ${SECTION_Y}`}>
      <div className={CONTAINER}>
        <div className="grid grid-cols-12 items-end gap-10">
          <div className="col-span-6">
            <Eyebrow>{home.category_pretitle}</Eyebrow>
            <Reveal
              as="h2"
              id="category-title"
              stagger
              className="mt-6 font-display text-6xl leading-[1.02] font-light xl:text-7xl"
            >
              {home.category_title}
            </Reveal>
          </div>
          <Reveal className="col-span-5 col-start-8 text-lg leading-relaxed text-mist" delay={150}>
            <p>{home.category_description}</p>
          </Reveal>
        </div>
        <ul className="mt-20 grid grid-cols-2 gap-8 xl:gap-12 print:mt-8">
          {cards.map((card, i) => (
            <li key={card.href} className={i === 1 ? 'mt-24 print:mt-0' : ''}>
              <Reveal delay={i * 120}>
                <Link href={card.href} className="group block">
                  <span className="relative block aspect-[4/5] overflow-hidden bg-black print:aspect-[16/9]">
                    <CoverImage
                      src={card.image}
                      alt={card.alt}
                      focus={card.focus}
                      sizes="(max-width: 1023px) 8px, 45vw"
                      className="transition-transform duration-[1400ms] ease-out-soft group-hover:scale-[1.04]"
                    />
                    <span
                      aria-hidden="true"
                      className="absolute inset-0 bg-gradient-to-t from-black/70 via-transparent to-transparent print:hidden"
                    />
                    <span className="absolute bottom-8 left-8 font-display text-[5.5rem] leading-none font-light text-bone/90 print:hidden">
                      {String(i + 1).padStart(2, '0')}
                    </span>
                  </span>
                  <span className="mt-8 flex items-start justify-between gap-8 border-t border-gold/25 pt-6">
                    <span>
                      <span className="label-caps text-gold">{card.label}</span>
                      <span className="mt-3 block font-display text-4xl font-light">{card.title}</span>
                      <span className="mt-4 block max-w-md text-base leading-relaxed text-mist">
                        {card.description}
                      </span>
                    </span>
                    <span className="mt-1 flex shrink-0 items-center gap-3 text-xs font-medium tracking-[0.25em] whitespace-nowrap text-bone uppercase transition-colors group-hover:text-gold print:hidden">
                      {card.cta}
                      <ArrowRight className="size-4 transition-transform duration-500 group-hover:translate-x-1" />
                    </span>
                  </span>
                </Link>
              </Reveal>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
