import type { ImageData } from '@/components/ui/Picture'
import type { GalleryImage, GalleryType } from '@/lib/cms/types'

export interface GallerySlide {
  src: string
  /** CSS object-position of the picture's focal point ('' centres it) */
  focus: string
  alt: string
}

/** A slide with its optimised attributes as the carousel and as a thumbnail, computed on the server. */
export interface GallerySlideView extends GallerySlide {
  picture: ImageData
  thumb: ImageData
}

export const GALLERY_SLIDE_SIZES =
  '(min-width: 1440px) 1312px, (min-width: 640px) calc(100vw - 80px), calc(100vw - 48px)'
export const GALLERY_THUMB_SIZES = '(min-width: 1440px) 320px, 25vw'

export function galleryOf(gallery: readonly GalleryImage[], type: GalleryType): GallerySlide[] {
  return gallery
    .filter((g) => g.gallery_type === type && g.image)
    .sort((a, b) => a.display_order - b.display_order)
    .map((g) => ({ src: g.image, focus: g.focus, alt: g.alt }))
}

/** ←/→ in the viewer wrap around the ends. */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0
  return ((index % length) + length) % length
}

/** The alt text the gallery gives an image, so a picture reused elsewhere keeps its real description. */
export function altFor(gallery: readonly GalleryImage[], src: string, fallback: string): string {
  return gallery.find((g) => g.image === src && g.alt)?.alt ?? fallback
}
