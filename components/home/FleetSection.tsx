import { useTranslations } from 'next-intl'

import { TitledSection } from '@/components/ui/SectionTitle'
import { ArrowRight } from '@/components/ui/Icons'
import { Reveal } from '@/components/ui/Reveal.client'
import { altFor } from '@/components/yacht/gallery'
import { CoverImage } from '@/components/ui/StaticImage'
import type { Yacht } from '@/lib/cms'
import { Link } from '@/components/ui/Link'

/** The fleet: each yacht marked for the home page, "WAMA 26 | Sport Monohull", its outside picture, words and figures. */
export function FleetSection({ yachts }: { yachts: Yacht[] }) {
  const t = useTranslations('Home.fleet')
  const tYacht = useTranslations('Yacht.experience')
  if (yachts.length === 0) return null
  // Short facts side by side: "3 cabins" when the figure is a number, the editor's words otherwise.
  const cabins = (value: string) => (/^\d+$/.test(value) ? t('cabins', { count: Number(value) }) : value)
  return (
    <TitledSection
      id="fleet-title"
      eyebrow={t('eyebrow')}
      title={t('title', { count: yachts.length })}
      className="bg-black"
      titleClassName="print:text-5xl"
    >
      <div className="mt-14 space-y-20 md:mt-24 md:space-y-32 print:mt-10 print:space-y-10">
        {/* Side by side from a small laptop up, the words taking the column beside the picture until the screen
            is wide enough to leave one empty between them. */}
        {yachts.map((yacht, i) => (
          <article
            key={yacht.slug}
            className="grid items-center gap-8 md:gap-12 lg:grid-cols-12 print:break-inside-avoid print:grid-cols-2 print:gap-8"
          >
            <Reveal
              effect={i % 2 ? 'fade-left' : 'fade-right'}
              className={`relative aspect-[4/3] overflow-hidden lg:col-span-7 ${i % 2 ? 'lg:order-2 lg:col-start-6' : ''}`}
            >
              <CoverImage
                src={yacht.exterior_image}
                alt={altFor(yacht.gallery, yacht.exterior_image, tYacht('exteriorAlt', { name: yacht.name }))}
                focus={yacht.focus.exterior_image}
                sizes="(min-width: 1024px) 58vw, 100vw"
              />
            </Reveal>
            <Reveal
              delay={120}
              className={`max-w-2xl lg:col-span-5 lg:max-w-none xl:col-span-4 ${i % 2 ? 'lg:order-1 lg:col-start-1' : 'lg:col-start-8 xl:col-start-9'}`}
            >
              <p className="font-display text-2xl text-gold italic print:text-lg">{String(i + 1).padStart(2, '0')}</p>
              <h3 className="mt-4 font-display text-4xl leading-tight font-light md:text-5xl print:mt-1 print:text-2xl">
                {yacht.name}
                {yacht.type ? (
                  <>
                    {' '}
                    <span className="text-gold">|</span> {yacht.type}
                  </>
                ) : null}
              </h3>
              {yacht.summary ? (
                <p className="mt-6 text-base leading-relaxed text-mist md:text-lg print:mt-3 print:text-sm">
                  {yacht.summary}
                </p>
              ) : null}
              <ul className="mt-8 flex divide-x divide-gold/20 border-y border-gold/20 print:mt-4">
                {[yacht.specs.length, yacht.specs.max_speed, cabins(yacht.specs.cabins)].filter(Boolean).map((fact) => (
                  <li
                    key={fact}
                    className="flex flex-auto items-center justify-center px-2 py-4 text-center text-xs tracking-[0.2em] text-balance text-bone uppercase print:py-2"
                  >
                    {fact}
                  </li>
                ))}
              </ul>
              <Link
                href={`/yachts/${yacht.slug}`}
                className="group mt-8 inline-flex min-h-11 items-center gap-3 text-xs font-medium tracking-[0.25em] text-bone uppercase transition-colors hover:text-gold print:mt-3 print:min-h-0"
              >
                {t('cta', { name: yacht.name })}
                <ArrowRight className="size-4 transition-transform duration-500 group-hover:translate-x-1" />
              </Link>
            </Reveal>
          </article>
        ))}
      </div>
    </TitledSection>
  )
}
