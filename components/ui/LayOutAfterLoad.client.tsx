'use client'

import { useEffect } from 'react'

/**
 * The sections below a page's hero skip layout until they near the viewport (RenderWhenNear), so a
 * phone's first frame is the hero alone. Once the page has loaded and the
 * browser is idle they are all laid out, so a jump (an anchor, find-in-page, a scripted scroll) lands on
 * real positions rather than estimated heights.
 */
export function LayOutAfterLoad() {
  useEffect(() => {
    const layOut = () => {
      const mark = () => (document.documentElement.dataset.laidOut = '')
      if ('requestIdleCallback' in window) requestIdleCallback(mark, { timeout: 2000 })
      else setTimeout(mark, 200)
    }
    if (document.readyState === 'complete') layOut()
    else window.addEventListener('load', layOut, { once: true })
    return () => window.removeEventListener('load', layOut)
  }, [])
  return null
}
