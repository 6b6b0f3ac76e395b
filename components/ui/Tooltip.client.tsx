'use client'

import { cloneElement, isValidElement, useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react'

/** Tooltips open after 700 ms; within 300 ms of another closing they open at once. */
export const TOOLTIP_DELAY_MS = 700
export const TOOLTIP_SKIP_DELAY_MS = 300

let lastClosedAt = -Infinity

export interface TooltipProps {
  content: string
  children: ReactNode
  side?: 'top' | 'bottom'
  className?: string
}

/** A light tooltip (no Radix): hover or keyboard focus on the wrapped control shows `content`. */
export function Tooltip({ content, children, side = 'top', className = '' }: TooltipProps) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const openRef = useRef(false)

  const clear = () => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = null
  }
  const show = useCallback(() => {
    clear()
    const skip = Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS
    if (skip) {
      openRef.current = true
      setOpen(true)
      return
    }
    timer.current = setTimeout(() => {
      openRef.current = true
      setOpen(true)
    }, TOOLTIP_DELAY_MS)
  }, [])
  const hide = useCallback(() => {
    clear()
    if (openRef.current) lastClosedAt = Date.now()
    openRef.current = false
    setOpen(false)
  }, [])

  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && hide()
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open, hide])
  useEffect(() => clear, [])

  return (
    <span
      className={`relative inline-flex ${className}`}
      onPointerEnter={show}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
    >
      {isValidElement<{ 'aria-describedby'?: string }>(children)
        ? cloneElement(children, {
            'aria-describedby': open ? id : undefined,
          })
        : children}
      <span
        role="tooltip"
        id={id}
        hidden={!open}
        className={`pointer-events-none absolute left-1/2 z-40 -translate-x-1/2 whitespace-nowrap border hairline bg-black px-3 py-2 text-[0.6875rem] tracking-[0.15em] text-bone uppercase ${
          side === 'top' ? 'bottom-full mb-2' : 'top-full mt-2'
        }`}
      >
        {content}
      </span>
    </span>
  )
}

/** For tests: forget the last close so the skip window does not leak between cases. */
export function resetTooltipSkipWindow(): void {
  lastClosedAt = -Infinity
}
