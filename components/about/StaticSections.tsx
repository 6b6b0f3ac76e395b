import { StaticImage } from '@/components/ui/StaticImage'
import Link from 'next/link'

import { buttonClasses } from '@/components/ui/Button'
import { Eyebrow } from '@/components/ui/Eyebrow'
import { Reveal } from '@/components/ui/Reveal.client'
import { CONTAINER, SECTION_Y } from '@/components/ui/layout'

const MATERIALS_EXPERTISE = [
  {
    label: 'Aluminium',
    model: 'WAMA 42',
    title: 'Welded for the open sea',
    text: 'Plate is cut on our own table, formed and welded by certified welders in a hall kept free of steel dust. Every critical seam is recorded in the build file that travels with the boat.',
    points: ['5083 plate, 6082 extrusions', 'Insulated, isolated fittings', 'Galvanic protection by design'],
    image: '/art/wama42-exterior-3.webp',
    alt: 'The WAMA 42 catamaran seen from the bow, its aluminium hulls catching the light',
  },
  {
    label: 'Composite',
    model: 'WAMA 26',
    title: 'Infused for lightness',
    text: 'Dry glass and closed-cell foam are laid into closed moulds and saturated with resin under vacuum in a single controlled shot: a lighter, stiffer laminate, identical from hull to hull.',
    points: ['Vacuum infusion, closed moulds', 'Vinylester osmosis barrier', 'Consistent weight hull after hull'],
    image: '/art/wama26-exterior-3.webp',
    alt: 'Profile of the WAMA 26 monohull showing its vacuum-infused deep-V hull',
  },
]

const MATERIALS = [
  { name: 'Marine Aluminium', detail: '5083 / 6082 alloys, welded in-house' },
  { name: 'Infused Composite', detail: 'E-glass, foam core, vinylester resin' },
  { name: 'Esthec Decking', detail: 'Teak-look, cool underfoot, maintenance-free' },
  { name: 'Stitched Leather', detail: 'Marine-grade hides, upholstered in our workshop' },
  { name: '316 Stainless', detail: 'Polished fittings, rails and hardware' },
  { name: 'Timber Finishes', detail: 'Warm veneers for saloons and cabins' },
]

/** Static section: expertise in two materials. */
export function MaterialsExpertise() {
  return (
    <section aria-labelledby="two-materials-title" className={`bg-charcoal ${SECTION_Y}`}>
      <div className={CONTAINER}>
        <Eyebrow>Our Expertise</Eyebrow>
        <h2
          id="two-materials-title"
          className="mt-6 max-w-3xl font-display text-[2.75rem] leading-[1.05] font-light md:text-6xl"
        >
          Two materials, mastered side by side
        </h2>
        <div className="mt-14 grid gap-14 md:mt-20 md:grid-cols-2 md:gap-10 xl:gap-16">
          {MATERIALS_EXPERTISE.map((m, i) => (
            <Reveal key={m.label} delay={i * 120}>
              <article>
                <div className="relative aspect-[16/10] overflow-hidden">
                  <StaticImage
                    src={m.image}
                    alt={m.alt}
                    fill
                    sizes="(min-width: 768px) 46vw, 100vw"
                    className="object-cover"
                  />
                </div>
                <p className="mt-8 flex items-center gap-4 text-[0.6875rem] font-medium tracking-[0.25em] uppercase">
                  <span className="text-gold">{m.label}</span>
                  <span aria-hidden="true" className="h-px w-8 bg-gold/40" />
                  <span className="text-mist">{m.model}</span>
                </p>
                <h3 className="mt-4 font-display text-4xl font-light">{m.title}</h3>
                <p className="mt-4 text-base leading-relaxed text-mist">{m.text}</p>
                <ul className="mt-6 flex flex-wrap gap-2">
                  {m.points.map((p) => (
                    <li key={p} className="border border-gold/25 px-3 py-2 text-xs tracking-wide text-bone/85">
                      {p}
                    </li>
                  ))}
                </ul>
              </article>
            </Reveal>
          ))}
        </div>
      </div>
    </section>
  )
}

/** Static section: materials excellence, as a ruled specification list. */
export function MaterialsExcellence() {
  return (
    <section aria-labelledby="materials-title" className={`bg-bone text-black ${SECTION_Y}`}>
      <div className={`${CONTAINER} grid gap-12 lg:grid-cols-12 lg:gap-10`}>
        <div className="lg:col-span-4">
          <Eyebrow tone="deep">Materials Excellence</Eyebrow>
          <h2 id="materials-title" className="mt-6 font-display text-[2.75rem] leading-[1.05] font-light md:text-6xl">
            Chosen to last, finished to be touched
          </h2>
          <p className="mt-6 text-base leading-relaxed text-black/70">
            Every material aboard a WAMA earns its place twice: once for how it performs at sea, and once for how it
            feels under your hand after many seasons.
          </p>
        </div>
        <dl className="border-t border-black/15 lg:col-span-7 lg:col-start-6">
          {MATERIALS.map((m, i) => (
            <div key={m.name} className="grid items-baseline gap-x-8 border-b border-black/15 py-6 md:grid-cols-2">
              <dt className="flex items-baseline gap-5 font-display text-2xl font-light md:text-3xl">
                <span aria-hidden="true" className="w-8 shrink-0 text-lg text-gold-deep italic">
                  {String(i + 1).padStart(2, '0')}
                </span>
                {m.name}
              </dt>
              <dd className="mt-1 pl-13 text-sm text-black/65 md:mt-0 md:pl-0 md:text-right">{m.detail}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}

/** Static section: the vision quote. */
export function VisionQuote() {
  return (
    <section aria-label="Our vision" className="relative isolate overflow-hidden bg-black">
      <StaticImage
        src="/art/seascape-dusk-wama42.webp"
        alt=""
        fill
        sizes="100vw"
        className="-z-10 object-cover opacity-40"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-b from-black/80 via-black/30 to-black/80"
      />
      <div
        className={`${CONTAINER} flex min-h-[32rem] flex-col items-center justify-center py-24 text-center md:min-h-[40rem]`}
      >
        <figure className="flex flex-col items-center">
          <p className="label-caps text-gold">Our Vision</p>
          <Reveal
            as="blockquote"
            className="mt-8 max-w-4xl font-display text-[2rem] leading-[1.2] font-light md:text-6xl md:leading-[1.1]"
          >
            <p>
              To prove, one hull at a time, that the finest yachts of the Mediterranean can come from its southern
              shore.
            </p>
          </Reveal>
          <figcaption className="mt-8 text-sm tracking-[0.2em] text-mist uppercase">WAMA, Megrine</figcaption>
        </figure>
        <Link href="/contact" className={buttonClasses({ variant: 'outline', size: 'lg', className: 'mt-12' })}>
          Visit the Yard
        </Link>
      </div>
    </section>
  )
}
