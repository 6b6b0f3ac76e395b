import 'server-only'

import { getImageProps } from 'next/image'

import type { ImageData } from './Picture'

/**
 * The optimised-image attributes (AVIF/WebP srcset at the layout's sizes, lazy loading) of a `fill` image,
 * computed on the server with next/image's getImageProps so client components can render them as a plain
 * <img> without next/image's client component in their bundle.
 */
export function imageData(src: string, sizes: string, focus = ''): ImageData {
  // The editor's focal point is where a cropped picture keeps its subject.
  const { props } = getImageProps({
    src,
    alt: '',
    fill: true,
    sizes,
    style: focus ? { objectPosition: focus } : undefined,
  })
  return props
}
