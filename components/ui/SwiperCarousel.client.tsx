'use client'

import { useTranslations } from 'next-intl'
import { A11y } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import 'swiper/css'

import type { SwiperCarouselProps } from './carousel-types'

/** The Swiper behind <Carousel>: loaded on demand (see Carousel.client.tsx). */
export function SwiperCarousel({
  slides,
  handleRef,
  onSlideChange,
  initialSlide,
  className,
  spaceBetween = 0,
  a11y = false,
  grabCursor = false,
}: SwiperCarouselProps) {
  const t = useTranslations('Ui')
  return (
    <Swiper
      {...(a11y
        ? {
            modules: [A11y],
            a11y: {
              enabled: true,
              containerRoleDescriptionMessage: t('carousel'),
              itemRoleDescriptionMessage: t('slide'),
            },
          }
        : {})}
      slidesPerView={1}
      spaceBetween={spaceBetween}
      speed={700}
      grabCursor={grabCursor}
      initialSlide={initialSlide}
      onSwiper={(swiper) => {
        handleRef.current = {
          slideTo: (index, speed) => swiper.slideTo(index, speed),
          slideNext: () => swiper.slideNext(),
          slidePrev: () => swiper.slidePrev(),
        }
        onSlideChange(swiper.activeIndex)
      }}
      onSlideChange={(swiper) => onSlideChange(swiper.activeIndex)}
      className={className}
    >
      {slides.map((slide) => (
        <SwiperSlide key={slide.key} {...slide.props}>
          {slide.content}
        </SwiperSlide>
      ))}
    </Swiper>
  )
}
