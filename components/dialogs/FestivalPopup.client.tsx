'use client'

import { useTranslations } from 'next-intl'
import { useCallback, useEffect, useRef, useState } from 'react'

import { ArrowUpRight, Close } from '@/components/ui/Icons'

import { FESTIVAL_POPUP_CLOSE_MS, FESTIVAL_POPUP_DELAY_MS, closedToday, recordClosed } from './festival'

export interface FestivalPopupProps {
  title: string
  description: string
  dates: string
  location: string
  tourUrl: string
  tourText: string
}

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/** The yachting-festival announcement: only rendered when settings.show_festival_popup is on. */
export function FestivalPopup({ title, description, dates, location, tourUrl, tourText }: FestivalPopupProps) {
  const t = useTranslations('Festival')
  const [phase, setPhase] = useState<'hidden' | 'open' | 'closing'>('hidden')
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null)

  useEffect(() => {
    if (closedToday(storage(), new Date())) return
    const timer = setTimeout(() => setPhase('open'), FESTIVAL_POPUP_DELAY_MS)
    return () => clearTimeout(timer)
  }, [])

  useEffect(
    () => () => {
      if (closeTimer.current) clearTimeout(closeTimer.current)
    },
    [],
  )

  const close = useCallback(() => {
    recordClosed(storage(), new Date())
    setPhase('closing')
    closeTimer.current = setTimeout(() => setPhase('hidden'), FESTIVAL_POPUP_CLOSE_MS)
  }, [])

  // Non-modal: it never steals focus from a visitor who is already typing; Escape still dismisses it.
  useEffect(() => {
    if (phase !== 'open') return
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close()
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [phase, close])

  if (phase === 'hidden') return null
  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby="festival-popup-title"
      data-state={phase}
      className={`fixed inset-x-3 foot-stack-3 z-50 border hairline bg-black/95 text-bone shadow-[0_30px_80px_rgba(0,0,0,0.55)] backdrop-blur transition-[opacity,transform] duration-300 ease-out-soft sm:inset-x-auto sm:edge-6 sm:foot-stack-6 sm:w-[26rem] ${
        phase === 'open' ? 'animate-rise-in' : 'translate-y-4 opacity-0'
      }`}
    >
      <div className="p-6 sm:p-8">
        <p className="label-caps text-gold">{dates}</p>
        <h2 id="festival-popup-title" className="mt-3 pr-10 font-display text-3xl leading-tight">
          {title}
        </h2>
        <p className="mt-1 text-xs tracking-[0.15em] text-mist uppercase">{location}</p>
        <p className="mt-4 text-sm leading-relaxed text-bone/80">{description}</p>
        <a
          href={tourUrl}
          target="_blank"
          rel="noopener noreferrer"
          onClick={close}
          className="mt-6 inline-flex min-h-12 w-full items-center justify-center gap-3 bg-gold px-6 text-xs font-medium tracking-[0.25em] text-black uppercase transition-colors hover:bg-gold-bright"
        >
          {tourText}
          <ArrowUpRight className="size-4" />
          <span className="sr-only"> {t('newTab')}</span>
        </a>
      </div>
      <button
        type="button"
        onClick={close}
        aria-label={t('close')}
        className="absolute top-2 right-2 flex size-11 items-center justify-center text-mist transition-colors hover:text-gold"
      >
        <Close className="size-5" />
      </button>
    </section>
  )
}
