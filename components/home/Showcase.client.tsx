'use client'

import { useRef, useState } from 'react'

import { Carousel, type CarouselHandle } from '@/components/ui/Carousel.client'
import { StepButtons } from '@/components/ui/StepButtons'
import { Picture } from '@/components/ui/Picture'
import { useTabs } from '@/components/ui/useTabs'

import type { ShowcaseLabels, ShowcaseView } from './showcase-data'

export interface ShowcaseProps {
  models: ShowcaseView[]
  labels: ShowcaseLabels
}

/** Showcase: model tabs, image carousel (previous/next, dots), and the chosen model's details beside it. */
export function Showcase({ models, labels }: ShowcaseProps) {
  const [active, setActive] = useState(0)
  const [slide, setSlide] = useState(0)
  const swiperRef = useRef<CarouselHandle | null>(null)
  const tab = useTabs(models.length, active, (i) => {
    setActive(i)
    setSlide(0)
  })
  const model = models[active] ?? models[0]
  if (!model) return null

  const count = model.images.length

  return (
    <div>
      <div role="tablist" aria-label={labels.chooseModel} className="flex gap-8 border-b border-gold/20 md:gap-14">
        {models.map((m, i) => (
          <button
            key={m.id}
            {...tab(i)}
            id={`showcase-tab-${m.id}`}
            aria-controls={`showcase-panel-${m.id}`}
            className={`-mb-px min-h-14 border-b pb-4 font-display text-3xl font-light transition-colors md:text-4xl ${
              i === active
                ? 'border-gold text-bone'
                : 'border-transparent text-bone/45 hover:text-bone/80 forced-colors:border-[Canvas]'
            }`}
          >
            {m.name}
          </button>
        ))}
      </div>

      <div
        id={`showcase-panel-${model.id}`}
        role="tabpanel"
        aria-labelledby={`showcase-tab-${model.id}`}
        className="mt-10 grid grid-cols-1 gap-10 md:mt-14 lg:grid-cols-12 lg:gap-14"
      >
        {/* min-w-0: a grid item's automatic minimum width let swiper grow to millions of pixels on phones
            (which crashed Chromium's hit-testing); the aspect ratio sits on the box around the swiper. */}
        <div
          className="min-w-0 lg:col-span-7"
          role="region"
          aria-roledescription="carousel"
          aria-label={model.imagesLabel}
        >
          <div className="relative aspect-[4/3] overflow-hidden bg-black md:aspect-[16/11] print:aspect-[2/1] print:break-inside-avoid">
            <Carousel
              resetKey={model.id}
              grabCursor
              handleRef={swiperRef}
              onSlideChange={setSlide}
              className="!absolute inset-0 h-full w-full"
              slides={model.images.map((img) => ({
                key: img.src,
                props: {
                  role: 'group',
                  'aria-roledescription': 'slide',
                  'aria-label': img.slideLabel,
                },
                content: (
                  <div className="relative h-full w-full">
                    <Picture image={img.picture} alt={img.alt} className="object-cover" />
                  </div>
                ),
              }))}
            />
          </div>
          {/* On the narrowest phones, or with many pictures, the arrows move under the dots rather than off the screen. */}
          <div className="mt-5 flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
            <div className="flex flex-wrap items-center" role="group" aria-label={labels.chooseImage}>
              {model.images.map((img, i) => (
                <button
                  key={img.src}
                  type="button"
                  aria-label={img.showLabel}
                  aria-current={i === slide ? 'true' : undefined}
                  onClick={() => swiperRef.current?.slideTo(i)}
                  className="group flex size-11 items-center justify-center"
                >
                  <span
                    className={`block h-px transition-all duration-500 forced-colors:bg-[CanvasText] ${i === slide ? 'w-8 bg-gold' : 'w-4 bg-bone/35 group-hover:bg-bone/70'}`}
                  />
                </button>
              ))}
            </div>
            <div className="ml-auto flex items-center gap-4">
              <span
                aria-live="polite"
                className="sr-only text-xs tracking-[0.2em] text-mist tabular-nums sm:not-sr-only"
              >
                <span className="text-bone">{String(slide + 1).padStart(2, '0')}</span> /{' '}
                {String(count).padStart(2, '0')}
              </span>
              <StepButtons
                labels={labels}
                onStep={(delta) => (delta < 0 ? swiperRef.current?.slidePrev() : swiperRef.current?.slideNext())}
                atStart={slide === 0}
                atEnd={slide === count - 1}
                glyph="arrow"
                className="flex size-12 shrink-0 items-center justify-center rounded-full border border-bone/25 transition-colors hover:border-gold hover:text-gold disabled:opacity-30 disabled:hover:border-bone/25 disabled:hover:text-bone"
              />
            </div>
          </div>
        </div>

        <div className="lg:col-span-5">{model.details}</div>
      </div>
    </div>
  )
}
