'use client'

import { clientOnly } from '@/components/ui/clientOnly'
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react'

import { useLatch } from '@/components/ui/useLatch'

import type { ConsultationContact } from './consultation'

export type { ConsultationContact } from './consultation'

// Radix and the panel load on the first open, so pages that never open the dialog do not pay for it.
const ConsultationPanel = clientOnly(() => import('./ConsultationPanel.client').then((m) => m.ConsultationPanel))

interface ConsultationApi {
  openConsultation: (title?: string) => void
}

const ConsultationContext = createContext<ConsultationApi | null>(null)

function useConsultation(): ConsultationApi {
  const api = useContext(ConsultationContext)
  if (!api) throw new Error('useConsultation must be used inside <ConsultationProvider>')
  return api
}

/** Mounted once in the site layout: the single consultation dialog every trigger opens. */
export function ConsultationProvider({ contact, children }: { contact: ConsultationContact; children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const mounted = useLatch(open)
  const [title, setTitle] = useState<string | undefined>(undefined)
  const returnFocus = useRef<HTMLElement | null>(null)

  const openConsultation = useCallback((override?: string) => {
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    setTitle(override)
    setOpen(true)
  }, [])
  const api = useMemo(() => ({ openConsultation }), [openConsultation])

  return (
    <ConsultationContext.Provider value={api}>
      {children}
      {mounted && (
        <ConsultationPanel
          open={open}
          onOpenChange={setOpen}
          title={title}
          contact={contact}
          onCloseFocus={() => returnFocus.current?.focus()}
        />
      )}
    </ConsultationContext.Provider>
  )
}

export interface ConsultationTriggerProps {
  /** Overrides the default dialog title ("Schedule Your Private Consultation"). */
  title?: string
  children: ReactNode
  className?: string
}

export function ConsultationTrigger({ title, children, className }: ConsultationTriggerProps) {
  const { openConsultation } = useConsultation()
  return (
    <button type="button" aria-haspopup="dialog" className={className} onClick={() => openConsultation(title)}>
      {children}
    </button>
  )
}
