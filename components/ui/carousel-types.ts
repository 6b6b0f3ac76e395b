import type { HTMLAttributes, ReactNode, RefObject } from 'react'

/** The props of <Carousel> and of the Swiper it loads on demand, apart from both so that neither imports the other. */
export interface CarouselHandle {
  slideTo: (index: number, speed?: number) => void
  slideNext: () => void
  slidePrev: () => void
}

interface CarouselSlide {
  key: string
  content: ReactNode
  props?: HTMLAttributes<HTMLDivElement>
}

export interface CarouselProps {
  slides: CarouselSlide[]
  /** Filled with the carousel's controls; before Swiper has loaded they load it and remember the move. */
  handleRef: RefObject<CarouselHandle | null>
  onSlideChange: (index: number) => void
  /** Changing it starts the carousel again at the first slide (e.g. another model or tab). */
  resetKey: string
  className: string
  spaceBetween?: number
  a11y?: boolean
  grabCursor?: boolean
}

export type SwiperCarouselProps = Omit<CarouselProps, 'resetKey'> & { initialSlide: number }
