import { useTranslations } from 'next-intl'

import { imageData } from '@/components/ui/image-data'
import type { Yacht } from '@/lib/cms/types'

import { Gallery } from './Gallery.client'
import { Chapter } from './Chapter'
import {
  GALLERY_SLIDE_SIZES,
  GALLERY_THUMB_SIZES,
  galleryOf,
  type GallerySlide,
  type GallerySlideView,
} from './gallery'

const withPictures = (slide: GallerySlide): GallerySlideView => ({
  ...slide,
  picture: imageData(slide.src, GALLERY_SLIDE_SIZES, slide.focus),
  thumb: imageData(slide.src, GALLERY_THUMB_SIZES, slide.focus),
})

export function YachtGallerySection({ yacht, index }: { yacht: Yacht; index: number }) {
  const t = useTranslations('Yacht.gallery')
  const described = (slide: GallerySlide, view: string): GallerySlide => ({
    ...slide,
    alt: slide.alt || t('untitled', { name: yacht.name, view }),
  })
  const exterior = galleryOf(yacht.gallery, 'exterior').map((s) => withPictures(described(s, t('exterior'))))
  const interior = galleryOf(yacht.gallery, 'interior').map((s) => withPictures(described(s, t('interior'))))
  if (exterior.length + interior.length === 0) return null
  return (
    <Chapter id="gallery" index={index} eyebrow={t('eyebrow')} title={t('title', { name: yacht.name })}>
      <Gallery yachtName={yacht.name} exterior={exterior} interior={interior} />
    </Chapter>
  )
}
