'use client'

import { useEffect, useRef } from 'react'

/**
 * The 404 page is prerendered, so the server cannot log the visit while rendering it: the browser
 * reports the path and referrer once per visit to /api/not-found-log, which writes the log line.
 */
export function NotFoundBeacon() {
  const sent = useRef(false)
  useEffect(() => {
    if (sent.current) return
    sent.current = true
    const body = JSON.stringify({
      path: window.location.pathname + window.location.search,
      referrer: document.referrer,
    })
    const blob = new Blob([body], { type: 'application/json' })
    if (!navigator.sendBeacon?.('/api/not-found-log', blob)) {
      void fetch('/api/not-found-log', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
        keepalive: true,
      }).catch(() => {})
    }
  }, [])
  return null
}
