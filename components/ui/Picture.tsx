import type { getImageProps } from 'next/image'

export type ImageData = ReturnType<typeof getImageProps>['props']

/** A `fill` image from attributes computed on the server (see image-data.ts): no image JavaScript on the client. */
export function Picture({
  image,
  alt,
  className = '',
  eager = false,
}: {
  image: ImageData
  alt: string
  className?: string
  /** Above the fold: loaded at once with high priority. */
  eager?: boolean
}) {
  return (
    <img
      {...image}
      alt={alt}
      data-cover=""
      className={className}
      {...(eager ? { loading: 'eager', fetchPriority: 'high' } : {})}
    />
  )
}
