'use client'

import { useEffect, useRef, useState } from 'react'

/** The optional looping muted hero video: hidden if it fails to load, never autoplayed under reduced motion. */
export function HeroVideo({ src, poster }: { src: string; poster: string }) {
  const ref = useRef<HTMLVideoElement>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    const video = ref.current
    if (!video) return
    // An error raised before hydration has no listener yet: read it from the element.
    if (video.error || video.networkState === HTMLMediaElement.NETWORK_NO_SOURCE) {
      setFailed(true)
      return
    }
    video.muted = true
    const motion = window.matchMedia('(prefers-reduced-motion: reduce)')
    const apply = () => {
      if (motion.matches) video.pause()
      else void video.play().catch(() => undefined)
    }
    apply()
    motion.addEventListener('change', apply)
    return () => motion.removeEventListener('change', apply)
  }, [])

  if (failed) return null
  return (
    <video
      ref={ref}
      data-testid="hero-video"
      className="absolute inset-0 size-full object-cover"
      src={src}
      poster={poster}
      muted
      loop
      playsInline
      preload="metadata"
      aria-hidden="true"
      tabIndex={-1}
      onError={() => setFailed(true)}
    />
  )
}
