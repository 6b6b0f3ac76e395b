'use client'

import { useEffect, useRef, useState } from 'react'

import type { ImageData } from '@/components/ui/Picture'

interface InteriorImageProps {
  /** null when the yacht has no interior image */
  image: ImageData | null
  fallback: ImageData
  alt: string
  className?: string
}

/** An image that swaps to the fallback image when it fails to load. */
export function InteriorImage({ image, fallback, alt, className = '' }: InteriorImageProps) {
  const [failed, setFailed] = useState(!image)
  const ref = useRef<HTMLImageElement>(null)

  useEffect(() => {
    // A failure before hydration fired no React handler: detect it from the element.
    const img = ref.current
    if (img && img.complete && img.naturalWidth === 0) setFailed(true)
  }, [])

  const current = failed || !image ? fallback : image
  return (
    <img
      key={current.src}
      ref={ref}
      {...current}
      alt={alt}
      className={className}
      data-fallback={current === fallback ? 'true' : undefined}
      onError={() => setFailed(true)}
    />
  )
}
