import type { ImgHTMLAttributes } from 'react'

/** A transparent pixel: what an art-directed <img> shows, without a request, where its picture is hidden. */
const BLANK_PIXEL = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'

/**
 * An image fetched only where `media` matches. A hidden <img loading="eager"> is still downloaded, so a
 * hero shown on one side of a breakpoint would cost the other side a request competing with its own hero.
 */
export function MediaImg({ media, ...img }: ImgHTMLAttributes<HTMLImageElement> & { media: string }) {
  const { srcSet, sizes, src, alt, ...rest } = img
  return (
    <picture>
      <source media={media} srcSet={srcSet ?? (typeof src === 'string' ? src : undefined)} sizes={sizes} />
      <img {...rest} alt={alt} src={BLANK_PIXEL} />
    </picture>
  )
}
