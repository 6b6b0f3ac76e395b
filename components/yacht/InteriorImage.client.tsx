'use client'

import Image from 'next/image'
import { useEffect, useRef, useState } from 'react'

interface InteriorImageProps {
  src: string
  alt: string
  fallbackSrc: string
  sizes: string
  className?: string
}

/** An image that swaps to the fallback image when it fails to load (spec §8, interior image). */
export function InteriorImage({ src, alt, fallbackSrc, sizes, className = '' }: InteriorImageProps) {
  const [current, setCurrent] = useState(src || fallbackSrc)
  const ref = useRef<HTMLImageElement>(null)
  const fallBack = () => setCurrent((now) => (now === fallbackSrc ? now : fallbackSrc))

  useEffect(() => {
    // A failure before hydration fired no React handler: detect it from the element.
    const img = ref.current
    if (img && img.complete && img.naturalWidth === 0) fallBack()
  }, [])

  return (
    <Image
      ref={ref}
      src={current}
      alt={alt}
      fill
      sizes={sizes}
      className={className}
      data-fallback={current === fallbackSrc ? 'true' : undefined}
      onError={fallBack}
    />
  )
}
