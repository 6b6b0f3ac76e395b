/**
 * Runs `start` once: when `el` comes within `margin` of the viewport, or on the first of `events` on it
 * (at once where IntersectionObserver is missing). Returns the clean-up. For code that loads on approach.
 */
export function whenNear(
  el: Element,
  start: () => void,
  { margin, events }: { margin: string; events: string[] },
): () => void {
  let done = false
  const once = () => {
    if (done) return
    done = true
    start()
  }
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver((e) => e.some((x) => x.isIntersecting) && once(), { rootMargin: `${margin} 0px` })
  if (observer) observer.observe(el)
  else once()
  for (const event of events) el.addEventListener(event, once, { passive: true })
  return () => {
    observer?.disconnect()
    for (const event of events) el.removeEventListener(event, once)
  }
}
