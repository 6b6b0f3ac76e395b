import type { ComponentProps } from 'react'
import { getImageProps, type ImageProps } from 'next/image'
import { preload as preloadResource } from 'react-dom'

import { MediaImg } from './MediaImg'

/**
 * next/image for server components: the same optimised AVIF/WebP srcset, sizes, lazy loading and hero
 * preload, rendered as a plain <img>. next/image's own component is a client component, so a page whose
 * images are all server-rendered would otherwise ship its JavaScript only to hydrate them.
 */
export function StaticImage({
  media,
  ...props
}: ImageProps & { /** Fetched and shown only where this media query matches. */ media?: string }) {
  const { props: img } = getImageProps(props)
  const preload = props.preload || props.priority
  const fetchPriority = preload ? (img.fetchPriority ?? 'high') : img.fetchPriority
  // The preload link goes into <head>, ahead of the scripts; with `media`, only where the image shows.
  if (preload)
    preloadResource(img.src, {
      as: 'image',
      imageSrcSet: img.srcSet,
      imageSizes: img.sizes,
      fetchPriority,
      ...(media ? { media } : {}),
    })
  return media ? (
    <MediaImg {...img} fetchPriority={fetchPriority} media={media} />
  ) : (
    <img {...img} alt={props.alt} fetchPriority={fetchPriority} />
  )
}

/**
 * A picture that fills its positioned frame and is cropped around the point an editor chose, so the
 * subject stays in view whatever the frame's shape on a phone or a wide screen.
 */
export function CoverImage({
  focus,
  className,
  ...props
}: Omit<ComponentProps<typeof StaticImage>, 'fill' | 'style'> & { focus?: string | null }) {
  return (
    <StaticImage
      {...props}
      fill
      data-cover=""
      style={focus ? { objectPosition: focus } : undefined}
      className={className ? `object-cover ${className}` : 'object-cover'}
    />
  )
}
