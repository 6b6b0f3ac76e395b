import { getImageProps, type ImageProps } from 'next/image'
import { preload as preloadResource } from 'react-dom'

/**
 * next/image for server components: the same optimised AVIF/WebP srcset, sizes, lazy loading and hero
 * preload, rendered as a plain <img>. next/image's own component is a client component, so a page whose
 * images are all server-rendered would otherwise ship its JavaScript only to hydrate them.
 */
export function StaticImage(props: ImageProps) {
  const { props: img } = getImageProps(props)
  if (props.preload || props.priority) {
    const fetchPriority = img.fetchPriority ?? 'high'
    preloadResource(img.src, { as: 'image', imageSrcSet: img.srcSet, imageSizes: img.sizes, fetchPriority })
    return <img {...img} fetchPriority={fetchPriority} />
  }
  return <img {...img} />
}
