'use client'

import { clientOnly } from '@/components/ui/clientOnly'
import { useTranslations } from 'next-intl'
import { useId, useRef, useState } from 'react'

import { Carousel, type CarouselHandle } from '@/components/ui/Carousel.client'
import { Picture } from '@/components/ui/Picture'
import { useLatch } from '@/components/ui/useLatch'
import { useTabs } from '@/components/ui/useTabs'
import type { GalleryType } from '@/lib/cms/types'

import type { GallerySlideView } from './gallery'
import { StepButtons } from '@/components/ui/StepButtons'

// The viewer (and Radix) load on the first open: most visits never open it.
const GalleryViewer = clientOnly(() => import('./GalleryViewer.client').then((m) => m.GalleryViewer))

const TABS: readonly GalleryType[] = ['exterior', 'interior']

interface GalleryProps {
  yachtName: string
  exterior: GallerySlideView[]
  interior: GallerySlideView[]
}

/** Exterior and Interior tabs, a swipeable carousel, thumbnails in 4 columns and a full-screen viewer. */
export function Gallery({ yachtName, exterior, interior }: GalleryProps) {
  const t = useTranslations('YachtIslands.gallery')
  const baseId = useId()
  const available = TABS.filter((id) => (id === 'exterior' ? exterior : interior).length > 0)
  const [tab, setTab] = useState<GalleryType>(available[0] ?? 'exterior')
  const [active, setActive] = useState(0)
  const [viewerIndex, setViewerIndex] = useState<number | null>(null)
  const viewerMounted = useLatch(viewerIndex !== null)
  const swiperRef = useRef<CarouselHandle | null>(null)
  const openerRef = useRef<HTMLButtonElement | null>(null)

  const slides = tab === 'exterior' ? exterior : interior

  const selectTab = (next: GalleryType) => {
    setTab(next)
    setActive(0)
    swiperRef.current?.slideTo(0, 0)
  }

  const tabButton = useTabs(available.length, Math.max(0, available.indexOf(tab)), (i) => {
    const next = available[i]
    if (next) selectTab(next)
  })

  const openViewer = (index: number, opener: HTMLButtonElement) => {
    openerRef.current = opener
    setViewerIndex(index)
  }

  const closeViewer = () => {
    if (viewerIndex !== null) swiperRef.current?.slideTo(viewerIndex)
    setViewerIndex(null)
  }

  if (available.length === 0) return null

  return (
    <div>
      <div
        role="tablist"
        aria-label={t('label', { name: yachtName })}
        className="flex gap-8 border-b hairline print:hidden"
      >
        {available.map((id, i) => {
          const selected = id === tab
          return (
            <button
              key={id}
              {...tabButton(i)}
              id={`${baseId}-tab-${id}`}
              aria-controls={`${baseId}-panel`}
              className={`-mb-px min-h-12 border-b label-caps transition-colors ${
                selected
                  ? 'border-gold text-gold'
                  : 'border-transparent text-mist hover:text-bone forced-colors:border-[Canvas]'
              }`}
            >
              {t(id)}
            </button>
          )
        })}
      </div>

      <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={`${baseId}-tab-${tab}`} className="mt-8 md:mt-12">
        <div className="relative aspect-[4/3] bg-black md:aspect-[16/9] print:aspect-[2/1] print:break-inside-avoid">
          <Carousel
            resetKey={tab}
            a11y
            spaceBetween={16}
            handleRef={swiperRef}
            onSlideChange={setActive}
            className="!absolute inset-0 h-full w-full"
            slides={slides.map((slide, i) => ({
              key: `${tab}-${slide.src}-${i}`,
              props: { className: 'relative' },
              content: <Picture image={slide.picture} alt={slide.alt} className="object-cover" />,
            }))}
          />

          <div className="pointer-events-none absolute inset-x-0 bottom-0 z-10 flex items-end justify-between gap-4 bg-gradient-to-t from-black/70 to-transparent p-4 md:p-6 print:hidden">
            <p className="font-display text-lg text-bone md:text-2xl" aria-live="polite">
              <span className="text-gold">{String(active + 1).padStart(2, '0')}</span>
              <span className="text-mist"> / {String(slides.length).padStart(2, '0')}</span>
            </p>
            <div className="pointer-events-auto flex gap-2">
              <StepButtons
                labels={{ previous: t('previous'), next: t('next') }}
                onStep={(delta) => swiperRef.current?.slideTo(active + delta)}
                atStart={active === 0}
                atEnd={active >= slides.length - 1}
                className="flex size-11 items-center justify-center border border-bone/40 text-bone transition-colors hover:border-gold hover:text-gold disabled:opacity-30 md:size-12"
              />
            </div>
          </div>
        </div>

        <ul className="mt-4 grid grid-cols-4 gap-2 md:mt-6 md:gap-4" aria-label={t('thumbnails')}>
          {slides.map((slide, i) => (
            <li key={`${tab}-thumb-${slide.src}-${i}`}>
              <button
                type="button"
                aria-haspopup="dialog"
                aria-label={t('viewFull', { index: i + 1, total: slides.length, alt: slide.alt })}
                onClick={(e) => openViewer(i, e.currentTarget)}
                className={`group relative block aspect-[4/3] w-full overflow-hidden bg-black outline-offset-2 ${
                  i === active ? 'ring-1 ring-gold' : ''
                }`}
              >
                <Picture
                  image={slide.thumb}
                  alt=""
                  className="object-cover opacity-70 transition-[opacity,transform] duration-700 ease-out group-hover:scale-105 group-hover:opacity-100 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
                />
              </button>
            </li>
          ))}
        </ul>
      </div>

      {viewerMounted && (
        <GalleryViewer
          yachtName={yachtName}
          slides={slides}
          index={viewerIndex}
          onIndexChange={setViewerIndex}
          onClose={closeViewer}
          returnFocusTo={openerRef}
        />
      )}
    </div>
  )
}
