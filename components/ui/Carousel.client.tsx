'use client'

import { useEffect, useRef, useState, type ComponentType } from 'react'

import type { CarouselProps, SwiperCarouselProps } from './carousel-types'
import { whenNear } from './whenNear'

export type { CarouselHandle } from './carousel-types'

let swiperModule: Promise<ComponentType<SwiperCarouselProps>> | null = null
const loadSwiper = () => (swiperModule ??= import('./SwiperCarousel.client').then((m) => m.SwiperCarousel))

/**
 * Swiper, loaded when the carousel comes near the viewport (or is used), so it is not part of the page's
 * first-load JavaScript. Until then the first slide is rendered in the same box, so nothing moves.
 */
export function Carousel({ slides, handleRef, onSlideChange, resetKey, className, ...options }: CarouselProps) {
  const [Impl, setImpl] = useState<ComponentType<SwiperCarouselProps> | null>(null)
  const [initialSlide, setInitialSlide] = useState(0)
  const [shownKey, setShownKey] = useState(resetKey)
  if (shownKey !== resetKey) {
    setShownKey(resetKey)
    setInitialSlide(0)
  }
  const box = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (Impl) return
    let cancelled = false
    const load = () => void loadSwiper().then((C) => !cancelled && setImpl(() => C))
    handleRef.current = {
      slideTo: (index) => {
        setInitialSlide(index)
        load()
      },
      slideNext: () => {
        setInitialSlide(Math.min(1, slides.length - 1))
        load()
      },
      slidePrev: () => load(),
    }
    const el = box.current
    if (!el) {
      load()
      return
    }
    const stop = whenNear(el, load, { margin: '400px', events: ['pointerenter', 'touchstart'] })
    return () => {
      cancelled = true
      stop()
    }
  }, [Impl, handleRef, slides.length])

  useEffect(() => {
    if (initialSlide > 0 && !Impl) onSlideChange(initialSlide)
  }, [initialSlide, Impl, onSlideChange])

  if (Impl) {
    return (
      <Impl
        key={resetKey}
        slides={slides}
        handleRef={handleRef}
        onSlideChange={onSlideChange}
        initialSlide={initialSlide}
        className={className}
        {...options}
      />
    )
  }
  const first = slides[0]
  return (
    <div ref={box} className={className}>
      {first && (
        <div {...first.props} className={`h-full w-full ${first.props?.className ?? ''}`}>
          {first.content}
        </div>
      )}
    </div>
  )
}
