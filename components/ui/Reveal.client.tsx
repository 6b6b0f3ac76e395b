'use client'

import { useEffect, useRef, useState, useSyncExternalStore, type ElementType, type ReactNode } from 'react'

type RevealEffect = 'fade-bottom' | 'fade-top' | 'fade-left' | 'fade-right' | 'fade'

/** Visibility threshold 0.1, per-word stagger 120 ms. */
export const REVEAL_THRESHOLD = 0.1
export const REVEAL_WORD_STAGGER_MS = 120

export interface RevealProps {
  /** Plain text is needed for the per-word stagger; any node otherwise. */
  children: ReactNode
  as?: ElementType
  effect?: RevealEffect
  /** Reveal word by word, 120 ms apart (children must be a string). */
  stagger?: boolean
  delay?: number
  className?: string
  id?: string
}

/** Content shows at once where motion is unwanted or cannot be observed. */
function showsStatically(): boolean {
  const reduced =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  return reduced || typeof IntersectionObserver === 'undefined'
}
const noSubscription = () => () => {}

/** Fades and rises its content in the first time 10 % of it enters the viewport; static under reduced motion. */
export function Reveal({
  children,
  as: Tag = 'div',
  effect = 'fade-bottom',
  stagger = false,
  delay = 0,
  className = '',
  id,
}: RevealProps) {
  const ref = useRef<HTMLElement>(null)
  const [seen, setSeen] = useState(false)
  const isStatic = useSyncExternalStore(noSubscription, showsStatically, () => false)
  const visible = seen || isStatic

  useEffect(() => {
    const el = ref.current
    if (!el || isStatic) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setSeen(true)
          observer.disconnect()
        }
      },
      { threshold: REVEAL_THRESHOLD },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [isStatic])

  const state = visible ? 'visible' : 'hidden'
  if (stagger && typeof children === 'string') {
    const words = children.split(/\s+/).filter(Boolean)
    return (
      <Tag ref={ref} id={id} className={className}>
        <span className="sr-only">{children}</span>
        <span aria-hidden="true">
          {words.map((word, i) => (
            <span key={i}>
              <span className="inline-block overflow-hidden pb-[0.08em] align-bottom">
                <span
                  data-reveal={state}
                  data-effect={effect}
                  className="inline-block"
                  style={{ transitionDelay: `${delay + i * REVEAL_WORD_STAGGER_MS}ms` }}
                >
                  {word}
                </span>
              </span>{' '}
            </span>
          ))}
        </span>
      </Tag>
    )
  }
  return (
    <Tag
      ref={ref}
      id={id}
      data-reveal={state}
      data-effect={effect}
      className={className}
      style={delay ? { transitionDelay: `${delay}ms` } : undefined}
    >
      {children}
    </Tag>
  )
}
